import { EVENT_LOCATIONS } from '@creative-ng/shared/reference/options';
import { lazy } from 'react';
import type { TrainingEvent } from '../lib/listingsApi';
import type { ListingKind } from './kind';
import { trainingCard } from './trainingCard';

/** Trainings (events): /trainingpage (4 a page, two columns, coming ones first) and /training/:id. */
export const trainingKind: ListingKind<TrainingEvent> = {
  card: trainingCard,
  listPath: '/trainingpage',
  backPath: '/trainingPage',
  text: {
    pageTitle: 'page.trainings.title',
    subtitle: 'listings.trainings.subtitle',
    postTitle: 'listings.trainings.postTitle',
    postText: 'listings.trainings.postText',
    createTitle: 'page.trainingForm.title',
    editTitle: 'listings.trainings.editTitle',
    all: 'listings.trainings.all',
    mine: 'listings.trainings.mine',
    search: 'listings.trainings.search',
    empty: 'listings.trainings.none',
    imageAlt: 'listings.trainings.imageAlt',
    back: 'listings.trainings.back',
    detailTitle: 'page.trainingDetails.title',
    notFound: 'listings.messages.eventNotFound',
    external: 'listings.attend',
  },
  serverNotFound: true,
  filters: [
    {
      name: 'location',
      legend: 'listings.filters.location',
      values: EVENT_LOCATIONS,
      labels: 'listings.eventLocation',
    },
  ],
  list: { className: 'grid gap-4 sm:grid-cols-2', skeletons: 2 },
  Editor: lazy(() => import('./trainingForm')),
};
