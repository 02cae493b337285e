import { TOOL_CATEGORIES, TOOL_PRICE_FILTERS, TOOL_TYPES } from '@creative-ng/shared/reference/options';
import { lazy } from 'react';
import { useListingsT } from '../i18n';
import { formatNaira } from '../lib/format';
import type { Tool } from '../lib/listingsApi';
import type { ListingKind } from './kind';

/** The offer, the partner and the price (or 'Free'). */
function ToolCardBody({ item }: { item: Tool }) {
  const t = useListingsT();
  return (
    <>
      <p className="font-semibold text-primary-dark">{item.offer}</p>
      <p className="text-sm text-muted">
        {item.author.name} · {item.price > 0 ? formatNaira(item.price) : t('listings.tools.free')}
      </p>
    </>
  );
}

/** Tools and offers: /toolspage (9 a page; filters price, type, category) and /tooldetailsPage/:id. */
export const toolKind: ListingKind<Tool> = {
  kind: 'tool',
  listPath: '/toolspage',
  backPath: '/toolspage',
  detailPath: (id) => `/tooldetailsPage/${id}`,
  title: (item) => item.name,
  text: {
    pageTitle: 'page.tools.title',
    subtitle: 'listings.tools.subtitle',
    postTitle: 'listings.tools.postTitle',
    postText: 'listings.tools.postText',
    createTitle: 'listings.tools.createTitle',
    editTitle: 'listings.tools.editTitle',
    all: 'listings.tools.all',
    mine: 'listings.tools.mine',
    search: 'listings.tools.search',
    empty: 'listings.messages.noOffers',
    view: 'listings.tools.view',
    viewLabel: 'listings.tools.viewLabel',
    imageAlt: 'listings.tools.imageAlt',
    back: 'listings.tools.back',
    detailTitle: 'page.toolDetails.title',
    notFound: 'listings.messages.toolNotFound',
  },
  filters: [
    { name: 'price', legend: 'listings.filters.price', values: TOOL_PRICE_FILTERS, labels: 'listings.price' },
    { name: 'type', legend: 'listings.filters.type', values: TOOL_TYPES, labels: 'listings.toolType' },
    { name: 'category', legend: 'listings.filters.category', values: TOOL_CATEGORIES, labels: 'listings.toolCategory' },
  ],
  card: { Body: ToolCardBody },
  Editor: lazy(() => import('../components/CreateToolDialog').then((module) => ({ default: module.CreateToolDialog }))),
};
