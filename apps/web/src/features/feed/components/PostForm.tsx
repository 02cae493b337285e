import type { Post, PostRequest } from '@creative-ng/shared/feed/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { FormAlert, SubmitButton, TextAreaField, TextField, URL_INPUT } from '../../../components/form/controls';
import { FORM_ERROR, useSchemaForm } from '../../../components/form/schemaForm';
import { clearDraft, draftAccountId, draftKey, loadDraft, saveDraft } from '../../../lib/drafts';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useFeedT } from '../i18n';
import { failureText } from '../lib/errors';
import { createPost, refreshFeeds, updatePost } from '../lib/feedApi';
import { isUploading, storedUrls, usePostImages } from '../lib/postImages';
import { PostImagesField } from './PostImagesField';

/** The form's values under the shared schema's names; `images` are the addresses stored so far. */
type PostValues = { title: string; description: string; link: string; images: string[] };

const FIELDS = ['title', 'description', 'link', 'images'] as const;
const EMPTY: PostValues = { title: '', description: '', link: '', images: [] };

/** The shared post schema, loaded with the form's first check. */
const loadSchema = async () => (await import('@creative-ng/shared/feed/index')).postRequestSchema;

/** A new post starts from the draft kept on this device; an edit starts from the post itself. */
function startingValues(post: Post | undefined, draft: Partial<PostValues> | null): PostValues {
  if (post)
    return {
      title: post.title,
      description: post.description,
      link: post.link,
      images: post.media.map((image) => image.url),
    };
  return { ...EMPTY, ...draft, images: Array.isArray(draft?.images) ? draft.images : [] };
}

/**
 * The 'Create Post' form's state: a react-hook-form form checked by the shared postRequestSchema (title,
 * description, link and at least one image, all required), the images uploading as they are chosen, the draft
 * kept on this device, and the save (create, or edit of one's own post) as a mutation.
 */
function usePostForm(post: Post | undefined, onDone: (() => void) | undefined) {
  const t = useFeedT();
  const client = useQueryClient();
  const id = useId();
  const idOf = (field: string) => `${id}-${field}`;
  const session = useSession();
  const draftAt = post ? null : draftKey('post', draftAccountId(session));
  const [draft] = useState(() => loadDraft<PostValues>(draftAt));
  const [restored, setRestored] = useState(Boolean(draft));
  const [start] = useState(() => startingValues(post, draft));
  const kit = useSchemaForm<PostValues, undefined, PostRequest>({
    defaultValues: start,
    schema: loadSchema,
    unreachable: () => t('post.failed'),
    idOf,
    order: FIELDS,
  });
  const images = usePostImages(start.images, {
    failed: (name, cause) => t('form.uploadFailed', { name, reason: failureText(cause, t('post.failed')) }),
    wrongType: (name) => t('form.uploadFailed', { name, reason: t('form.wrongType') }),
  });
  const save = useMutation({
    mutationFn: (body: PostRequest) => (post ? updatePost(post.id, body) : createPost(body)),
  });

  // The stored addresses are the form's `images`; a finished upload does not clear a message about them.
  const urls = storedUrls(images.slots).join('\n');
  const { setValue } = kit.form;
  useEffect(() => setValue('images', urls ? urls.split('\n') : []), [setValue, urls]);
  const { title, description, link } = kit.values;
  useEffect(() => {
    saveDraft(draftAt, { title, description, link, images: urls ? urls.split('\n') : [] });
  }, [draftAt, title, description, link, urls]);

  const send = kit.submit(
    (body) => {
      save.mutate(body, {
        onSuccess: async () => {
          if (post) toast.success(t('post.updated'));
          else {
            clearDraft(draftAt);
            toast.success(t('post.created'));
          }
          await refreshFeeds(client);
          onDone?.();
        },
        onError: (cause) => {
          kit.refuse(cause, t('post.failed'));
          toast.error(t('post.createFailed'));
        },
      });
    },
    // The schema's messages under their fields, and the first of them above the form (and as a toast).
    (errors) => {
      const message = kit.headline(errors);
      if (message) toast.error(message);
    },
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    if (isUploading(images.slots)) return kit.showErrors({ [FORM_ERROR]: t('form.waitForUploads') });
    void send(event);
  }

  function choose(files: File[]) {
    kit.form.clearErrors(['images', 'root'] as never);
    const { tooMany } = images.choose(files);
    if (!tooMany) return;
    // Said about the list as it is now, so the message stays until the person changes it again.
    kit.form.setError('images', { type: 'shown', message: t('form.tooManyImages') });
    toast.error(t('form.tooManyImages'));
  }

  function remove(key: string) {
    kit.form.clearErrors(['images', 'root'] as never);
    images.remove(key);
  }

  function discardDraft() {
    clearDraft(draftAt);
    kit.form.reset(EMPTY);
    images.clear();
    setRestored(false);
  }

  return { t, kit, idOf, images, save, restored, submit, choose, remove, discardDraft };
}

/**
 * The 'Create Post' form: title, description, link and at least one image, all required
 * ('All fields are required for the post'). Images upload as soon as they are chosen, each with its progress;
 * the post is sent once they are all stored. Also edits an existing post of one's own.
 */
export function PostForm({ post, onDone }: { post?: Post; onDone?: () => void }) {
  const { t, kit, idOf, images, save, restored, submit, choose, remove, discardDraft } = usePostForm(post, onDone);
  const { field } = kit;
  const busy = save.isPending;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={busy}>
      {restored ? (
        <p role="status" className="flex flex-wrap items-center gap-2 rounded-lg bg-primary-soft p-3 text-ink">
          {t('form.draftRestored')}
          <button type="button" onClick={discardDraft} className="min-h-11 font-semibold underline">
            {t('form.discardDraft')}
          </button>
        </p>
      ) : null}
      <FormAlert message={kit.errors[FORM_ERROR]} />
      <TextField {...field('title')} label={t('form.title')} required maxLength={150} />
      <TextAreaField {...field('description')} label={t('form.description')} required maxLength={5000} />
      <TextField {...field('link')} label={t('form.link')} hint={t('form.linkHint')} {...URL_INPUT} required />
      <PostImagesField
        id={idOf('images')}
        slots={images.slots}
        error={kit.errors.images}
        onChoose={choose}
        onRemove={remove}
      />
      <SubmitButton busy={busy || isUploading(images.slots)}>
        {busy ? (post ? t('form.saving') : t('form.submitting')) : post ? t('form.save') : t('form.submit')}
      </SubmitButton>
    </form>
  );
}
