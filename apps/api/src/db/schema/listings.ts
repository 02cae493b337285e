import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accountColumn } from './account-columns';
import { createdAt, id, published, removal, searchVector, updatedAt } from './columns';

/*
 * What approved partners publish: tools/offers, opportunities and trainings (events). Every list the web app
 * offers is searched (generated tsvector + GIN), filtered and paged in SQL on these indexes. Items go with their
 * partner (ON DELETE CASCADE). `removed_at` is set when an admin removes an item (moderation): it is then hidden
 * from everyone but its partner.
 */

/** A discounted tool or offer. */
export const tools = pgTable(
  'tools',
  {
    id: id(),
    partnerAccountId: accountColumn('partner_account_id'),
    name: text('name').notNull(),
    ...published(),
    sector: text('sector').notNull(),
    offer: text('offer').notNull(),
    /** subscription | membership | one-time-purchase, or not said. */
    type: text('type'),
    category: text('category'),
    /** Naira; 0 is free. */
    price: integer('price').notNull().default(0),
    ...removal(),
    searchVector: searchVector('name', 'offer', 'sector', 'description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Each list and filter the web app offers reads one of these in the list's order, newest first (decision 0059).
  (t) => [
    index('tools_list_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.removedAt} is null`),
    index('tools_partner_idx').on(t.partnerAccountId, t.createdAt.desc(), t.id.desc()),
    index('tools_type_idx').on(t.type, t.createdAt.desc(), t.id.desc()).where(sql`${t.removedAt} is null`),
    index('tools_category_idx').on(t.category, t.createdAt.desc(), t.id.desc()).where(sql`${t.removedAt} is null`),
    index('tools_sector_idx').on(t.sector, t.createdAt.desc(), t.id.desc()).where(sql`${t.removedAt} is null`),
    index('tools_free_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.removedAt} is null and ${t.price} = 0`),
    index('tools_paid_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.removedAt} is null and ${t.price} > 0`),
    index('tools_search_idx').using('gin', t.searchVector),
    check('tools_price_check', sql`${t.price} >= 0`),
  ],
);

/** An opportunity. `starts_at` is the date and time combined, in UTC. */
export const opportunities = pgTable(
  'opportunities',
  {
    id: id(),
    partnerAccountId: accountColumn('partner_account_id'),
    title: text('title').notNull(),
    ...published(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    address: text('address'),
    timing: text('timing').notNull(),
    level: text('level'),
    location: text('location'),
    ...removal(),
    searchVector: searchVector('title', 'address', 'description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Open ones and closed ones are each read newest first from these, the deadline checked on the way.
    index('opportunities_list_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.removedAt} is null`),
    index('opportunities_deadline_idx').on(t.deadline).where(sql`${t.removedAt} is null`),
    index('opportunities_partner_idx').on(t.partnerAccountId, t.createdAt.desc(), t.id.desc()),
    index('opportunities_location_idx')
      .on(t.location, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.removedAt} is null`),
    index('opportunities_level_idx').on(t.level, t.createdAt.desc(), t.id.desc()).where(sql`${t.removedAt} is null`),
    index('opportunities_timing_idx').on(t.timing, t.createdAt.desc(), t.id.desc()).where(sql`${t.removedAt} is null`),
    index('opportunities_search_idx').using('gin', t.searchVector),
  ],
);

/** A training or event. `starts_at` is the date and time combined, in UTC. */
export const events = pgTable(
  'events',
  {
    id: id(),
    partnerAccountId: accountColumn('partner_account_id'),
    title: text('title').notNull(),
    ...published(),
    /** Online | Offline */
    location: text('location').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    address: text('address').notNull(),
    /** Kept in the same transaction as each registration, so lists never count rows. */
    attendeeCount: integer('attendee_count').notNull().default(0),
    ...removal(),
    searchVector: searchVector('title', 'address', 'description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Coming trainings read these backwards (soonest first), those that took place forwards (latest first).
    index('events_list_idx').on(t.startsAt.desc(), t.id.desc()).where(sql`${t.removedAt} is null`),
    index('events_location_idx').on(t.location, t.startsAt.desc(), t.id.desc()).where(sql`${t.removedAt} is null`),
    index('events_partner_idx').on(t.partnerAccountId, t.startsAt.desc(), t.id.desc()),
    index('events_search_idx').using('gin', t.searchVector),
    check('events_attendee_count_check', sql`${t.attendeeCount} >= 0`),
  ],
);

/** A creative or business registered to attend a training. */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    accountId: accountColumn('account_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.accountId] }),
    index('event_registrations_account_idx').on(t.accountId, t.createdAt.desc()),
    index('event_registrations_event_idx').on(t.eventId, t.createdAt),
  ],
);

/** A tool, opportunity or training someone saved to find again. Exactly one of the three item columns is set. */
export const savedListings = pgTable(
  'saved_listings',
  {
    id: id(),
    accountId: accountColumn('account_id'),
    toolId: uuid('tool_id').references(() => tools.id, { onDelete: 'cascade' }),
    opportunityId: uuid('opportunity_id').references(() => opportunities.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_listings_account_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    // Saved items of one kind, newest first (the 'Tools', 'Opportunities', 'Trainings' tabs of Saved).
    index('saved_listings_account_tools_idx')
      .on(t.accountId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.toolId} is not null`),
    index('saved_listings_account_opportunities_idx')
      .on(t.accountId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.opportunityId} is not null`),
    index('saved_listings_account_events_idx')
      .on(t.accountId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.eventId} is not null`),
    uniqueIndex('saved_listings_tool_uq').on(t.accountId, t.toolId).where(sql`${t.toolId} is not null`),
    uniqueIndex('saved_listings_opportunity_uq')
      .on(t.accountId, t.opportunityId)
      .where(sql`${t.opportunityId} is not null`),
    uniqueIndex('saved_listings_event_uq').on(t.accountId, t.eventId).where(sql`${t.eventId} is not null`),
    index('saved_listings_tool_idx').on(t.toolId),
    index('saved_listings_opportunity_idx').on(t.opportunityId),
    index('saved_listings_event_idx').on(t.eventId),
    check('saved_listings_one_item', sql`num_nonnulls(${t.toolId}, ${t.opportunityId}, ${t.eventId}) = 1`),
  ],
);
