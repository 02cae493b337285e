import { Dialog } from '../../../components/ui/Dialog';
import { useListingsT } from '../i18n';
import type { TrainingEvent } from '../lib/listingsApi';
import { TrainingForm } from './TrainingForm';

/** 'Create a Training' opens the training form in a modal. */
export function CreateTrainingDialog({
  open,
  onOpenChange,
  editing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing?: TrainingEvent;
}) {
  const t = useListingsT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('listings.trainings.editTitle') : t('page.trainingForm.title')}
    >
      <TrainingForm editing={editing} onCreated={() => onOpenChange(false)} />
    </Dialog>
  );
}
