import { MESSAGE_DOCUMENT_TYPES, MESSAGING_LIMITS } from '@creative-ng/shared/messaging/index';
import { FileText, ImagePlus, Paperclip, Send, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button, inputClasses } from '../../../components/ui';
import { cn } from '../../../components/ui/cn';
import { formatBytes } from '../../../lib/dataSaver';
import { clearDraft, loadDraft, saveDraft } from '../../../lib/drafts';
import { failureMessage } from '../../../lib/failure';
import { takeFiles } from '../../../lib/upload';
import { useMessagingT } from '../i18n';
import { type Attachment, useSendMessage } from '../lib/send';

interface ComposerProps {
  conversationId: string;
  /** Where the unfinished text is kept on this device (null: not kept). */
  draftKey: string | null;
  /** A message is about to go (the list follows it to the bottom). */
  onSending: () => void;
}

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

/** Characters as a person counts them (an emoji is one). */
const length = (text: string) => Array.from(text).length;

/** The message box: text with its limit, a picture or a document, and Send (Ctrl+Enter sends too). */
export function Composer({ conversationId, draftKey, onSending }: ComposerProps) {
  const t = useMessagingT();
  const id = useId();
  const [body, setBody] = useState(() => String(loadDraft<{ body: string }>(draftKey)?.body ?? ''));
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useSendMessage(conversationId);
  const busy = send.isPending;
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
      const [file] = takeFiles(event.target);
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

  function submit(event?: FormEvent) {
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
    setError(null);
    onSending();
    send.mutate(
      { body, attachment },
      {
        onSuccess: () => {
          setBody('');
          setAttachment(null);
          clearDraft(draftKey);
          textRef.current?.focus();
        },
        onError: (failed) => setError(failureMessage(failed, t('messaging.composer.failed'))),
      },
    );
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  }

  const describedBy = [`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 border-t border-line bg-white pt-3">
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
        <AttachButton
          accept={IMAGE_TYPES}
          icon={<ImagePlus aria-hidden="true" className="size-6" />}
          label={t('messaging.composer.addPhoto')}
          onChange={pick('image')}
          testId="message-image-input"
        />
        <AttachButton
          accept={MESSAGE_DOCUMENT_TYPES.join(',')}
          icon={<Paperclip aria-hidden="true" className="size-6" />}
          label={t('messaging.composer.addDocument')}
          onChange={pick('document')}
          testId="message-document-input"
        />
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

/** A button that opens the file chooser of its hidden input (for a picture, or for a document). */
function AttachButton(props: {
  accept: string;
  icon: ReactNode;
  label: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  testId: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={props.accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={props.onChange}
        data-testid={props.testId}
      />
      <Button variant="ghost" size="icon" onClick={() => input.current?.click()}>
        {props.icon}
        <span className="sr-only">{props.label}</span>
      </Button>
    </>
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
