import { ImagePlus } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { FieldError } from '../../../components/ui/Field';
import { RemoveButton } from '../../../components/ui/RemoveButton';
import { takeFiles } from '../../../lib/upload';
import { useFeedT } from '../i18n';
import { MAX_POST_IMAGES, POST_IMAGE_ACCEPT } from '../lib/post';
import type { ImageSlot } from '../lib/postImages';

/**
 * The post form's images: each chosen image with its preview, its upload progress or why it was refused, and a
 * remove button; then 'Add images' (a labelled file input) while there is room, and the field's message.
 */
export function PostImagesField({
  id,
  slots,
  error,
  onChoose,
  onRemove,
}: {
  id: string;
  slots: readonly ImageSlot[];
  error: string | undefined;
  onChoose: (files: File[]) => void;
  onRemove: (key: string) => void;
}) {
  const t = useFeedT();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = takeFiles(event.target);
    if (files.length > 0) onChoose(files);
  }
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hintId}>
      <legend className="font-semibold text-ink">
        {t('form.images')} <span aria-hidden="true">*</span>
      </legend>
      <p id={hintId} className="text-sm text-muted">
        {t('form.imagesHint')}
      </p>
      {slots.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2">
          {slots.map((slot, at) => (
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
              <RemoveButton
                onClick={() => onRemove(slot.key)}
                label={t('form.removeImage', { n: at + 1 })}
                className="absolute top-1 right-1 size-8 bg-white/95 text-ink shadow ring-1 ring-line"
              />
            </li>
          ))}
        </ul>
      ) : null}
      {slots.length < MAX_POST_IMAGES ? (
        <div>
          <input
            id={id}
            type="file"
            multiple
            accept={POST_IMAGE_ACCEPT}
            onChange={choose}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            className="peer sr-only"
          />
          <label
            htmlFor={id}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-4 font-semibold text-ink hover:bg-canvas peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus"
          >
            <ImagePlus aria-hidden="true" className="size-5" />
            {t('form.addImages')}
          </label>
        </div>
      ) : null}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
