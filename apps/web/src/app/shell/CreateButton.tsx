import { MessageCircle, Plus } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { cn } from '../../components/ui/cn';
import { useClientConfig } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { askToSignIn } from '../../lib/signIn';
import { createKinds } from './nav';

const loadCreateDialog = () => import('./CreateDialog');
const CreateDialog = lazy(loadCreateDialog);

/** The wa.me address of the chat link, with the enquiry text prefilled. */
export function whatsappHref(number: string, text: string): string | null {
  const digits = number.replace(/\D/g, '');
  if (!digits) return null;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/**
 * The chat link, in the site menu (the sidebar, and the drawer on phones): shown only when the deployment has a
 * WhatsApp number (GET /api/config). It sits among the menu's links, so it never floats over the page.
 */
export function ChatLink({ className }: { className?: string }) {
  const t = useT();
  const { data } = useClientConfig();
  const href = data?.chat.whatsappNumber ? whatsappHref(data.chat.whatsappNumber, data.chat.text) : null;
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
      {t('chat.link')}
      <span className="sr-only"> {t('common.opensInNewTab')}</span>
    </a>
  );
}

/**
 * The Create button and its dialog, loaded on first use; visitors are asked to sign in first. Not offered to roles
 * that cannot create (admins). It has a place of its own, never over the page: `bar` is the round + in the phone's
 * top bar (its name kept for screen readers and as a tooltip), `sidebar` the full button at the top of the wide
 * screen's sidebar.
 */
export function CreateButton({ variant, className }: { variant: 'bar' | 'sidebar'; className?: string }) {
  const t = useT();
  const session = useSession();
  const kinds = createKinds(session);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  if (kinds.length === 0) return null;
  const label = kinds.length === 1 ? t('create.buttonLabelPost') : t('create.buttonLabel');
  const openCreate = () => {
    setRequested(true);
    setOpen(true);
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        title={variant === 'bar' ? label : undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          // Visitors sign in first, in the sign-in modal, and then find the Create dialog open.
          if (session.accessToken) openCreate();
          else askToSignIn({ reason: t('create.signInPrompt'), afterSignIn: openCreate });
        }}
        onPointerEnter={() => void loadCreateDialog().catch(() => {})}
        onFocus={() => void loadCreateDialog().catch(() => {})}
        className={cn(
          'inline-flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-white hover:bg-primary-dark',
          variant === 'bar' ? 'size-11' : 'min-h-12 w-full gap-2 px-5 shadow-sm',
          className,
        )}
      >
        <Plus aria-hidden="true" className="size-6" />
        {variant === 'sidebar' ? <span aria-hidden="true">{t('create.button')}</span> : null}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <CreateDialog open={open} onOpenChange={setOpen} returnFocusRef={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
