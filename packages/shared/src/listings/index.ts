import { z } from 'zod';
import { FIELD_MESSAGES } from '../accounts/messages';
import { envelope, pagedList, pageInfoSchema } from '../api/envelope';
import type { MessageGroup } from '../i18n/codes';
import { type ShownImage, shownImageSchema } from '../media/image';
import { PAGE_SIZES, PRICE_RANGE_NAIRA } from '../reference/constants';
import {
  EVENT_LOCATIONS,
  OPPORTUNITY_LEVEL_OLD_SPELLINGS,
  OPPORTUNITY_LEVELS,
  OPPORTUNITY_LOCATIONS,
  OPPORTUNITY_TIMINGS,
  TOOL_CATEGORIES,
  TOOL_PRICE_FILTERS,
  TOOL_TYPES,
} from '../reference/options';
import { LAGOS_OFFSET, SAVED_KINDS } from './constants';

export * from './calls';
export * from './constants';

/*
 * What partners publish: tools/offers, opportunities and trainings (events),
 * plus what this platform adds: registering for a training and saving any of the three.
 */

/** The codes of the listing messages, and the few this platform adds (words in the shared catalogue). */
export const LISTING_MESSAGES = {
  allRequired: 'listing.allRequired',
  eventCreated: 'listing.eventCreated',
  eventFailed: 'listing.eventFailed',
  createFailed: 'listing.createFailed',
  fetchFailed: 'listing.fetchFailed',
  noOffers: 'listing.noOffers',
  noOtherOffers: 'listing.noOtherOffers',
  opportunityNotFound: 'listing.opportunityNotFound',
  toolCreated: 'listing.toolCreated',
  toolNotFound: 'listing.toolNotFound',
  eventNotFound: 'listing.eventNotFound',
  updated: 'listing.updated',
  deleted: 'listing.deleted',
  notYours: 'listing.notYours',
  notApproved: 'listing.notApproved',
  blocked: 'listing.blocked',
  foreignImage: 'listing.foreignImage',
  tooManyImages: 'listing.tooManyImages',
  badDate: 'listing.badDate',
  badTime: 'listing.badTime',
  datePast: 'listing.datePast',
  deadlinePast: 'listing.deadlinePast',
  deadlineAfterStart: 'listing.deadlineAfterStart',
  badPrice: 'listing.badPrice',
  registered: 'listing.registered',
  unregistered: 'listing.unregistered',
  eventPast: 'listing.eventPast',
  onlyMembers: 'listing.onlyMembers',
  saved: 'listing.saved',
  unsaved: 'listing.unsaved',
} as const satisfies MessageGroup;

export const LISTING_LIMITS = {
  title: 150,
  description: 5000,
  offer: 300,
  address: 300,
  link: 500,
  images: 10,
} as const;

const required = LISTING_MESSAGES.allRequired;

const requiredString = (max: number) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: FIELD_MESSAGES.tooLong });

const URL_PATTERN = /^https?:\/\/[^\s/.]+\.[^\s]+$/i;

/** A web address: required, http(s), with a dot in the host. */
export const linkSchema = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .max(LISTING_LIMITS.link, { error: FIELD_MESSAGES.tooLong })
  .refine((value) => URL_PATTERN.test(value), { error: FIELD_MESSAGES.invalidUrl });

const imagesSchema = z
  .array(z.string({ error: required }).trim().min(1, { error: required }).max(1000), { error: required })
  .min(1, { error: required })
  .max(LISTING_LIMITS.images, { error: LISTING_MESSAGES.tooManyImages });

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_ONLY = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,6})?)?$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/** True for a real calendar date 'YYYY-MM-DD' (no 31 February). */
export function isRealDate(value: string): boolean {
  const match = DATE_ONLY.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 2000;
}

/**
 * The moment a date and time typed in Nigeria stand for. `date` is 'YYYY-MM-DD' and `time` 'HH:MM' (Lagos wall
 * clock); the old client's combined UTC form ('2026-05-01T14:00:00.000000Z') in `date` is taken as it is.
 * Null when either is not real.
 */
export function lagosMoment(date: string, time?: string | null): Date | null {
  const trimmed = date.trim();
  if (TIMESTAMP.test(trimmed)) {
    const at = new Date(trimmed.replace(/(\.\d{3})\d+/, '$1'));
    return Number.isNaN(at.getTime()) ? null : at;
  }
  if (!isRealDate(trimmed)) return null;
  const clock = (time ?? '00:00').trim();
  const match = TIME_ONLY.exec(clock);
  if (!match) return null;
  return new Date(`${trimmed}T${match[1]}:${match[2]}:${match[3] ?? '00'}${LAGOS_OFFSET}`);
}

