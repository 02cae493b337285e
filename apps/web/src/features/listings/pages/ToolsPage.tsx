import { TOOL_CATEGORIES, TOOL_PRICE_FILTERS, TOOL_TYPES } from '@creative-ng/shared/reference/options';
import { lazy } from 'react';
import { ListingListPage } from '../components/ListingListPage';
import type { ListingListConfig } from '../kinds/kind';
import { toolKind } from '../kinds/tool';

// The kind's create/edit form loads when a partner opens it.
const Editor = lazy(() => import('../kinds/toolForm'));

const list: ListingListConfig = {
  text: {
    pageTitle: 'page.tools.title',
    subtitle: 'listings.tools.subtitle',
    postTitle: 'listings.tools.postTitle',
    postText: 'listings.tools.postText',
    all: 'listings.tools.all',
    mine: 'listings.tools.mine',
    search: 'listings.tools.search',
    empty: 'listing.noOffers',
  },
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
