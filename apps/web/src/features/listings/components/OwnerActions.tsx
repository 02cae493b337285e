import { TOAST_DURATIONS } from '@creative-ng/shared/reference/constants';
import { Pencil, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { useWrite } from '../../../lib/write';
import { useListingsT } from '../i18n';
import { deleteListing, refreshListings, type SavedKind } from '../lib/listingsApi';

/** Edit and Delete for the partner who published an item (the server checks it is theirs). */
export function OwnerActions({
  kind,
  id,
  title,
  listPath,
  onEdit,
}: {
  kind: SavedKind;
  id: string;
  title: string;
  listPath: string;
  onEdit: () => void;
}) {
  const t = useListingsT();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const { run, busy } = useWrite({
    refresh: refreshListings,
    fallback: t('listing.fetchFailed'),
    durations: { done: TOAST_DURATIONS.default, failed: TOAST_DURATIONS.error },
  });
  const remove = () =>
    run({
      work: () => deleteListing(kind, id),
      done: t('listing.deleted'),
      after: () => navigate(`${listPath}?mine=1`),
    });

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-5" />
        {t('listings.owner.edit')}
      </Button>
      <Button ref={deleteButton} variant="danger" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="size-5" />
        {t('listings.owner.delete')}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('listings.owner.confirmTitle')}
        description={t('listings.owner.confirmText', { title })}
        returnFocusRef={deleteButton}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('listings.owner.keep')}
          </Button>
          <Button variant="danger" disabled={busy} onClick={remove}>
            {t('listings.owner.confirmDelete')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