/** A deadline: a timestamp, or a date meaning the end of that day in Nigeria. */
export function deadlineMoment(value: string): Date | null {
  const trimmed = value.trim();
  if (TIMESTAMP.test(trimmed)) return lagosMoment(trimmed);
  if (!isRealDate(trimmed)) return null;
  return new Date(`${trimmed}T23:59:59${LAGOS_OFFSET}`);
}

const dateField = z.string({ error: required }).trim().min(1, { error: required }).max(40);
const timeField = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .max(20)
  .refine((value) => TIME_ONLY.test(value), { error: LISTING_MESSAGES.badTime });

// ---------------------------------------------------------------------------------------------------------------
// Tools / offers

/** POST /prop/tool (and PUT /prop/tool/{id}): name, description, link, images, sector and offer. */
export const toolRequestSchema = z.object({
  name: requiredString(LISTING_LIMITS.title),
  description: requiredString(LISTING_LIMITS.description),
  link: linkSchema,
  images: imagesSchema,
  sector: requiredString(100),
  offer: requiredString(LISTING_LIMITS.offer),
  /** Optional extras the list filters on: how it is sold, its category and its price in naira (0 = free). */
  type: z.enum(TOOL_TYPES).nullish(),
  category: z.enum(TOOL_CATEGORIES).nullish(),
  price: z
    .number({ error: LISTING_MESSAGES.badPrice })
    .int({ error: LISTING_MESSAGES.badPrice })
    .min(PRICE_RANGE_NAIRA.min, { error: LISTING_MESSAGES.badPrice })
    .max(PRICE_RANGE_NAIRA.max, { error: LISTING_MESSAGES.badPrice })
    .nullish(),
});
export type ToolRequest = z.infer<typeof toolRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Opportunities

/** Old spelling 'intermidiate' is read as 'intermediate'. */
const levelSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (OPPORTUNITY_LEVEL_OLD_SPELLINGS[value.trim()] ?? value.trim()) : value),
  z.enum(OPPORTUNITY_LEVELS),
);

/** Timing values: the filter's full-time / part-time, and 'remote' which the old create form offered. */
export const OPPORTUNITY_TIMING_VALUES = [...OPPORTUNITY_TIMINGS, 'remote'] as const;

/**
 * POST prop/opportunity: title, description, date, time, deadline, link, image and timing are required
 * ('All fields are required'). Date and time are a Nigerian date and time (or the old client's combined UTC
 * timestamp in `date`); they are stored as one UTC moment. Level and location are optional extras for the filters.
 */
const opportunityFields = z.object({
  title: requiredString(LISTING_LIMITS.title),
  description: requiredString(LISTING_LIMITS.description),
  link: linkSchema,
  date: dateField,
  time: timeField,
  deadline: dateField,
  images: imagesSchema,
  timing: z.enum(OPPORTUNITY_TIMING_VALUES, { error: required }),
  address: z.string().trim().max(LISTING_LIMITS.address, { error: FIELD_MESSAGES.tooLong }).nullish(),
  level: levelSchema.nullish(),
  location: z.enum(OPPORTUNITY_LOCATIONS).nullish(),
});

/** Real dates; when `future`, a deadline that has passed is refused too. */
const opportunityDates =
  (future: boolean) => (value: { date: string; time: string; deadline: string }, ctx: z.RefinementCtx) => {
    const starts = lagosMoment(value.date, value.time);
    if (!starts) ctx.addIssue({ code: 'custom', path: ['date'], message: LISTING_MESSAGES.badDate });
    const deadline = deadlineMoment(value.deadline);
    if (!deadline) {
      ctx.addIssue({ code: 'custom', path: ['deadline'], message: LISTING_MESSAGES.badDate });
    } else if (future && deadline.getTime() <= Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['deadline'], message: LISTING_MESSAGES.deadlinePast });
    }
  };

export const opportunityRequestSchema = opportunityFields.superRefine(opportunityDates(true));
/**
 * PUT prop/opportunity/{id}: as creating, but a deadline that has passed may be kept as it is (fixing a typo
 * in a closed opportunity); the server refuses a changed deadline that is in the past.
 */
