import { MessageCircle, Plus } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
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

/** The floating chat link: shown only when the deployment has a WhatsApp number (GET /api/config). */
export function FloatingChatLink() {
  const t = useT();
  const { data } = useClientConfig();
  const href = data?.chat.whatsappNumber ? whatsappHref(data.chat.whatsappNumber, data.chat.text) : null;
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chat.label')}
      title={t('chat.label')}
      className="inline-flex size-14 items-center justify-center rounded-full border-2 border-white bg-primary-darker text-white shadow-lg hover:bg-primary-dark"
    >
      <MessageCircle aria-hidden="true" className="size-7" />
    </a>
  );
}

/**
 * The floating create button and its dialog, loaded on first use; visitors are asked to sign in first. `compact`
 * shows the + alone (its name stays), so it covers less of the page once the person has scrolled.
 */
export function FloatingCreateButton({ postOnly = false, compact = false }: { postOnly?: boolean; compact?: boolean }) {
  const t = useT();
  const session = useSession();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const openCreate = () => {
    setRequested(true);
    setOpen(true);
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={postOnly ? t('create.buttonLabelPost') : t('create.buttonLabel')}
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
          'inline-flex min-h-14 items-center justify-center gap-2 rounded-full border-2 border-white bg-primary font-semibold text-white shadow-lg hover:bg-primary-dark',
          compact ? 'min-w-14' : 'px-5',
        )}
      >
        <Plus aria-hidden="true" className="size-6" />
        <span aria-hidden="true" className={compact ? 'sr-only' : undefined}>
          {t('create.button')}
        </span>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <CreateDialog open={open} onOpenChange={setOpen} returnFocusRef={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}

type FloatingMode = 'full' | 'compact' | 'away';

/**
 * How the floating buttons stand as the page scrolls, so they sit on as little of what a person reads as they can:
 * in full at the top of a page; out of the way while the person scrolls down (they come back when focused, as Tab
 * reaches them); small (the + alone) when scrolling back up or at the end of the page, where the footer leaves
 * room under its last line.
 */
function useFloatingMode(): FloatingMode {
  const [mode, setMode] = useState<FloatingMode>('full');
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const read = () => {
      const y = window.scrollY;
      const root = document.documentElement;
      if (y < 48) setMode('full');
      else if (window.innerHeight + y >= root.scrollHeight - 48) setMode('compact');
      else if (Math.abs(y - last) < 12) return;
      else setMode(y > last ? 'away' : 'compact');
      last = y;
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(read);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return mode;
}

/** Bottom-right stack of the main layout: chat link above the create button (not offered to admins). */
export function FloatingActions() {
  const session = useSession();
  const kinds = createKinds(session);
  const mode = useFloatingMode();
  return (
    <div
      data-floating={mode}
      className={cn(
        // A focused button is in place at once, never mid-slide (WCAG 2.4.11).
        'pointer-events-none fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3 motion-safe:transition-transform motion-safe:duration-200 focus-within:transition-none [&>*]:pointer-events-auto',
        mode === 'away' && 'translate-y-[calc(100%+2rem)] focus-within:translate-y-0',
      )}
    >
      <FloatingChatLink />
      {kinds.length > 0 ? <FloatingCreateButton postOnly={kinds.length === 1} compact={mode !== 'full'} /> : null}
    </div>
  );
}
