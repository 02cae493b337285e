import { ListingListPage } from '../components/ListingListPage';
import { opportunityKind } from '../kinds/opportunity';

/** /opportunitypage: opportunities with search and the filter panel; open ones first. */
export default function OpportunitiesPage() {
  return <ListingListPage kind={opportunityKind} />;
}
