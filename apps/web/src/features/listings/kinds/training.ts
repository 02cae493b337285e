import { lazy } from 'react';
import type { TrainingEvent } from '../lib/listingsApi';
import type { ListingKind } from './kind';

/** Trainings (the API's events): /trainingpage (also /trainingPage) and /training/:id. */
export const trainingKind: ListingKind<TrainingEvent> = {
  kind: 'event',
  title: (item) => item.title,
  listPath: '/trainingpage',
  backPath: '/trainingPage',
  text: {
    createTitle: 'page.trainingForm.title',
    editTitle: 'listings.trainings.editTitle',
    imageAlt: 'listings.trainings.imageAlt',
    back: 'listings.trainings.back',
    detailTitle: 'page.trainingDetails.title',
    notFound: 'listing.eventNotFound',
    external: 'listings.attend',
  },
  serverNotFound: true,
  Editor: lazy(() => import('./trainingForm')),
};
