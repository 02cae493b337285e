import { CalendarDays, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { ListingPicture, SaveButton } from '../../listings/components/ListParts';
import { useListingsT } from '../../listings/i18n';
import { formatLagosDateTime } from '../../listings/lib/format';
import type { TrainingEvent } from '../../listings/lib/listingsApi';

/** One training: first image, title, when (Nigerian time), where, how many are going, 'View'. */
/** `eager`: the page's first card, whose picture loads at once. */
export function TrainingCard({ item, eager = false }: { item: TrainingEvent; eager?: boolean }) {
  const t = useListingsT();
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-line bg-white">
      <ListingPicture
        image={item.media[0]}
        alt=""
        name={item.title}
        sizes="(min-width: 640px) 50vw, 100vw"
        eager={eager}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-bold text-ink">{item.title}</h2>
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
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link
            to={`/training/${item.id}`}
            className={buttonClasses({})}
            aria-label={t('listings.trainings.viewLabel', { title: item.title })}
          >
            {t('listings.trainings.view')}
          </Link>
          <SaveButton kind="event" id={item.id} saved={item.saved} title={item.title} />
        </div>
      </div>
    </article>
  );
}
