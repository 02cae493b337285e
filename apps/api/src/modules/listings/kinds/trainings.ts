import {
  type EventQuery,
  type EventRequest,
  eventListResponseSchema,
  eventQuerySchema,
  eventRequestSchema,
  eventResponseSchema,
  eventUpdateSchema,
  LISTING_CALLS,
  LISTING_MESSAGES,
  lagosMoment,
  lagosParts,
  type TrainingEvent,
} from '@creative-ng/shared';
import { and, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { newestFirst } from '../../../db/lists';
import { events } from '../../../db/schema/index';
import { matches } from '../../../db/search';
import type { AuthContext } from '../../../http/auth-context';
import { TRAININGS_TOPIC } from '../../../http/cache-topics';
import { badRequest } from '../../../http/errors';
import { registeredAmong, registeredByColumn } from '../repository';
import {
  flaggedIn,
  isoMicro,
  partnerItem,
  partnerKind,
  partnerRoutes,
  type SavedLookup,
  savedBy,
  savedColumns,
} from './partner';

function trainingFilters(query: EventQuery): SQL | undefined {
  return and(
    matches(events.searchVector, query.q),
    query.location ? inArray(events.location, query.location) : undefined,
  );
}

/** Coming trainings, soonest first: the list index read backwards (`desc nulls last` backwards is this). */
const upcoming = {
  where: gt(events.startsAt, sql`now()`),
  order: [sql`${events.startsAt} asc nulls first`, sql`${events.id} asc nulls first`],
};
/** Trainings that took place, latest first. */
const past = { where: lte(events.startsAt, sql`now()`), order: newestFirst(events.startsAt, events.id) };

interface TrainingLookup extends SavedLookup {
  registered: Set<string>;
}

async function lookup(db: Database, ids: string[], viewer: AuthContext | null): Promise<TrainingLookup> {
  const [saved, registered] = await Promise.all([
    savedBy(db, 'event', ids, viewer),
    viewer ? registeredAmong(db, viewer.accountId, ids) : new Set<string>(),
  ]);
  return { saved, registered };
}

function startsAt(input: EventRequest): Date {
  const moment = lagosMoment(input.date, input.time);
  if (!moment) throw badRequest(LISTING_MESSAGES.badDate, { date: LISTING_MESSAGES.badDate });
  return moment;
}

/** Trainings and events. */
export const trainingKind = partnerKind(events, {
  notFound: LISTING_MESSAGES.eventNotFound,
  filters: trainingFilters,
  // Coming trainings first, soonest first; then those that took place, latest first ('upcoming': the first only).
  sections: (query) => (query.when === 'upcoming' ? [upcoming] : [upcoming, past]),
  lookup,
  viewerColumns: (viewerId) => ({
    ...savedColumns('event', events)(viewerId),
    viewerRegistered: registeredByColumn(events.id, viewerId),
  }),
  foundIn: (rows) => ({ saved: flaggedIn(rows, 'viewerSaved'), registered: flaggedIn(rows, 'viewerRegistered') }),
  present: (row, context): TrainingEvent => ({
    ...partnerItem(row, context),
    title: row.item.title,
    location: row.item.location as TrainingEvent['location'],
    date: isoMicro(row.item.startsAt),
    time: lagosParts(row.item.startsAt).time,
    address: row.item.address,
    attendees: row.item.attendeeCount,
    registered: context.found.registered.has(row.item.id),
    past: row.item.startsAt.getTime() <= context.now,
  }),
  values: (input: EventRequest) => ({
    title: input.title,
    description: input.description,
    link: input.link,
    location: input.location,
    startsAt: startsAt(input),
    address: input.address,
    images: input.images,
  }),
  // A training that took place keeps its date; a new date must be ahead.
  checkEdit(stored, changed) {
    const moment = changed.startsAt as Date;
    if (moment.getTime() !== stored.startsAt.getTime() && moment.getTime() <= Date.now()) {
      throw badRequest(LISTING_MESSAGES.datePast, { date: LISTING_MESSAGES.datePast });
    }
  },
});

export const trainingRoutes = partnerRoutes({
  calls: LISTING_CALLS.event,
  tags: ['trainings'],
  badId: LISTING_MESSAGES.eventNotFound,
  cacheTopic: TRAININGS_TOPIC,
  schemas: {
    query: eventQuerySchema,
    create: eventRequestSchema,
    update: eventUpdateSchema,
    list: eventListResponseSchema,
    one: eventResponseSchema,
  },
  summaries: {
    publicList: 'Trainings and events in data.data, coming ones first: search q, location Online/Offline, 4 a page',
    ownList: "The signed-in partner's own trainings in data.data",
    one: 'One training, in data.event',
    create:
      'Create a training (approved partners): title, description, link, location, date, time (Nigerian time), images, address',
    update: 'Edit your own training',
    remove: 'Delete your own training',
  },
  words: {
    list: 'Events',
    one: 'Event',
    created: LISTING_MESSAGES.eventCreated,
  },
});
