import { PREVIEW_LENGTHS } from '@creative-ng/shared/reference/constants';
import { cn } from '../../../components/ui/cn';
import { useListingsT } from '../i18n';
import { formatLagosDate, preview } from '../lib/format';
import type { Opportunity } from '../lib/listingsApi';
import type { ListingKind } from './kind';

/** The deadline (or 'Closed'), location, timing and level as tags, and a preview of the description. */
function OpportunityCardBody({ item }: { item: Opportunity }) {
  const t = useListingsT();
  const tags = [
    item.location ? t(`listings.location.${item.location}`) : null,
    t(`listings.timing.${item.timing as 'full-time' | 'part-time' | 'remote'}`),
    item.level ? t(`listings.level.${item.level}`) : null,
  ].filter(Boolean);
  return (
    <>
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
    </>
  );
}

/** Opportunities: /opportunitypage and /opportunitydetails/:id (also /opportunity/:id). */
export const opportunityKind: ListingKind<Opportunity> = {
  kind: 'opportunity',
  detailPath: (id) => `/opportunitydetails/${id}`,
  title: (item) => item.title,
  view: 'listings.opportunities.view',
  viewLabel: 'listings.opportunities.viewLabel',
  Body: OpportunityCardBody,
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
};
