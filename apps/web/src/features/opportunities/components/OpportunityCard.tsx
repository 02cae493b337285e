import { PREVIEW_LENGTHS } from '@creative-ng/shared/reference/constants';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { ListingPicture, SaveButton } from '../../listings/components/ListParts';
import { useListingsT } from '../../listings/i18n';
import { formatLagosDate, preview } from '../../listings/lib/format';
import type { Opportunity } from '../../listings/lib/listingsApi';

/** One opportunity: image, title, deadline (or 'Closed'), location, timing, level, a preview and 'View'. */
/** `eager`: the page's first card, whose picture loads at once. */
export function OpportunityCard({ item, eager = false }: { item: Opportunity; eager?: boolean }) {
  const t = useListingsT();
  const tags = [
    item.location ? t(`listings.location.${item.location}`) : null,
    t(`listings.timing.${item.timing as 'full-time' | 'part-time' | 'remote'}`),
    item.level ? t(`listings.level.${item.level}`) : null,
  ].filter(Boolean);
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-line bg-white">
      <ListingPicture image={item.media[0]} alt="" name={item.title} eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-bold text-ink">{item.title}</h2>
        <p className={cn('text-sm font-semibold', item.closed ? 'text-danger' : 'text-primary-dark')}>
          {item.closed
            ? t('listings.opportunities.closed')
            : t('listings.opportunities.deadline', { date: formatLagosDate(item.deadline) })}
        </p>
        <ul className="flex flex-wrap gap-1" aria-label={t('listings.opportunities.tags')}>
          {tags.map((tag) => (
            <li key={tag} className="rounded-full bg-canvas px-2 py-0.5 text-sm text-ink">
              {tag}
            </li>
          ))}
        </ul>
        <p className="line-clamp-4 break-words text-muted">
          {preview(item.description, PREVIEW_LENGTHS.listingDescription)}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link
            to={`/opportunitydetails/${item.id}`}
            className={buttonClasses({})}
            aria-label={t('listings.opportunities.viewLabel', { title: item.title })}
          >
            {t('listings.opportunities.view')}
          </Link>
          <SaveButton kind="opportunity" id={item.id} saved={item.saved} title={item.title} />
        </div>
      </div>
    </article>
  );
}
