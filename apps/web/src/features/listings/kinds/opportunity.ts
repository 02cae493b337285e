import { lazy } from 'react';
import type { Opportunity } from '../lib/listingsApi';
import type { ListingKind } from './kind';

/** Opportunities: /opportunitypage and /opportunitydetails/:id (also /opportunity/:id). */
export const opportunityKind: ListingKind<Opportunity> = {
  kind: 'opportunity',
  title: (item) => item.title,
  listPath: '/opportunitypage',
  backPath: '/opportunitypage',
  text: {
    createTitle: 'listings.opportunities.createTitle',
    editTitle: 'listings.opportunities.editTitle',
    imageAlt: 'listings.opportunities.imageAlt',
    back: 'listings.opportunities.back',
    detailTitle: 'page.opportunityDetails.title',
    notFound: 'listing.opportunityNotFound',
    external: 'listings.attend',
  },
  Editor: lazy(() => import('./opportunityForm')),
};
