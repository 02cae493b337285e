import {
  type Attendee,
  LAGOS_TIME_ZONE,
  LISTING_MESSAGES,
  type RegistrationState,
  type TrainingEvent,
} from '@creative-ng/shared';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../http/auth-context';
import { csvLine } from '../../http/csv';
import { ruleBroken } from '../../http/errors';
import type { ListingService } from '../../listing-engine/service';
import { notify } from '../notifications/service';
import { accountName, attendeeRows, dueReminders, setRegistration } from './repository';

/** At most one 'someone registered' notice per training per hour. */
export const REGISTRATION_NOTICE_WINDOW_MS = 60 * 60 * 1000;
/** A training is put in calendars as lasting this long (the form does not ask for an end). */
export const EVENT_CALENDAR_DURATION_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Reminders found per run; the rest come on the next run. */
const REMINDER_BATCH = 500;

/** Where a training's calendar file points: its page on the platform, and the address that organises it. */
export interface CalendarLinks {
  publicUrl: string;
  organizerEmail: string;
}

/** A file to download. */
export interface Download {
  filename: string;
  body: string;
}

/** What this needs of the trainings' listing service: one training, and one its host (or an admin) may manage. */
type Trainings = Pick<ListingService<TrainingEvent, unknown, unknown, unknown, { title: string }>, 'get' | 'owned'>;

export type AttendanceService = ReturnType<typeof attendanceService>;

/** What trainings add to a listing: registering to attend, the attendee list, a calendar file, reminders. */
export function attendanceService(db: Database, trainings: Trainings, calendarLinks: CalendarLinks) {
  /** The host hears of new registrations at most once an hour per training. */
  async function tellHost(tx: Database, event: TrainingEvent, viewer: AuthContext) {
    const name = await accountName(tx, viewer.accountId);
    await notify(tx, {
      accountId: event.author.id,
      kind: 'event_registration',
      data: {
        event_id: event.id,
        title: event.title,
        by_id: viewer.accountId,
        by_name: name ?? '',
        // Read by the bell for kinds it has no wording of its own for.
        message: `${name ?? 'Someone'} registered for your training "${event.title}".`,
        link: `/training/${event.id}`,
      },
      dedupeKey: `event_registration:${event.id}`,
      withinMs: REGISTRATION_NOTICE_WINDOW_MS,
    });
  }

  async function attendees(id: string, viewer: AuthContext): Promise<{ title: string; list: Attendee[] }> {
    const event = await trainings.owned(id, viewer, true);
    const rows = await attendeeRows(db, id);
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
    /** Registers (or cancels) the viewer's place: the registration and the count change in one transaction. */
    async register(viewer: AuthContext, id: string, wanted: boolean): Promise<RegistrationState> {
      const event = await trainings.get(id, viewer);
      if (wanted && event.past) throw ruleBroken(LISTING_MESSAGES.eventPast);
      return db.transaction(async (tx) => {
        const { added, attendees } = await setRegistration(tx, id, viewer.accountId, wanted);
        if (added) await tellHost(tx, event, viewer);
        return { id, registered: wanted, attendees };
      });
    },

    attendees,

    /** The attendee list as CSV, every cell quoted and formula-like text neutralised. */
    async attendeesCsv(id: string, viewer: AuthContext): Promise<Download> {
      const { title, list } = await attendees(id, viewer);
      return { filename: `attendees-${slug(title)}.csv`, body: attendeeCsv(list) };
    },

    /**
     * An iCalendar file for the training, for anyone who may see it. The organiser is named after the
     * partner but reached at the platform's sender address: a partner's contact email is not public.
     */
    async calendar(id: string, viewer: AuthContext | null): Promise<Download> {
      const event = await trainings.get(id, viewer);
      return { filename: `${slug(event.title)}.ics`, body: calendarFile(event, calendarLinks) };
    },

    /**
     * 'Your training is tomorrow': one notice to each registered attendee of a training that starts within
     * the next 24 hours, once per person and training (the notice's key). Runs with the notice mailer, which
     * then emails it to those who want it.
     */
    async sendReminders(now: Date): Promise<number> {
      const due = await dueReminders(db, now, new Date(now.getTime() + DAY_MS), REMINDER_BATCH);
      for (const row of due) {
        await notify(db, {
          accountId: row.accountId,
          kind: 'training_reminder',
          data: {
            event_id: row.eventId,
            title: row.title,
            starts_at: row.startsAt.toISOString(),
            link: `/training/${row.eventId}`,
          },
          dedupeKey: `training_reminder:${row.eventId}`,
          withinMs: 7 * DAY_MS,
        });
      }
      return due.length;
    },
  };
}

function attendeeCsv(people: Attendee[]): string {
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
  return `\uFEFF${lines.map(csvLine).join('')}`;
}

function calendarFile(event: TrainingEvent, links: CalendarLinks): string {
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
    organizer: { name: quotedParameter(event.author.name), email: links.organizerEmail },
  });
  return calendar.toString();
}

/**
 * A name for a quoted iCalendar parameter (the organizer's CN). RFC 5545 has no escape for a double quote there
 * (ical-generator's backslash is none), so a quote in a partner's name could end the name early and put an
 * address of its own before the platform's: double quotes become apostrophes, control characters spaces.
 */
function quotedParameter(text: string): string {
  return text.replace(/"/g, "'").replace(/\p{Cc}/gu, ' ');
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
