import { lazy } from 'react';
import type { Tool } from '../lib/listingsApi';
import type { ListingKind } from './kind';

/** Tools and offers: /toolspage and /tooldetailsPage/:id. */
export const toolKind: ListingKind<Tool> = {
  kind: 'tool',
  title: (item) => item.name,
  listPath: '/toolspage',
  backPath: '/toolspage',
  text: {
    createTitle: 'listings.tools.createTitle',
    editTitle: 'listings.tools.editTitle',
    imageAlt: 'listings.tools.imageAlt',
    back: 'listings.tools.back',
    detailTitle: 'page.toolDetails.title',
    notFound: 'listing.toolNotFound',
    external: 'listings.tools.getOffer',
  },
  Editor: lazy(() => import('./toolForm')),
};
