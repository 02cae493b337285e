import { Pencil } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { PhotoUpload } from '../../../components/form/PhotoUpload';
import { Page } from '../../../components/Page';
import { Button } from '../../../components/ui';
import { LoadFailed } from '../../../components/ui/LoadFailed';
import { failureMessage } from '../../../lib/failure';
import { useProfilesT } from '../i18n';
import { CoverImage, ProfilePicture } from './ProfileParts';

/**
 * The edit dialog of one's own profile: its button (focus returns there), whether it is open, and its round
 * (each opening starts from the saved profile: a new key, and the dialog's code loads on the first one).
 */
export function useEditDialog() {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  const start = () => {
    setRound((current) => current + 1);
    setOpen(true);
  };
  return { button, open, setOpen, round, start };
}

/**
 * The top card of one's own profile (a creative's, a partner's): the cover and the picture, each with its upload,
 * `children` (the name and what goes with it, labelling the card by `nameId`), and the button that opens the
 * edit dialog. An image just uploaded shows with its srcset from the upload's answer (the profile keeps only
 * the address).
 */
export function OwnProfileCard({
  nameId,
  name,
  cover,
  photo,
  refresh,
  photoLabel,
  photoHint,
  dialog,
  editLabel,
  children,
}: {
  nameId: string;
  name: string;
  cover: string | null;
  photo: string | null;
  refresh: readonly (readonly unknown[])[];
  photoLabel?: string;
  photoHint?: string;
  dialog: ReturnType<typeof useEditDialog>;
  editLabel: string;
  children: ReactNode;
}) {
  const [srcSets, setSrcSets] = useState<Record<string, string | null>>({});
  const uploaded = (image: { url: string; srcset: string | null }) =>
    setSrcSets((current) => ({ ...current, [image.url]: image.srcset }));
  return (
    <article aria-labelledby={nameId} className="overflow-hidden rounded-xl border border-line bg-white shadow-sm">
      <CoverImage src={cover} srcSet={cover ? srcSets[cover] : null}>
        <PhotoUpload kind="cover" refresh={refresh} className="absolute right-2 bottom-2" onUploaded={uploaded} />
      </CoverImage>
      <div className="flex flex-col gap-3 px-4 pb-4">
        <div className="relative -mt-12 flex items-end gap-2">
          <ProfilePicture
            name={name}
            src={photo}
            srcSet={photo ? srcSets[photo] : null}
            className="border-4 border-white"
          />
          <PhotoUpload
            kind="profile"
            label={photoLabel}
            hint={photoHint}
            refresh={refresh}
            className="-ml-10 items-start"
            onUploaded={uploaded}
          />
        </div>
        {children}
        <Button ref={dialog.button} variant="secondary" className="w-full sm:w-fit" onClick={dialog.start}>
          <Pencil aria-hidden="true" className="size-5" />
          {editLabel}
        </Button>
      </div>
    </article>
  );
}

/** One's own profile that could not load: the page's title, what went wrong (else `fallback`) and a retry. */
export function OwnProfileFailed({
  error,
  fallback,
  retry,
}: {
  error: unknown;
  fallback: string;
  retry: () => unknown;
}) {
  const t = useProfilesT();
  return (
    <Page title={t('page.ownProfile.title')}>
      <LoadFailed
        message={failureMessage(error, fallback)}
        retryLabel={t('profiles.retry')}
        onRetry={() => void retry()}
      />
    </Page>
  );
}
