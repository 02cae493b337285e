import {
  deadlineMoment,
  LISTING_CALLS,
  LISTING_MESSAGES,
  lagosMoment,
  lagosParts,
  type Opportunity,
  type OpportunityQuery,
  type OpportunityRequest,
  opportunityListResponseSchema,
  opportunityQuerySchema,
  opportunityRequestSchema,
  opportunityResponseSchema,
  opportunityUpdateSchema,
} from '@creative-ng/shared';
import { and, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { newestFirst } from '../../../db/lists';
import { opportunities } from '../../../db/schema/index';
import { matches } from '../../../db/search';
import { OPPORTUNITIES_TOPIC } from '../../../http/cache-topics';
import { badRequest } from '../../../http/errors';
import { isoMicro, partnerItem, partnerKind, partnerRoutes, savedOnly } from './partner';

function opportunityFilters(query: OpportunityQuery): SQL | undefined {
  return and(
    matches(opportunities.searchVector, query.q),
    query.location ? inArray(opportunities.location, query.location) : undefined,
    query.timing ? inArray(opportunities.timing, query.timing) : undefined,
    query.level ? inArray(opportunities.level, query.level) : undefined,
  );
}

const newest = newestFirst(opportunities.createdAt, opportunities.id);
const open = { where: gt(opportunities.deadline, sql`now()`), order: newest };
const closed = { where: lte(opportunities.deadline, sql`now()`), order: newest };

/** The moments a request stands for (the schema has checked both are real and the deadline is ahead). */
function moments(input: OpportunityRequest) {
  const startsAt = lagosMoment(input.date, input.time);
  const deadline = deadlineMoment(input.deadline);
  if (!startsAt) throw badRequest(LISTING_MESSAGES.badDate, { date: LISTING_MESSAGES.badDate });
  if (!deadline) throw badRequest(LISTING_MESSAGES.badDate, { deadline: LISTING_MESSAGES.badDate });
  return { startsAt, deadline };
}

/** Opportunities. */
export const opportunityKind = partnerKind(opportunities, {
  notFound: LISTING_MESSAGES.opportunityNotFound,
  filters: opportunityFilters,
  // Open ones first (newest first), then those whose deadline has passed ('open' shows only the first).
  sections: (query) => (query.status === 'open' ? [open] : [open, closed]),
  ...savedOnly('opportunity', opportunities),
  present: (row, context): Opportunity => ({
    ...partnerItem(row, context),
    title: row.item.title,
    date: isoMicro(row.item.startsAt),
    time: lagosParts(row.item.startsAt).time,
    deadline: isoMicro(row.item.deadline),
    closed: row.item.deadline.getTime() <= context.now,
    address: row.item.address,
    timing: row.item.timing,
    level: (row.item.level as Opportunity['level']) ?? null,
    location: (row.item.location as Opportunity['location']) ?? null,
  }),
  values: (input: OpportunityRequest) => ({
    title: input.title,
    description: input.description,
    link: input.link,
    ...moments(input),
    images: input.images,
    address: input.address || null,
    timing: input.timing,
    level: input.level ?? null,
    location: input.location ?? (input.timing === 'remote' ? 'remote' : null),
  }),
  // A closed opportunity may keep its deadline; a new deadline must be ahead.
  checkEdit(stored, changed) {
    const deadline = changed.deadline as Date;
    if (deadline.getTime() !== stored.deadline.getTime() && deadline.getTime() <= Date.now()) {
      throw badRequest(LISTING_MESSAGES.deadlinePast, { deadline: LISTING_MESSAGES.deadlinePast });
    }
  },
});

export const opportunityRoutes = partnerRoutes({
  calls: LISTING_CALLS.opportunity,
  tags: ['opportunities'],
  badId: LISTING_MESSAGES.opportunityNotFound,
  cacheTopic: OPPORTUNITIES_TOPIC,
  schemas: {
    query: opportunityQuerySchema,
    create: opportunityRequestSchema,
    update: opportunityUpdateSchema,
    list: opportunityListResponseSchema,
    one: opportunityResponseSchema,
  },
  summaries: {
    publicList:
      'Public opportunities in data.data: search q, filters location/timing/level (several with commas), open ones first',
    ownList: "The signed-in partner's own opportunities in data.data",
    one: 'One opportunity',
    create:
      'Create an opportunity (approved partners): title, description, link, deadline, date, time (Nigerian time), images, timing, address',
    update: 'Edit your own opportunity',
    remove: 'Delete your own opportunity',
  },
  words: {
    list: 'Opportunities',
    one: 'Opportunity',
    created: LISTING_MESSAGES.eventCreated,
  },
});
