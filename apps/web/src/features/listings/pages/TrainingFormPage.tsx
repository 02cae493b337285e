import { useNavigate } from 'react-router';
import { Page } from '../../../components/Page';
import { ListingForm } from '../components/ListingForm';
import { PublishCard } from '../components/ListParts';
import { useListingsT } from '../i18n';
import { trainingForm } from '../kinds/trainingForm';
import { usePublisher } from '../lib/listingsApi';

/** /trainingform: the training form on a page of its own (partners only; approved ones may send it). */
export default function TrainingFormPage() {
  const t = useListingsT();
  const navigate = useNavigate();
  const publisher = usePublisher();
  return (
    <Page title={t('page.trainingForm.title')}>
      {publisher.data?.can_publish ? (
        <div className="rounded-xl border border-line bg-white p-4">
          <ListingForm spec={trainingForm} onSaved={(event) => navigate(`/training/${event.id}`)} />
        </div>
      ) : (
        <PublishCard title="" text="" action="" onCreate={() => undefined} />
      )}
    </Page>
  );
}
