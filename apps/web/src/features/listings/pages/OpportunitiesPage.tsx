import { OPPORTUNITY_LEVELS, OPPORTUNITY_LOCATIONS, OPPORTUNITY_TIMINGS } from '@creative-ng/shared/reference/options';
import { lazy } from 'react';
import { ListingListPage } from '../components/ListingListPage';
import { type ListingListConfig, listWords } from '../kinds/kind';
import { opportunityKind } from '../kinds/opportunity';

// The kind's create/edit form loads when a partner opens it.
const Editor = lazy(() => import('../kinds/opportunityForm'));

const list: ListingListConfig = {
  text: { pageTitle: 'page.opportunities.title', empty: 'listings.opportunities.none', ...listWords('opportunities') },
  filters: [
    {
      name: 'location',
      legend: 'listings.filters.location',
      values: OPPORTUNITY_LOCATIONS,
      labels: 'listings.location',
    },
    { name: 'timing', legend: 'listings.filters.timing', values: OPPORTUNITY_TIMINGS, labels: 'listings.timing' },
    { name: 'level', legend: 'listings.filters.level', values: OPPORTUNITY_LEVELS, labels: 'listings.level' },
  ],
};

/** /opportunitypage: opportunities with search and the filter panel; open ones first. */
export default function OpportunitiesPage() {
  return <ListingListPage Editor={Editor} kind={opportunityKind} list={list} />;
}
