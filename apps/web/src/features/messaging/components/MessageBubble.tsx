import type { ChatMessage } from '@creative-ng/shared/messaging/index';
import { FileText, Flag } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import { LowDataImage } from '../../../components/ui/LowDataImage';
import { formatBytes } from '../../../lib/dataSaver';
import { downloadWithToken } from '../../../lib/download';
import { toast } from '../../../lib/toast';
import { useMessagingT } from '../i18n';
import { fullWhen } from '../lib/format';
import { LinkedText } from '../lib/linkText';
import { documentPath } from '../lib/messagingApi';

export type MessageState = 'sent' | 'seen' | 'sending' | 'waiting' | 'failed';

interface BubbleProps {
  mine: boolean;
  body: string;
  at: string;
  message?: ChatMessage;
  state?: MessageState;
  failure?: string | null;
  otherName: string;
  onReport?: (message: ChatMessage) => void;
  onDiscard?: () => void;
}

const LINK = 'font-semibold underline underline-offset-2 break-all';

/** One message: its words (links made safe), picture or document, when, and for one's own how far it got. */
export function MessageBubble({
  mine,
  body,
  at,
  message,
  state,
  failure,
  otherName,
  onReport,
  onDiscard,
}: BubbleProps) {
  const t = useMessagingT();
  const removed = message?.removed ?? false;
  const document = message?.document ?? null;
  const image = message?.image ?? null;

  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 whitespace-pre-wrap break-words',
          mine ? 'rounded-br-sm bg-primary-soft text-ink' : 'rounded-bl-sm border border-line bg-white text-ink',
          (state === 'sending' || state === 'waiting') && 'opacity-80',
          state === 'failed' && 'border border-danger',
        )}
      >
        <span className="sr-only">{mine ? t('messaging.you') : otherName}: </span>
        {removed ? (
          <em className="text-muted">{t('messaging.removed')}</em>
        ) : (
          <>
            {image ? (
              <LowDataImage
                src={image.url}
                srcSet={image.srcset}
                sizes="(max-width: 600px) 80vw, 400px"
                width={image.width}
                height={image.height}
                bytes={image.bytes}
                alt={t('messaging.photoFrom', { name: mine ? t('messaging.you') : otherName })}
                className="mb-1 h-auto max-h-80 w-auto max-w-full rounded-lg"
              />
            ) : null}
            {document && message ? (
              <button
                type="button"
                className="mb-1 flex min-h-11 items-center gap-2 rounded-lg border border-line bg-white px-3 py-2 text-left font-semibold text-primary-dark underline"
                onClick={() => {
                  downloadWithToken(documentPath(message.conversation_id, message.id), document.name).catch(() =>
                    toast.error(t('messaging.downloadFailed')),
                  );
                }}
              >
                <FileText aria-hidden="true" className="size-5 shrink-0" />
                <span className="break-all">
                  {t('messaging.download', { name: document.name })}{' '}
                  <span className="font-normal text-muted">({formatBytes(document.size)})</span>
                </span>
              </button>
            ) : null}
            {body ? <LinkedText text={body} linkClassName={LINK} /> : null}
          </>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 px-1 text-sm text-muted">
        <time dateTime={at}>{fullWhen(at)}</time>
        {state === 'sending' ? <span>{t('messaging.state.sending')}</span> : null}
        {state === 'waiting' ? <span>{t('messaging.state.waiting')}</span> : null}
        {state === 'seen' ? (
          <span className="font-semibold text-primary-darker">{t('messaging.state.seen')}</span>
        ) : null}
        {state === 'failed' ? (
          <>
            <span className="text-danger">{t('messaging.state.failed', { reason: failure || '' })}</span>
            {onDiscard ? (
              <button type="button" className="min-h-6 underline" onClick={onDiscard}>
                {t('messaging.discard')}
              </button>
            ) : null}
          </>
        ) : null}
        {!mine && message && !removed && onReport ? (
          <button
            type="button"
            className="inline-flex min-h-6 items-center gap-1 underline"
            aria-haspopup="dialog"
            onClick={() => onReport(message)}
          >
            <Flag aria-hidden="true" className="size-4" />
            {t('messaging.reportMessage')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
