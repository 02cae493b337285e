import type { ConversationDetail, StartConversationRequest } from '@creative-ng/shared/messaging/index';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { MessagesSquare } from 'lucide-react';
import { useNavigate } from 'react-router';
import { apiFetch } from '../lib/api';
import { type MessageKey, useT } from '../lib/i18n';
import { useSession } from '../lib/session';
import { useWrite } from '../lib/write';
import { Button, type ButtonProps } from './ui';

const MEMBERS = new Set(['user', 'business', 'partner']);

interface StartConversationButtonProps {
  /** What the conversation is about (a member's profile, a product, an order, a proposal, a training…). */
  subject: StartConversationRequest;
  /** The button's words: 'Message', 'Ask the seller', 'Message the buyer'… */
  label: MessageKey;
  /** The other member's account id when known: the button is not shown to that person themself. */
  otherId?: string | null;
  variant?: ButtonProps['variant'];
  className?: string;
}

/**
 * Opens the conversation about a subject (started the first time, the same one after that) and goes to it. Shown
 * only to signed-in creatives, businesses and partners, never to the other member themself.
 *
 *   <StartConversationButton subject={{ subject_type: 'product', subject_id: id }} label="startChat.askSeller" />
 */
export function StartConversationButton({
  subject,
  label,
  otherId,
  variant = 'secondary',
  className,
}: StartConversationButtonProps) {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const { run, busy } = useWrite({ fallback: t('startChat.failed'), durations: { failed: TOAST_DURATIONS.error } });
  const ownId = typeof session.profile?.id === 'string' ? session.profile.id : null;
  if (!session.accessToken || !session.userType || !MEMBERS.has(session.userType)) return null;
  if (ownId && otherId && ownId === otherId) return null;

  function start() {
    if (busy) return;
    run({
      work: () => apiFetch<ConversationDetail>('/api/prop/conversations', { method: 'POST', json: subject }),
      after: (answer) => navigate(`/messages/${answer.data.id}`),
    });
  }

  return (
    <Button variant={variant} className={className} onClick={start} aria-disabled={busy || undefined}>
      <MessagesSquare aria-hidden="true" className="size-5" />
      {busy ? t('startChat.opening') : t(label)}
    </Button>
  );
}
