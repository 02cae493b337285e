import { PREVIEW_LENGTHS } from '@creative-ng/shared/reference/constants';
import { OPPORTUNITY_LEVELS, OPPORTUNITY_LOCATIONS, OPPORTUNITY_TIMINGS } from '@creative-ng/shared/reference/options';
import { lazy } from 'react';
import { cn } from '../../../components/ui/cn';
import { type ListingsTranslate, useListingsT } from '../i18n';
import { formatLagosDate, preview } from '../lib/format';
import type { Opportunity } from '../lib/listingsApi';
import type { ListingKind } from './kind';

export const timingLabel = (t: ListingsTranslate, timing: string) =>
  t(`listings.timing.${timing as 'full-time' | 'part-time' | 'remote'}`);

/** The deadline (or 'Closed'), location, timing and level as tags, and a preview of the description. */
function OpportunityCardBody({ item }: { item: Opportunity }) {
  const t = useListingsT();
  const tags = [
    item.location ? t(`listings.location.${item.location}`) : null,
    timingLabel(t, item.timing),
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

/** Opportunities: /opportunitypage (open ones first; filters location, timing, level) and /opportunitydetails/:id. */
export const opportunityKind: ListingKind<Opportunity> = {
  kind: 'opportunity',
  listPath: '/opportunitypage',
  backPath: '/opportunitypage',
  detailPath: (id) => `/opportunitydetails/${id}`,
  title: (item) => item.title,
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
    view: 'listings.opportunities.view',
    viewLabel: 'listings.opportunities.viewLabel',
    imageAlt: 'listings.opportunities.imageAlt',
    back: 'listings.opportunities.back',
    detailTitle: 'page.opportunityDetails.title',
    notFound: 'listings.messages.opportunityNotFound',
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
  card: { Body: OpportunityCardBody },
  Editor: lazy(() =>
    import('../components/CreateOpportunityDialog').then((module) => ({ default: module.CreateOpportunityDialog })),
  ),
};
