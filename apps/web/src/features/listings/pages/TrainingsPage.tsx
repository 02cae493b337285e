import { EVENT_LOCATIONS } from '@creative-ng/shared/reference/options';
import { lazy } from 'react';
import { ListingListPage } from '../components/ListingListPage';
import { type ListingListConfig, listWords } from '../kinds/kind';
import { trainingKind } from '../kinds/training';

// The kind's create/edit form loads when a partner opens it.
const Editor = lazy(() => import('../kinds/trainingForm'));

const list: ListingListConfig = {
  text: { pageTitle: 'page.trainings.title', empty: 'listings.trainings.none', ...listWords('trainings') },
  filters: [
    {
      name: 'location',
      legend: 'listings.filters.location',
      values: EVENT_LOCATIONS,
      labels: 'listings.eventLocation',
    },
  ],
  grid: { className: 'grid gap-4 sm:grid-cols-2', skeletons: 2 },
};

/** /trainingpage and /trainingPage: the list titled Training, 4 a page, coming ones first. */
export default function TrainingsPage() {
  return <ListingListPage Editor={Editor} kind={trainingKind} list={list} />;
}
