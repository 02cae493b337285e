import type { Post } from '@creative-ng/shared/feed/index';
import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormAlert, SubmitButton, TextAreaField, TextField } from '../../../components/form/controls';
import { ApiError } from '../../../lib/api';
import { clearDraft, draftAccountId, draftKey, loadDraft, saveDraft } from '../../../lib/drafts';
import { useFieldErrors, useFormMessage } from '../../../lib/fieldErrors';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { type StoredImage, uploadWithProgress } from '../../../lib/upload';
import { useFeedT } from '../i18n';
import { failureText } from '../lib/errors';
import { createPost, refreshFeeds, updatePost } from '../lib/feedApi';
import { checkPostImage, MAX_POST_IMAGES, missingPostFields, POST_IMAGE_ACCEPT } from '../lib/post';

interface PostDraft {
  title: string;
  description: string;
  link: string;
  /** Images already stored on the platform (uploads in progress are not kept). */
  images: string[];
}

interface ImageSlot {
  key: string;
  name: string;
  progress: number;
  url?: string;
  preview?: string;
  error?: string;
}

/** Uploads one post image (multipart, purpose 'post') with progress. */
function uploadPostImage(file: File, onProgress: (percent: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.append('purpose', 'post');
  form.append('image', file, file.name);
  return uploadWithProgress<StoredImage>('POST', '/api/prop/images', form, onProgress, signal);
}

let slotCounter = 0;
function nextKey(prefix: string): string {
  slotCounter += 1;
  return `${prefix}-${slotCounter}`;
}

/**
 * The 'Create Post' form: title, description, link and at least one image, all required
 * ('All fields are required for the post'). Images upload as soon as they are chosen, each with its progress;
 * the post is sent once they are all stored. Also edits an existing post of one's own.
 */
export function PostForm({ post, onDone }: { post?: Post; onDone?: () => void }) {
  const t = useFeedT();
  const client = useQueryClient();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());
  const session = useSession();
  // A new post keeps a draft on this device as it is written; editing starts from the post itself.
  const draftAt = post ? null : draftKey('post', draftAccountId(session));
  const [draft] = useState(() => loadDraft<PostDraft>(draftAt));
  const [title, setTitle] = useState(post?.title ?? draft?.title ?? '');
  const [description, setDescription] = useState(post?.description ?? draft?.description ?? '');
  const [link, setLink] = useState(post?.link ?? draft?.link ?? '');
  const [images, setImages] = useState<ImageSlot[]>(() =>
    (post?.media.map((image) => image.url) ?? draft?.images ?? []).map((url) => ({
      key: nextKey('existing'),
      name: url.split('/').pop() ?? 'image',
      progress: 100,
      url,
      preview: url,
    })),
  );
  const [restored, setRestored] = useState(Boolean(draft));
  // The images by which ones are chosen (not their upload progress), so a message about them outlives progress.
  const chosenImages = (list: readonly ImageSlot[]) => list.map((slot) => slot.key).join(' ');
  const values = { title, description, link, images: chosenImages(images) };
  const [fields, setFields] = useFieldErrors(values);
  const [alert, setAlert] = useFormMessage(values);
  const [busy, setBusy] = useState(false);

  // Uploads still running when the form goes away are cancelled, and the local previews let go.
  useEffect(() => {
    const running = controllers.current;
    const shown = previews.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const url of shown) URL.revokeObjectURL(url);
    };
  }, []);

  const storedUrls = images.flatMap((slot) => (slot.url ? [slot.url] : [])).join('\n');
  useEffect(() => {
    saveDraft(draftAt, { title, description, link, images: storedUrls ? storedUrls.split('\n') : [] });
  }, [draftAt, title, description, link, storedUrls]);

  function discardDraft() {
    clearDraft(draftAt);
    setTitle('');
    setDescription('');
    setLink('');
    setImages([]);
    setRestored(false);
  }

  const update = (key: string, change: Partial<ImageSlot>) =>
    setImages((list) => list.map((slot) => (slot.key === key ? { ...slot, ...change } : slot)));

  async function uploadOne(slot: ImageSlot, file: File) {
    const controller = new AbortController();
    controllers.current.set(slot.key, controller);
    try {
      const image = await uploadPostImage(file, (progress) => update(slot.key, { progress }), controller.signal);
      update(slot.key, { url: image.url, progress: 100 });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') return;
      const reason = failureText(cause, t('post.failed'));
      update(slot.key, { error: t('form.uploadFailed', { name: file.name, reason }) });
      toast.error(t('form.uploadFailed', { name: file.name, reason }));
    } finally {
      controllers.current.delete(slot.key);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const room = MAX_POST_IMAGES - images.length;
    const added: [ImageSlot, File][] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      const problem = checkPostImage(file);
      const slot: ImageSlot = {
        key: nextKey('new'),
        name: file.name,
        progress: 0,
        preview: localPreview(file),
        ...(problem ? { error: t('form.uploadFailed', { name: file.name, reason: t('form.wrongType') }) } : {}),
      };
      added.push([slot, file]);
    }
    const next = [...images, ...added.map(([slot]) => slot)];
    setImages(next);
    if (files.length > room) {
      // Said about the list as it is now, so the message stays until the person changes it again.
      setFields((f) => ({ ...f, images: t('form.tooManyImages') }), { images: chosenImages(next) });
      toast.error(t('form.tooManyImages'));
    }
    for (const [slot, file] of added) if (!slot.error) void uploadOne(slot, file);
  }

  function localPreview(file: File): string | undefined {
    if (typeof URL.createObjectURL !== 'function') return undefined;
    const url = URL.createObjectURL(file);
    previews.current.add(url);
    return url;
  }

  function remove(key: string) {
    controllers.current.get(key)?.abort();
    const gone = images.find((slot) => slot.key === key)?.preview;
    if (gone && previews.current.delete(gone)) URL.revokeObjectURL(gone);
    setImages((list) => list.filter((slot) => slot.key !== key));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    if (images.some((slot) => !slot.url && !slot.error)) {
      setAlert(t('form.waitForUploads'));
      return;
    }
    const body = {
      title: title.trim(),
      description: description.trim(),
      link: link.trim(),
      images: images.flatMap((slot) => (slot.url ? [slot.url] : [])),
    };
    const missing = missingPostFields(body);
    if (missing.length > 0) {
      const message = t('post.allRequired');
      setFields(Object.fromEntries(missing.map((field) => [field, message])));
      setAlert(message);
      toast.error(message);
      return;
    }
    setFields({});
    setBusy(true);
    try {
      if (post) {
        await updatePost(post.id, body);
        toast.success(t('post.updated'));
      } else {
        await createPost(body);
        clearDraft(draftAt);
        toast.success(t('post.created'));
      }
      await refreshFeeds(client);
      onDone?.();
    } catch (cause) {
      if (cause instanceof ApiError) setFields({ ...cause.fields });
      setAlert(failureText(cause, t('post.failed')));
      toast.error(t('post.createFailed'));
    } finally {
      setBusy(false);
    }
  }

  const uploading = images.some((slot) => !slot.url && !slot.error);
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-busy={busy}>
      {restored ? (
        <p role="status" className="flex flex-wrap items-center gap-2 rounded-lg bg-primary-soft p-3 text-ink">
          {t('form.draftRestored')}
          <button type="button" onClick={discardDraft} className="min-h-11 font-semibold underline">
            {t('form.discardDraft')}
          </button>
        </p>
      ) : null}
      <FormAlert message={alert} />
      <TextField
        id={`${id}-title`}
        label={t('form.title')}
        required
        value={title}
        onValueChange={setTitle}
        error={fields.title}
        maxLength={150}
      />
      <TextAreaField
        id={`${id}-description`}
        label={t('form.description')}
        required
        value={description}
        onValueChange={setDescription}
        error={fields.description}
        maxLength={5000}
      />
      <TextField
        id={`${id}-link`}
        label={t('form.link')}
        hint={t('form.linkHint')}
        type="url"
        inputMode="url"
        autoComplete="url"
        required
        value={link}
        onValueChange={setLink}
        error={fields.link}
      />
      <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-images-hint`}>
        <legend className="font-semibold text-ink">
          {t('form.images')} <span aria-hidden="true">*</span>
        </legend>
        <p id={`${id}-images-hint`} className="text-sm text-muted">
          {t('form.imagesHint')}
        </p>
        {images.length > 0 ? (
          <ul className="grid grid-cols-3 gap-2">
            {images.map((slot, at) => (
              <li key={slot.key} className="relative flex flex-col gap-1">
                {slot.preview ? (
                  <img src={slot.preview} alt="" className="aspect-square w-full rounded-lg bg-canvas object-cover" />
                ) : (
                  <div className="aspect-square w-full rounded-lg bg-canvas" />
                )}
                {!slot.url && !slot.error ? (
                  <progress
                    max={100}
                    value={slot.progress}
                    aria-label={t('form.uploading', { name: slot.name, percent: slot.progress })}
                    className="h-2 w-full accent-primary"
                  />
                ) : null}
                {slot.error ? <p className="text-sm text-danger">{slot.error}</p> : null}
                <button
                  type="button"
                  onClick={() => remove(slot.key)}
                  aria-label={t('form.removeImage', { n: at + 1 })}
                  className="absolute top-1 right-1 inline-flex size-8 items-center justify-center rounded-full bg-white/95 text-ink shadow ring-1 ring-line"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {images.length < MAX_POST_IMAGES ? (
          <div>
            <input
              ref={fileInput}
              id={`${id}-images`}
              type="file"
              multiple
              accept={POST_IMAGE_ACCEPT}
              onChange={choose}
              aria-invalid={fields.images ? true : undefined}
              aria-describedby={[`${id}-images-hint`, fields.images ? `${id}-images-error` : '']
                .filter(Boolean)
                .join(' ')}
              className="peer sr-only"
            />
            <label
              htmlFor={`${id}-images`}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-4 font-semibold text-ink hover:bg-canvas peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus"
            >
              <ImagePlus aria-hidden="true" className="size-5" />
              {t('form.addImages')}
            </label>
          </div>
        ) : null}
        {fields.images ? (
          <p id={`${id}-images-error`} className="text-sm font-medium text-danger">
            {fields.images}
          </p>
        ) : null}
      </fieldset>
      <SubmitButton busy={busy || uploading}>
        {busy ? (post ? t('form.saving') : t('form.submitting')) : post ? t('form.save') : t('form.submit')}
      </SubmitButton>
    </form>
  );
}
