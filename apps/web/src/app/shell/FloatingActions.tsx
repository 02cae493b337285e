import { MessageCircle, Plus } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useClientConfig } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
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

/** The floating create button and its dialog, loaded on first use. */
export function FloatingCreateButton({ postOnly = false }: { postOnly?: boolean }) {
  const t = useT();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={postOnly ? t('create.buttonLabelPost') : t('create.buttonLabel')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadCreateDialog().catch(() => {})}
        onFocus={() => void loadCreateDialog().catch(() => {})}
        className="inline-flex min-h-14 items-center gap-2 rounded-full border-2 border-white bg-primary px-5 font-semibold text-white shadow-lg hover:bg-primary-dark"
      >
        <Plus aria-hidden="true" className="size-6" />
        <span aria-hidden="true">{t('create.button')}</span>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <CreateDialog open={open} onOpenChange={setOpen} returnFocusRef={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Bottom-right stack of the main layout: chat link above the create button (not offered to admins). */
export function FloatingActions() {
  const session = useSession();
  const kinds = createKinds(session);
  return (
    <div className="pointer-events-none fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3 [&>*]:pointer-events-auto">
      <FloatingChatLink />
      {kinds.length > 0 ? <FloatingCreateButton postOnly={kinds.length === 1} /> : null}
    </div>
  );
}
