import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { failureMessage } from '../../lib/failure';
import { useT } from '../../lib/i18n';
import type { StoredImage } from '../../lib/upload';
import { type ImagePurpose, takeFiles, uploadImage } from '../../lib/upload';
import { cn } from '../ui/cn';
import { FieldError } from '../ui/Field';
import { RemoveButton } from '../ui/RemoveButton';
import { UploadProgress } from './UploadProgress';

// A form piece of listings and products alike, its words in the core catalogue: no feature loads another's for it.
const MIME: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
};

/** True when the file's name and type are one of the accepted image types (the server checks the bytes too). */
export function acceptedImage(file: File, types: readonly string[]): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const mimes = types.map((type) => MIME[type]).filter(Boolean);
  return types.includes(extension) && (file.type === '' || mimes.includes(file.type));
}

/**
 * Picks and uploads images for a listing: each file is checked, uploaded with a progress bar, and shown as a
 * thumbnail that can be removed. The parent keeps the uploaded images (their addresses go in the request).
 */
export function ImagePicker({
  purpose,
  types,
  images,
  onChange,
  label,
  error,
  multiple = true,
  max = 10,
}: {
  purpose: ImagePurpose;
  types: readonly string[];
  images: readonly StoredImage[];
  onChange: (images: StoredImage[]) => void;
  label: string;
  error?: string | undefined;
  multiple?: boolean;
  max?: number;
}) {
  const t = useT();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = progress !== null;
  const shown = problem ?? error;
  const hint = t('listings.images.hint', { types: types.map((type) => `.${type}`).join(', ') });

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = takeFiles(event.target);
    if (files.length === 0 || busy) return;
    setProblem(null);
    const wrong = files.find((file) => !acceptedImage(file, types));
    if (wrong) {
      setProblem(t('listings.images.wrongType', { name: wrong.name, types: types.join(', ') }));
      return;
    }
    let next = multiple ? [...images] : [];
    for (const file of files.slice(0, Math.max(0, max - next.length))) {
      setProgress(0);
      try {
        const stored = await uploadImage(file, purpose, setProgress);
        next = [...next, stored];
        onChange(next);
      } catch (cause) {
        if (cause instanceof DOMException && cause.name === 'AbortError') break;
        setProblem(failureMessage(cause, t('listings.images.failed')));
        break;
      } finally {
        setProgress(null);
      }
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="font-semibold text-ink">
        {label}
        <span aria-hidden="true" className="text-danger">
          {' '}
          *
        </span>
      </span>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      {images.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('listings.images.chosen')}>
          {images.map((image, index) => (
            <li key={image.url} className="relative">
              <img
                src={image.url}
                srcSet={image.srcset ?? undefined}
                sizes="96px"
                alt={t('listings.images.thumb', { n: index + 1 })}
                className="size-24 rounded-lg border border-line object-cover"
              />
              <RemoveButton
                onClick={() => onChange(images.filter((_, at) => at !== index))}
                label={t('listings.images.remove', { n: index + 1 })}
                className="absolute -top-2 -right-2 size-8 bg-white text-ink shadow ring-1 ring-line hover:bg-canvas"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        type="file"
        multiple={multiple}
        accept={types.map((type) => `.${type},${MIME[type] ?? ''}`).join(',')}
        onChange={(event) => void choose(event)}
        disabled={busy}
        aria-labelledby={`${id}-label ${id}-button`}
        aria-describedby={[`${id}-hint`, shown ? `${id}-error` : ''].filter(Boolean).join(' ')}
        aria-invalid={shown ? true : undefined}
        className="peer sr-only"
      />
      <label
        id={`${id}-button`}
        htmlFor={id}
        className={cn(
          'inline-flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-lg border border-gray-500 bg-white px-3 font-semibold text-ink hover:bg-canvas',
          'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:cursor-wait peer-disabled:opacity-70',
        )}
      >
        <ImagePlus aria-hidden="true" className="size-5" />
        {images.length > 0 && multiple ? t('listings.images.addMore') : t('listings.images.choose')}
      </label>
      {busy ? (
        <div className="flex flex-col gap-1">
          <UploadProgress
            id={`${id}-progress`}
            label={t('listings.images.uploading', { percent: progress ?? 0 })}
            percent={progress ?? 0}
          />
        </div>
      ) : null}
      <FieldError id={`${id}-error`} error={shown} />
    </div>
  );
}
