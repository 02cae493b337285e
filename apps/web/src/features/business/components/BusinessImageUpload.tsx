import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Camera, ImagePlus } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { cn } from '../../../components/ui/cn';
import { type BusinessKey, translateMessage, useBusinessT } from '../i18n';
import { businessKeys, uploadBusinessImage } from '../lib/businessApi';
import { failureMessage, isAbort } from '../lib/errors';
import { acceptFor, type BusinessImageKind, checkImage, type ImageProblem } from '../lib/images';

const PROBLEM_KEYS = {
  coverType: 'business.schemaErrors.coverType',
  logoType: 'business.image.logoType',
  tooLarge: 'business.image.tooLarge',
  empty: 'business.image.empty',
} as const satisfies Record<ImageProblem, BusinessKey>;

/**
 * The cover (.png) or logo (.png, .jpg) upload: checks the file first, uploads with a visible progress bar
 * (the server puts it on the profile), then refetches the profile. Errors are toasted (6 s) and written
 * next to the control.
 */
export function BusinessImageUpload({ kind, className }: { kind: BusinessImageKind; className?: string }) {
  const t = useBusinessT();
  const client = useQueryClient();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const progressId = `${inputId}-progress`;
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = progress !== null;
  const label = kind === 'cover' ? t('business.image.changeCover') : t('business.image.changeLogo');

  function fail(message: string) {
    setError(message);
    toast.error(message, { duration: TOAST_DURATIONS.profileUpdate });
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || busy) return;
    setError(null);
    const problem = checkImage(file, kind);
    if (problem) return fail(t(PROBLEM_KEYS[problem]));
    setProgress(0);
    try {
      await uploadBusinessImage(file, kind, setProgress);
      await client.invalidateQueries({ queryKey: businessKeys.profile });
      toast.success(t('business.messages.updated'), { duration: TOAST_DURATIONS.profileUpdate });
    } catch (cause) {
      if (isAbort(cause)) return;
      fail(failureMessage(cause, t('business.image.failed'), (text) => translateMessage(text, t)));
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className={cn('flex flex-col items-end gap-1', className)}>
      <input
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
        <span className={kind === 'logo' ? 'sr-only' : 'max-sm:sr-only'}>{label}</span>
      </label>
      <span id={hintId} className="sr-only">
        {kind === 'cover' ? t('business.image.coverHint') : t('business.image.logoHint')}
      </span>
      {busy ? (
        <div className="flex w-40 flex-col gap-1 rounded-lg bg-white/95 p-2 shadow-sm">
          <span id={progressId} className="text-sm text-ink">
            {t('business.image.uploading', { percent: progress })}
          </span>
          <div
            role="progressbar"
            aria-labelledby={progressId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 w-full overflow-hidden rounded-full bg-gray-200"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
          </div>
        </div>
      ) : null}
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="max-w-60 rounded-lg bg-white/95 px-2 py-1 text-right text-sm font-medium text-danger shadow-sm"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