export const opportunityUpdateSchema = opportunityFields.superRefine(opportunityDates(false));
export type OpportunityRequest = z.infer<typeof opportunityRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Trainings / events

/**
 * POST /prop/event: title, description, location (Online or Offline), date, time, address, link and at least one
 * image, all required ('All fields are required'). The date and time are a Nigerian date and time, not past.
 */
const eventFields = z.object({
  title: requiredString(LISTING_LIMITS.title),
  description: requiredString(LISTING_LIMITS.description),
  location: z.enum(EVENT_LOCATIONS, { error: required }),
  date: dateField,
  time: timeField,
  address: requiredString(LISTING_LIMITS.address),
  link: linkSchema,
  images: imagesSchema,
});

const eventDates = (future: boolean) => (value: { date: string; time: string }, ctx: z.RefinementCtx) => {
  const starts = lagosMoment(value.date, value.time);
  if (!starts) ctx.addIssue({ code: 'custom', path: ['date'], message: LISTING_MESSAGES.badDate });
  else if (future && starts.getTime() <= Date.now()) {
    ctx.addIssue({ code: 'custom', path: ['date'], message: LISTING_MESSAGES.datePast });
  }
};

export const eventRequestSchema = eventFields.superRefine(eventDates(true));
/** PUT /prop/event/{id}: a training that has taken place keeps its date; a changed date must be ahead. */
export const eventUpdateSchema = eventFields.superRefine(eventDates(false));
export type EventRequest = z.infer<typeof eventRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Lists: search, filters and pages (all in SQL)

/** A filter that takes one value or several, as `a,b` or repeated (`?x=a&x=b`). */
function manyOf<T extends readonly [string, ...string[]]>(values: T, map: (value: string) => string = (v) => v) {
  return z.preprocess((raw) => {
    if (raw === undefined || raw === null || raw === '') return undefined;
    const list = (Array.isArray(raw) ? raw : [raw]).flatMap((item) => String(item).split(','));
    const cleaned = list.map((item) => map(item.trim())).filter(Boolean);
    return cleaned.length > 0 ? [...new Set(cleaned)] : undefined;
  }, z.array(z.enum(values)).optional());
}

const pageFields = (defaultLimit: number) => ({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(defaultLimit),
});

export const toolQuerySchema = z.object({
  ...pageFields(PAGE_SIZES.tools),
  price: manyOf(TOOL_PRICE_FILTERS),
  type: manyOf(TOOL_TYPES),
  category: manyOf(TOOL_CATEGORIES),
  sector: z.string().trim().max(100).optional(),
});
export type ToolQuery = z.infer<typeof toolQuerySchema>;

export const OPPORTUNITY_PAGE_SIZE = 9;

export const opportunityQuerySchema = z.object({
  ...pageFields(OPPORTUNITY_PAGE_SIZE),
  location: manyOf(OPPORTUNITY_LOCATIONS),
  timing: manyOf(OPPORTUNITY_TIMING_VALUES),
  level: manyOf(OPPORTUNITY_LEVELS, (value) => OPPORTUNITY_LEVEL_OLD_SPELLINGS[value] ?? value),
  /** 'open' hides opportunities whose deadline has passed. */
  status: z.enum(['open', 'all']).default('all'),
});
export type OpportunityQuery = z.infer<typeof opportunityQuerySchema>;

export const eventQuerySchema = z.object({
  ...pageFields(PAGE_SIZES.trainings),
  location: manyOf(EVENT_LOCATIONS),
  /** 'upcoming' hides trainings that have taken place. */
  when: z.enum(['upcoming', 'all']).default('all'),
});
export type EventQuery = z.infer<typeof eventQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Responses

export const listingImageSchema = shownImageSchema;
export type ListingImage = ShownImage;

/** The partner who published an item. */
export const listingAuthorSchema = z.object({ id: z.uuid(), name: z.string(), logo: z.string().nullable() });

