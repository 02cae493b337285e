import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Camera, ImagePlus } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { failureMessage } from '../../lib/failure';
import { useT } from '../../lib/i18n';
import { acceptFor, checkPhoto, type PhotoKind, type PhotoProblem, uploadAccountImage } from '../../lib/photo';
import { updateSessionProfile } from '../../lib/session';
import { toast } from '../../lib/toast';
import { takeFiles } from '../../lib/upload';
import { cn } from '../ui/cn';
import { UploadProgress } from './UploadProgress';

const PROBLEM_KEYS = {
  coverType: 'profiles.photo.coverType',
  profileType: 'profiles.photo.profileType',
  tooLarge: 'profiles.photo.tooLarge',
  empty: 'profiles.photo.empty',
} as const satisfies Record<PhotoProblem, string>;

/**
 * The cover (.png) or profile photo / logo (.png, .jpg) upload of any member: checks type and size first,
 * uploads with a visible progress bar (the server puts the image on the profile of the account's role),
 * then refreshes the page's queries. A shared form piece (its words in the core catalogue): profiles and
 * businesses both use it. Errors are toasted (6 s) and written next to the control.
 */
export function PhotoUpload({
  kind,
  onUploaded,
  refresh,
  label: givenLabel,
  hint: givenHint,
  className,
}: {
  kind: PhotoKind;
  /** The new image's address and srcset, to show it at once. */
  onUploaded?: (image: { url: string; srcset: string | null }) => void;
  /** Queries that show the image and must be fetched again (the page's own: the profile's or the business's). */
  refresh: readonly (readonly unknown[])[];
  /** Replaces 'Change profile photo' (e.g. 'Change logo'). */
  label?: string;
  hint?: string;
  className?: string;
}) {
  const t = useT();
  const client = useQueryClient();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = progress !== null;
  const label = givenLabel ?? (kind === 'cover' ? t('profiles.photo.changeCover') : t('profiles.photo.changePhoto'));
  const hint = givenHint ?? (kind === 'cover' ? t('profiles.photo.coverHint') : t('profiles.photo.profileHint'));

  // The written error floats over the page, so it goes with its toast (6 s); it stays tied to the input meanwhile.
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), TOAST_DURATIONS.profileUpdate);
    return () => clearTimeout(timer);
  }, [error]);

  function fail(message: string) {
    setError(message);
    toast.error(message, { duration: TOAST_DURATIONS.profileUpdate });
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const [file] = takeFiles(event.target);
    if (!file || busy) return;
    setError(null);
    const problem = checkPhoto(file, kind);
    if (problem) return fail(t(PROBLEM_KEYS[problem]));
    setProgress(0);
    try {
      const image = await uploadAccountImage(file, kind, setProgress);
      // The top bar's avatar shows the photo (or logo) kept with the session.
      if (kind === 'profile') updateSessionProfile({ photo: image.url });
      await Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey })));
      onUploaded?.({ url: image.url, srcset: image.srcset ?? null });
      toast.success(t('profile.updated'), { duration: TOAST_DURATIONS.profileUpdate });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') return;
      fail(failureMessage(cause, t('profiles.photo.failed')));
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className={cn('flex flex-col items-end gap-1', className)}>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={acceptFor(kind)}
        onChange={(event) => void choose(event)}
        disabled={busy}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-line bg-white/95 px-3 font-semibold text-ink shadow-sm hover:bg-canvas peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:cursor-wait peer-disabled:opacity-70"
      >
        {kind === 'cover' ? (
          <ImagePlus aria-hidden="true" className="size-5" />
        ) : (
          <Camera aria-hidden="true" className="size-5" />
        )}
        <span className={kind === 'profile' ? 'sr-only' : 'max-sm:sr-only'}>{label}</span>
      </label>
      <span id={hintId} className="sr-only">
        {hint}
      </span>
      {/* Progress and errors float beside the button (above the cover's, which sits at the cover's foot), so
          nothing else moves while an image uploads. */}
      <div
        className={cn(
          'absolute z-10 flex flex-col gap-1',
          kind === 'cover' ? 'right-0 bottom-full mb-1 items-end' : 'top-full left-0 mt-1 items-start',
        )}
      >
        {busy ? (
          <div className="flex w-40 flex-col gap-1 rounded-lg bg-white/95 p-2 shadow-sm">
            <UploadProgress
              id={`${inputId}-progress`}
              label={t('profiles.photo.uploading', { percent: progress })}
              percent={progress}
            />
          </div>
        ) : null}
        {error ? (
          <p
            id={errorId}
            className="w-60 max-w-[80vw] rounded-lg bg-white px-2 py-1 text-sm font-medium text-danger shadow-sm"
          >
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
