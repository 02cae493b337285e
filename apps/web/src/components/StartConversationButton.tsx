import type { ConversationDetail, StartConversationRequest } from '@creative-ng/shared/messaging/index';
import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, apiFetch } from '../lib/api';
import { type MessageKey, useT } from '../lib/i18n';
import { messageText } from '../lib/language';
import { useSession } from '../lib/session';
import { toast } from '../lib/toast';
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
  const [busy, setBusy] = useState(false);
  const ownId = typeof session.profile?.id === 'string' ? session.profile.id : null;
  if (!session.accessToken || !session.userType || !MEMBERS.has(session.userType)) return null;
  if (ownId && otherId && ownId === otherId) return null;

  async function start() {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await apiFetch<ConversationDetail>('/api/prop/conversations', { method: 'POST', json: subject });
      navigate(`/messages/${answer.data.id}`);
    } catch (error) {
      const text = error instanceof ApiError && error.code !== 'INTERNAL' ? messageText(error.message) : '';
      toast.error(text || t('startChat.failed'), { duration: TOAST_DURATIONS.error });
      setBusy(false);
    }
  }

  return (
    <Button variant={variant} className={className} onClick={() => void start()} aria-disabled={busy || undefined}>
      <MessagesSquare aria-hidden="true" className="size-5" />
      {busy ? t('startChat.opening') : t(label)}
    </Button>
  );
}
