import { Dialog } from '../../../components/ui/Dialog';
import { useListingsT } from '../../listings/i18n';
import { TrainingForm } from './TrainingForm';

/** 'Create a Training' opens the training form in a modal (spec §2 /trainingpage). */
export function CreateTrainingDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useListingsT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('page.trainingForm.title')}>
      <TrainingForm onCreated={() => onOpenChange(false)} />
    </Dialog>
  );
}
