import { TOOL_CATEGORIES, TOOL_PRICE_FILTERS, TOOL_TYPES } from '@creative-ng/shared/reference/options';
import { lazy } from 'react';
import type { Tool } from '../lib/listingsApi';
import type { ListingKind } from './kind';
import { toolCard } from './toolCard';

/** Tools and offers: /toolspage (9 a page; filters price, type, category) and /tooldetailsPage/:id. */
export const toolKind: ListingKind<Tool> = {
  card: toolCard,
  listPath: '/toolspage',
  backPath: '/toolspage',
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
    imageAlt: 'listings.tools.imageAlt',
    back: 'listings.tools.back',
    detailTitle: 'page.toolDetails.title',
    notFound: 'listings.messages.toolNotFound',
    external: 'listings.tools.getOffer',
  },
  filters: [
    { name: 'price', legend: 'listings.filters.price', values: TOOL_PRICE_FILTERS, labels: 'listings.price' },
    { name: 'type', legend: 'listings.filters.type', values: TOOL_TYPES, labels: 'listings.toolType' },
    { name: 'category', legend: 'listings.filters.category', values: TOOL_CATEGORIES, labels: 'listings.toolCategory' },
  ],
  Editor: lazy(() => import('./toolForm')),
};
