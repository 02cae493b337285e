import { MESSAGE_DOCUMENT_TYPES, MESSAGING_LIMITS } from '@creative-ng/shared/messaging/index';
import { FileText, ImagePlus, Paperclip, Send, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button, inputClasses } from '../../../components/ui';
import { cn } from '../../../components/ui/cn';
import { formatBytes } from '../../../lib/dataSaver';
import { clearDraft, loadDraft, saveDraft } from '../../../lib/drafts';
import { useMessagingT } from '../i18n';

export type Attachment = { kind: 'image'; file: File } | { kind: 'document'; file: File };

interface ComposerProps {
  /** Where the unfinished text is kept on this device (null: not kept). */
  draftKey: string | null;
  /** Sends; resolves when the message is on its way (kept on the device or sent), rejects with what to show. */
  onSend: (body: string, attachment: Attachment | null) => Promise<void>;
}

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

/** Characters as a person counts them (an emoji is one). */
const length = (text: string) => Array.from(text).length;

/** The message box: text with its limit, a picture or a document, and Send (Ctrl+Enter sends too). */
export function Composer({ draftKey, onSend }: ComposerProps) {
  const t = useMessagingT();
  const id = useId();
  const [body, setBody] = useState(() => String(loadDraft<{ body: string }>(draftKey)?.body ?? ''));
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const imageInput = useRef<HTMLInputElement>(null);
  const documentInput = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const count = length(body);
  const over = count > MESSAGING_LIMITS.body;

  function change(text: string) {
    setBody(text);
    saveDraft(draftKey, { body: text });
    if (error) setError(null);
  }

  function pick(kind: Attachment['kind']) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      event.target.value = '';
      if (!file) return;
      if (kind === 'document') {
        if (!(MESSAGE_DOCUMENT_TYPES as readonly string[]).includes(file.type)) {
          setError(t('messaging.composer.documentType'));
          return;
        }
        if (file.size > MESSAGING_LIMITS.documentBytes) {
          setError(t('messaging.composer.documentTooBig'));
          return;
        }
      }
      setError(null);
      setAttachment({ kind, file });
    };
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    if (over) {
      setError(t('messaging.composer.tooLong', { max: MESSAGING_LIMITS.body }));
      textRef.current?.focus();
      return;
    }
    if (!body.trim() && !attachment) {
      setError(t('messaging.composer.empty'));
      textRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSend(body, attachment);
      setBody('');
      setAttachment(null);
      clearDraft(draftKey);
      textRef.current?.focus();
    } catch (failed) {
      setError(failed instanceof Error && failed.message ? failed.message : t('messaging.composer.failed'));
    } finally {
      setBusy(false);
    }
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  }

  const describedBy = [`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-2 border-t border-line bg-white pt-3"
    >
      <label htmlFor={`${id}-text`} className="font-semibold text-ink">
        {t('messaging.composer.label')}
      </label>
      <textarea
        ref={textRef}
        id={`${id}-text`}
        rows={2}
        value={body}
        onChange={(event) => change(event.target.value)}
        onKeyDown={keyDown}
        aria-describedby={describedBy}
        aria-invalid={over || undefined}
        className={cn(inputClasses, 'max-h-40 resize-y')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span id={`${id}-count`} className={over ? 'font-semibold text-danger' : 'text-muted'}>
          {t('messaging.composer.count', { count, max: MESSAGING_LIMITS.body })}
        </span>
        <span className="text-muted">{t('messaging.composer.shortcut')}</span>
      </div>
      {attachment ? <AttachmentChip attachment={attachment} onRemove={() => setAttachment(null)} /> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex items-center gap-2">
        <input
          ref={imageInput}
          type="file"
          accept={IMAGE_TYPES}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={pick('image')}
          data-testid="message-image-input"
        />
        <input
          ref={documentInput}
          type="file"
          accept={MESSAGE_DOCUMENT_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={pick('document')}
          data-testid="message-document-input"
        />
        <Button variant="ghost" size="icon" onClick={() => imageInput.current?.click()}>
          <ImagePlus aria-hidden="true" className="size-6" />
          <span className="sr-only">{t('messaging.composer.addPhoto')}</span>
        </Button>
        <Button variant="ghost" size="icon" onClick={() => documentInput.current?.click()}>
          <Paperclip aria-hidden="true" className="size-6" />
          <span className="sr-only">{t('messaging.composer.addDocument')}</span>
        </Button>
        <Button
          type="submit"
          className="ml-auto aria-disabled:cursor-wait aria-disabled:opacity-70"
          aria-disabled={busy || undefined}
        >
          <Send aria-hidden="true" className="size-5" />
          {busy ? t('messaging.composer.sending') : t('messaging.composer.send')}
        </Button>
      </div>
    </form>
  );
}

/** The picture or document about to be sent with the message, with its size and a remove button. */
function AttachmentChip({ attachment, onRemove }: { attachment: Attachment; onRemove: () => void }) {
  const t = useMessagingT();
  return (
    <div className="flex items-center gap-2 rounded-lg border border-line bg-canvas px-3 py-1">
      {attachment.kind === 'image' ? (
        <ImagePlus aria-hidden="true" className="size-5 shrink-0" />
      ) : (
        <FileText aria-hidden="true" className="size-5 shrink-0" />
      )}
      <span className="min-w-0 flex-1 truncate">
        {attachment.file.name} ({formatBytes(attachment.file.size)})
      </span>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('messaging.composer.removeAttachment', { name: attachment.file.name })}
        onClick={onRemove}
      >
        <X aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}
