import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/Page';
import { Skeleton } from '../../../components/ui/Spinner';
import { PublishCard } from '../components/ListParts';
import { useListingsT } from '../i18n';
import { usePublisher } from '../lib/listingsApi';

// The form (react-hook-form, the image picker) loads beside the publisher check, not with the page.
const TrainingForm = lazy(() =>
  import('../kinds/trainingForm').then((module) => ({ default: module.TrainingPageForm })),
);

/** /trainingform: the training form on a page of its own (partners only; approved ones may send it). */
export default function TrainingFormPage() {
  const t = useListingsT();
  const navigate = useNavigate();
  const publisher = usePublisher();
  return (
    <Page title={t('page.trainingForm.title')}>
      {publisher.data?.can_publish ? (
        <div className="rounded-xl border border-line bg-white p-4">
          <Suspense fallback={<Skeleton className="h-96 rounded-lg" />}>
            <TrainingForm onSaved={(event) => navigate(`/training/${event.id}`)} />
          </Suspense>
        </div>
      ) : (
        <PublishCard title="" text="" action="" onCreate={() => undefined} />
      )}
    </Page>
  );
}
