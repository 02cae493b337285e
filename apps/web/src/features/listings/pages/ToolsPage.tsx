import { TOOL_CATEGORIES, TOOL_PRICE_FILTERS, TOOL_TYPES } from '@creative-ng/shared/reference/options';
import { lazy } from 'react';
import { ListingListPage } from '../components/ListingListPage';
import { type ListingListConfig, listWords } from '../kinds/kind';
import { toolKind } from '../kinds/tool';

// The kind's create/edit form loads when a partner opens it.
const Editor = lazy(() => import('../kinds/toolForm'));

const list: ListingListConfig = {
  text: { pageTitle: 'page.tools.title', empty: 'listing.noOffers', ...listWords('tools') },
  filters: [
    { name: 'price', legend: 'listings.filters.price', values: TOOL_PRICE_FILTERS, labels: 'listings.price' },
    { name: 'type', legend: 'listings.filters.type', values: TOOL_TYPES, labels: 'listings.toolType' },
    { name: 'category', legend: 'listings.filters.category', values: TOOL_CATEGORIES, labels: 'listings.toolCategory' },
  ],
};

/** /toolspage: tools and offers with search, filters (price, type, category) and 9 a page. */
export default function ToolsPage() {
  return <ListingListPage Editor={Editor} kind={toolKind} list={list} />;
}