const common = {
  id: z.uuid(),
  description: z.string(),
  link: z.string(),
  images: z.array(z.string()),
  media: z.array(listingImageSchema),
  author: listingAuthorSchema,
  /** The signed-in viewer published it. */
  own: z.boolean(),
  /** The signed-in viewer saved it (false for visitors). */
  saved: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const toolSchema = z.object({
  ...common,
  name: z.string(),
  sector: z.string(),
  offer: z.string(),
  type: z.enum(TOOL_TYPES).nullable(),
  category: z.enum(TOOL_CATEGORIES).nullable(),
  /** Naira; 0 is free. */
  price: z.number().int(),
});
export type Tool = z.infer<typeof toolSchema>;

export const toolDetailSchema = toolSchema.extend({
  /** Up to two other offers by the same partner, picked at random. */
  other_offers: z.array(toolSchema),
});
export type ToolDetail = z.infer<typeof toolDetailSchema>;

export const opportunitySchema = z.object({
  ...common,
  title: z.string(),
  /** When it starts, UTC ISO timestamp with microseconds. */
  date: z.string(),
  /** 'HH:MM' on the Nigerian clock. */
  time: z.string(),
  deadline: z.string(),
  /** The deadline has passed. */
  closed: z.boolean(),
  address: z.string().nullable(),
  timing: z.string(),
  level: z.enum(OPPORTUNITY_LEVELS).nullable(),
  location: z.enum(OPPORTUNITY_LOCATIONS).nullable(),
});
export type Opportunity = z.infer<typeof opportunitySchema>;

export const eventSchema = z.object({
  ...common,
  title: z.string(),
  location: z.enum(EVENT_LOCATIONS),
  /** When it starts, UTC ISO timestamp. */
  date: z.string(),
  /** 'HH:MM' on the Nigerian clock. */
  time: z.string(),
  address: z.string(),
  /** People registered to attend. */
  attendees: z.number().int(),
  /** The signed-in viewer is registered. */
  registered: z.boolean(),
  /** It has taken place. */
  past: z.boolean(),
});
export type TrainingEvent = z.infer<typeof eventSchema>;

/** GET /prop/tool/all and GET /prop/tool: the spec reads the list at `data`; the page facts are beside it. */
export const toolListResponseSchema = pagedList(toolSchema);
export type ToolListResponse = z.infer<typeof toolListResponseSchema>;

/** GET prop/opportunity(/all) and GET /prop/event/all: the spec reads the list at `data.data`. */
export const opportunityListResponseSchema = envelope(pageInfoSchema.extend({ data: z.array(opportunitySchema) }));
export type OpportunityListResponse = z.infer<typeof opportunityListResponseSchema>;
export const eventListResponseSchema = envelope(pageInfoSchema.extend({ data: z.array(eventSchema) }));
export type EventListResponse = z.infer<typeof eventListResponseSchema>;

export const toolResponseSchema = envelope(toolSchema);
export const toolDetailResponseSchema = envelope(toolDetailSchema);
export const opportunityResponseSchema = envelope(opportunitySchema);
/** GET /prop/event/{id}: the spec reads the event at `data.event`. */
export const eventResponseSchema = envelope(z.object({ event: eventSchema }));

/** Whether the signed-in partner may publish now, and if not, why. */
export const publisherStateSchema = envelope(
  z.object({ can_publish: z.boolean(), reason: z.enum(['pending', 'blocked', 'not_partner']).nullable() }),
);
export type PublisherState = z.infer<typeof publisherStateSchema>['data'];

// ---------------------------------------------------------------------------------------------------------------
// Registration and saving

export const registrationResponseSchema = envelope(
  z.object({ id: z.uuid(), registered: z.boolean(), attendees: z.number().int() }),
);
export type RegistrationState = z.infer<typeof registrationResponseSchema>['data'];

export const attendeeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['user', 'business']),
  registered_at: z.string(),
});
export type Attendee = z.infer<typeof attendeeSchema>;
export const attendeeListResponseSchema = envelope(z.object({ event_id: z.uuid(), data: z.array(attendeeSchema) }));

export const saveResponseSchema = envelope(z.object({ kind: z.enum(SAVED_KINDS), id: z.uuid(), saved: z.boolean() }));

export const savedItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('tool'), saved_at: z.string(), item: toolSchema }),
  z.object({ kind: z.literal('opportunity'), saved_at: z.string(), item: opportunitySchema }),
  z.object({ kind: z.literal('event'), saved_at: z.string(), item: eventSchema }),
]);
export type SavedItem = z.infer<typeof savedItemSchema>;
export const savedQuerySchema = z.object({
  kind: z.enum(SAVED_KINDS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
export const savedListResponseSchema = envelope(pageInfoSchema.extend({ data: z.array(savedItemSchema) }));
export type SavedListResponse = z.infer<typeof savedListResponseSchema>;

/** How many pages a total fills. */
export function totalPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}
