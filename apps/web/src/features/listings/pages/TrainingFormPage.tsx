import { useNavigate } from 'react-router';
import { Page } from '../../../components/Page';
import { PublishCard } from '../components/ListParts';
import { TrainingForm } from '../components/TrainingForm';
import { useListingsT } from '../i18n';
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
          <TrainingForm onCreated={(event) => navigate(`/training/${event.id}`)} />
        </div>
      ) : (
        <PublishCard title="" text="" action="" onCreate={() => undefined} />
      )}
    </Page>
  );
}
