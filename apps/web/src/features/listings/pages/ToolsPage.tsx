import { ListingListPage } from '../components/ListingListPage';
import { toolKind } from '../kinds/tool';

/** /toolspage: tools and offers with search, filters (price, type, category) and 9 a page. */
export default function ToolsPage() {
  return <ListingListPage kind={toolKind} />;
}
