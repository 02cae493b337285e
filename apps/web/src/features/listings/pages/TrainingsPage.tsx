import { ListingListPage } from '../components/ListingListPage';
import { trainingKind } from '../kinds/training';

/** /trainingpage and /trainingPage: the list titled Training, 4 a page, coming ones first. */
export default function TrainingsPage() {
  return <ListingListPage kind={trainingKind} />;
}
