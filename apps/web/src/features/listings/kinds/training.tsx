import { EVENT_LOCATIONS } from '@creative-ng/shared/reference/options';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import { lazy } from 'react';
import { useListingsT } from '../i18n';
import { formatLagosDateTime } from '../lib/format';
import type { TrainingEvent } from '../lib/listingsApi';
import type { ListingKind } from './kind';

/** When (Nigerian time), where and how many are going. */
function TrainingCardBody({ item }: { item: TrainingEvent }) {
  const t = useListingsT();
  return (
    <>
      <p className="flex items-center gap-2 text-ink">
        <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-primary-dark" />
        {formatLagosDateTime(item.date)}
        {item.past ? <span className="text-sm text-muted">({t('listings.trainings.past')})</span> : null}
      </p>
      <p className="flex items-center gap-2 text-ink">
        <MapPin aria-hidden="true" className="size-5 shrink-0 text-primary-dark" />
        {t(`listings.eventLocation.${item.location}`)} · {item.address}
      </p>
      <p className="flex items-center gap-2 text-sm text-muted">
        <Users aria-hidden="true" className="size-5 shrink-0" />
        {t('listings.trainings.attendees', { n: item.attendees })}
      </p>
    </>
  );
}

/** Trainings (events): /trainingpage (4 a page, two columns, coming ones first) and /training/:id. */
export const trainingKind: ListingKind<TrainingEvent> = {
  kind: 'event',
  listPath: '/trainingpage',
  backPath: '/trainingPage',
  detailPath: (id) => `/training/${id}`,
  title: (item) => item.title,
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
    view: 'listings.trainings.view',
    viewLabel: 'listings.trainings.viewLabel',
    imageAlt: 'listings.trainings.imageAlt',
    back: 'listings.trainings.back',
    detailTitle: 'page.trainingDetails.title',
    notFound: 'listings.messages.eventNotFound',
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
  card: { sizes: '(min-width: 640px) 50vw, 100vw', Body: TrainingCardBody },
  Editor: lazy(() =>
    import('../components/CreateTrainingDialog').then((module) => ({ default: module.CreateTrainingDialog })),
  ),
};
