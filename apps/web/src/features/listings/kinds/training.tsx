import { CalendarDays, MapPin, Users } from 'lucide-react';
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

/** Trainings (the API's events): /trainingpage (also /trainingPage) and /training/:id. */
export const trainingKind: ListingKind<TrainingEvent> = {
  kind: 'event',
  detailPath: (id) => `/training/${id}`,
  title: (item) => item.title,
  view: 'listings.trainings.view',
  viewLabel: 'listings.trainings.viewLabel',
  sizes: '(min-width: 640px) 50vw, 100vw',
  Body: TrainingCardBody,
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
};
