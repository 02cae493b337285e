import { OPPORTUNITY_LEVELS, OPPORTUNITY_LOCATIONS, OPPORTUNITY_TIMINGS } from '@creative-ng/shared/reference/options';
import { lazy } from 'react';
import type { Opportunity } from '../lib/listingsApi';
import type { ListingKind } from './kind';
import { opportunityCard } from './opportunityCard';

/** Opportunities: /opportunitypage (open ones first; filters location, timing, level) and /opportunitydetails/:id. */
export const opportunityKind: ListingKind<Opportunity> = {
  card: opportunityCard,
  listPath: '/opportunitypage',
  backPath: '/opportunitypage',
  text: {
    pageTitle: 'page.opportunities.title',
    subtitle: 'listings.opportunities.subtitle',
    postTitle: 'listings.opportunities.postTitle',
    postText: 'listings.opportunities.postText',
    createTitle: 'listings.opportunities.createTitle',
    editTitle: 'listings.opportunities.editTitle',
    all: 'listings.opportunities.all',
    mine: 'listings.opportunities.mine',
    search: 'listings.opportunities.search',
    empty: 'listings.opportunities.none',
    imageAlt: 'listings.opportunities.imageAlt',
    back: 'listings.opportunities.back',
    detailTitle: 'page.opportunityDetails.title',
    notFound: 'listings.messages.opportunityNotFound',
    external: 'listings.attend',
  },
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
  Editor: lazy(() => import('./opportunityForm')),
};
