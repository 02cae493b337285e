import {
  type Attendee,
  type EventQuery,
  type EventRequest,
  LAGOS_TIME_ZONE,
  LISTING_MESSAGES,
  lagosMoment,
  lagosParts,
  type RegistrationState,
  type TrainingEvent,
} from '@creative-ng/shared';
import { and, asc, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { accounts, eventRegistrations, events, partnerProfiles } from '../../db/schema/index';
import { csvLine } from '../../http/csv';
import { badRequest, forbidden, notFound, ruleBroken } from '../../http/errors';
import { notify } from '../notifications/service';
import type { AuthContext } from '../sessions/repository';
import {
  authorColumns,
  checkImages,
  describeAll,
  isoMicro,
  type ListingDeps,
  listPage,
  matches,
  mustPublish,
  publisherIsPublic,
  savedAmong,
  visibleTo,
} from './common';

const columns = { item: events, ...authorColumns };

function selectEvents(deps: ListingDeps) {
  return deps.db
    .select(columns)
    .from(events)
    .innerJoin(accounts, eq(accounts.id, events.partnerAccountId))
    .leftJoin(partnerProfiles, eq(partnerProfiles.accountId, events.partnerAccountId));
}

type Row = Awaited<ReturnType<typeof selectEvents>>[number];

const publicEvent: SQL | undefined = and(isNull(events.removedAt), publisherIsPublic);

function filters(query: EventQuery): SQL | undefined {
  return and(
    matches(events.searchVector, query.q),
    query.location ? inArray(events.location, query.location) : undefined,
    query.when === 'upcoming' ? gt(events.startsAt, sql`now()`) : undefined,
  );
}

/** At most one 'someone registered' notice per training per hour. */
export const REGISTRATION_NOTICE_WINDOW_MS = 60 * 60 * 1000;
/** A training is put in calendars as lasting this long (the form does not ask for an end). */
export const EVENT_CALENDAR_DURATION_MS = 2 * 60 * 60 * 1000;

export type EventService = ReturnType<typeof eventService>;

/** Where a training's calendar file points: its page on the platform, and the address that organises it. */
export interface CalendarLinks {
  publicUrl: string;
  organizerEmail: string;
}

/** Trainings and events (spec content §2 /trainingpage, /training/{id}, /trainingform; §7 event calls). */
export function eventService(deps: ListingDeps) {
  const { db, media } = deps;

  async function present(rows: Row[], viewer: AuthContext | null): Promise<TrainingEvent[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.item.id);
    const [image, saved, registered] = await Promise.all([
      describeAll(
        media,
        rows.flatMap((row) => row.item.images),
      ),
      savedAmong(db, viewer, 'event', ids),
      viewer
        ? db
            .select({ id: eventRegistrations.eventId })
            .from(eventRegistrations)
            .where(and(eq(eventRegistrations.accountId, viewer.accountId), inArray(eventRegistrations.eventId, ids)))
            .then((found) => new Set(found.map((row) => row.id)))
        : Promise.resolve(new Set<string>()),
    ]);
    const now = Date.now();
    return rows.map(({ item, authorName, authorLogo }) => ({
      id: item.id,
      title: item.title,
      description: item.description,
      link: item.link,
      location: item.location as TrainingEvent['location'],
      date: isoMicro(item.startsAt),
      time: lagosParts(item.startsAt).time,
      address: item.address,
      images: item.images,
      media: item.images.map(image),
      attendees: item.attendeeCount,
      registered: registered.has(item.id),
      past: item.startsAt.getTime() <= now,
      author: { id: item.partnerAccountId, name: authorName, logo: authorLogo },
      own: viewer?.accountId === item.partnerAccountId,
      saved: saved.has(item.id),
      created_at: item.createdAt.toISOString(),
      updated_at: item.updatedAt.toISOString(),
    }));
  }

  const list = (where: SQL | undefined, query: EventQuery, viewer: AuthContext | null) =>
    listPage(
      db,
      { table: events, partner: events.partnerAccountId },
      where,
      query,
      selectEvents(deps)
        .where(where)
        // Coming trainings first, soonest first; then those that took place, latest first.
        .orderBy(
          sql`(${events.startsAt} <= now())`,
          sql`case when ${events.startsAt} > now() then ${events.startsAt} end asc`,
          desc(events.startsAt),
          desc(events.id),
        )
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      (rows) => present(rows, viewer),
    );

  async function load(id: string, viewer: AuthContext | null): Promise<TrainingEvent> {
    const rows = await selectEvents(deps)
      .where(and(eq(events.id, id), visibleTo(viewer, publicEvent, events.partnerAccountId)))
      .limit(1);
    const [item] = await present(rows, viewer);
    if (!item) throw notFound(LISTING_MESSAGES.eventNotFound);
    return item;
  }

  async function mustOwn(id: string, viewer: AuthContext, allowAdmin = false) {
    const [row] = await db
      .select({ owner: events.partnerAccountId, title: events.title, startsAt: events.startsAt })
      .from(events)
      .where(eq(events.id, id));
    if (!row) throw notFound(LISTING_MESSAGES.eventNotFound);
    if (row.owner !== viewer.accountId && !(allowAdmin && viewer.role === 'admin')) {
      throw forbidden(LISTING_MESSAGES.notYours);
    }
    return row;
  }

  const values = (input: EventRequest) => {
    const startsAt = lagosMoment(input.date, input.time);
    if (!startsAt) throw badRequest(LISTING_MESSAGES.badDate, { date: LISTING_MESSAGES.badDate });
    return {
      title: input.title,
      description: input.description,
      link: input.link,
      location: input.location,
      startsAt,
      address: input.address,
      images: input.images,
    };
  };

  async function attendees(id: string, viewer: AuthContext): Promise<{ title: string; list: Attendee[] }> {
    const event = await mustOwn(id, viewer, true);
    const rows = await db
      .select({
        id: accounts.id,
        name: accounts.displayName,
        email: accounts.email,
        role: accounts.role,
        at: eventRegistrations.createdAt,
      })
      .from(eventRegistrations)
      .innerJoin(accounts, eq(accounts.id, eventRegistrations.accountId))
      .where(eq(eventRegistrations.eventId, id))
      .orderBy(asc(eventRegistrations.createdAt), asc(accounts.id));
    return {
      title: event.title,
      list: rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role === 'business' ? 'business' : 'user',
        registered_at: row.at.toISOString(),
      })),
    };
  }

  return {
    publicList: (query: EventQuery, viewer: AuthContext | null) =>
      list(and(publicEvent, filters(query)), query, viewer),

    ownList: (viewer: AuthContext, query: EventQuery) =>
      list(and(eq(events.partnerAccountId, viewer.accountId), filters(query)), query, viewer),

    get: load,

    async create(auth: AuthContext | null, input: EventRequest): Promise<TrainingEvent> {
      const viewer = await mustPublish(db, auth);
      await checkImages(media, viewer.accountId, input.images);
      const [row] = await db
        .insert(events)
        .values({ partnerAccountId: viewer.accountId, ...values(input) })
        .returning({ id: events.id });
      if (!row) throw new Error('event not inserted');
      return load(row.id, viewer);
    },

    async update(auth: AuthContext | null, id: string, input: EventRequest): Promise<TrainingEvent> {
      const viewer = await mustPublish(db, auth);
      const stored = await mustOwn(id, viewer);
      const changed = values(input);
      // A training that took place keeps its date; a new date must be ahead.
      if (changed.startsAt.getTime() !== stored.startsAt.getTime() && changed.startsAt.getTime() <= Date.now()) {
        throw badRequest(LISTING_MESSAGES.datePast, { date: LISTING_MESSAGES.datePast });
      }
      await checkImages(media, viewer.accountId, input.images);
      await db.update(events).set(changed).where(eq(events.id, id));
      return load(id, viewer);
    },

    async remove(auth: AuthContext | null, id: string): Promise<void> {
      const viewer = await mustPublish(db, auth);
      await mustOwn(id, viewer);
      await db.delete(events).where(eq(events.id, id));
    },

    /**
     * Registers (or cancels) the viewer's place. The registration row and the count change in one transaction;
     * the host hears of new registrations at most once an hour per training.
     */
    async register(viewer: AuthContext, id: string, wanted: boolean): Promise<RegistrationState> {
      const event = await load(id, viewer);
      if (wanted && event.past) throw ruleBroken(LISTING_MESSAGES.eventPast);
      return db.transaction(async (tx) => {
        let delta = 0;
        if (wanted) {
          const inserted = await tx
            .insert(eventRegistrations)
            .values({ eventId: id, accountId: viewer.accountId })
            .onConflictDoNothing()
            .returning({ id: eventRegistrations.eventId });
          delta = inserted.length;
        } else {
          const deleted = await tx
            .delete(eventRegistrations)
            .where(and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.accountId, viewer.accountId)))
            .returning({ id: eventRegistrations.eventId });
          delta = -deleted.length;
        }
        const [updated] = await tx
          .update(events)
          .set({ attendeeCount: sql`${events.attendeeCount} + ${delta}`, updatedAt: sql`${events.updatedAt}` })
          .where(eq(events.id, id))
          .returning({ attendees: events.attendeeCount });
        if (delta > 0) {
          const [who] = await tx
            .select({ name: accounts.displayName })
            .from(accounts)
            .where(eq(accounts.id, viewer.accountId));
          await notify(tx, {
            accountId: event.author.id,
            kind: 'event_registration',
            data: {
              event_id: id,
              title: event.title,
              by_id: viewer.accountId,
              by_name: who?.name ?? '',
              // Read by the bell for kinds it has no wording of its own for.
              message: `${who?.name ?? 'Someone'} registered for your training "${event.title}".`,
              link: `/training/${id}`,
            },
            dedupeKey: `event_registration:${id}`,
            withinMs: REGISTRATION_NOTICE_WINDOW_MS,
          });
        }
        return { id, registered: wanted, attendees: updated?.attendees ?? 0 };
      });
    },

    attendees,

    /** The attendee list as CSV, every cell quoted and formula-like text neutralised. */
    async attendeesCsv(id: string, viewer: AuthContext): Promise<{ filename: string; body: string }> {
      const { title, list: people } = await attendees(id, viewer);
      const formatter = new Intl.DateTimeFormat('en-GB', {
        timeZone: LAGOS_TIME_ZONE,
        dateStyle: 'medium',
        timeStyle: 'short',
      });
      const lines = [
        ['Name', 'Email', 'Account type', 'Registered at (Nigerian time)'],
        ...people.map((p) => [
          p.name,
          p.email,
          p.role === 'business' ? 'Business' : 'Creative',
          formatter.format(new Date(p.registered_at)),
        ]),
      ];
      return { filename: `attendees-${slug(title)}.csv`, body: `\uFEFF${lines.map(csvLine).join('')}` };
    },

    /**
     * An iCalendar file for the training, for anyone who may see it. The organiser is named after the
     * partner but reached at the platform's sender address: a partner's contact email is not public.
     */
    async calendar(
      id: string,
      viewer: AuthContext | null,
      links: CalendarLinks,
    ): Promise<{ filename: string; body: string }> {
      const event = await load(id, viewer);
      const start = new Date(event.date);
      const page = `${links.publicUrl.replace(/\/$/, '')}/training/${event.id}`;
      const calendar = ical({ prodId: '//CreativeNG//Trainings//EN', method: ICalCalendarMethod.PUBLISH });
      calendar.createEvent({
        id: `${event.id}@creative-ng`,
        start,
        end: new Date(start.getTime() + EVENT_CALENDAR_DURATION_MS),
        summary: event.title,
        description: `${event.description}\n\n${page}`,
        location: event.location === 'Online' ? event.link : event.address,
        url: event.link,
        organizer: { name: event.author.name, email: links.organizerEmail },
      });
      return { filename: `${slug(event.title)}.ics`, body: calendar.toString() };
    },

    present,
    select: () => selectEvents(deps),
  };
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'training'
  );
}
