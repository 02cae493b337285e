import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { failureMessage } from '../../../lib/failure';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useListingsT } from '../i18n';
import { type SavedKind, useSaveToggle } from '../lib/listingsApi';

// A listing's picture and external link, which products show too, are in components/list/ItemParts.

/** Save / Saved, for signed-in creatives and businesses. */
export function SaveButton({
  kind,
  id,
  saved,
  title,
  className,
}: {
  kind: SavedKind;
  id: string;
  saved: boolean;
  title: string;
  className?: string;
}) {
  const t = useListingsT();
  const session = useSession();
  const toggle = useSaveToggle();
  if (!session.accessToken || (session.userType !== 'user' && session.userType !== 'business')) return null;
  const click = () =>
    toggle.mutate(
      { kind, id, save: !saved },
      {
        onSuccess: () => toast.success(saved ? t('listing.unsaved') : t('listing.saved')),
        onError: (error) => toast.error(failureMessage(error, t('listing.fetchFailed'))),
      },
    );
  return (
    <Button
      variant="secondary"
      aria-pressed={saved}
      aria-label={saved ? t('listings.save.savedLabel', { title }) : t('listings.save.label', { title })}
      disabled={toggle.isPending}
      onClick={click}
      className={className}
    >
      {saved ? (
        <BookmarkCheck aria-hidden="true" className="size-5" />
      ) : (
        <Bookmark aria-hidden="true" className="size-5" />
      )}
      <span>{saved ? t('listings.save.saved') : t('listings.save.save')}</span>
    </Button>
  );
}
