import { boolean, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, updatedAt } from './columns';

/** The profile of a creative (role 'user'). Fields follow the spec's creative profile. */
export const creativeProfiles = pgTable(
  'creative_profiles',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    originState: text('origin_state'),
    lgaOrigin: text('lga_origin'),
    residenceState: text('residence_state'),
    sector: text('sector'),
    category: text('category'),
    expertise: text('expertise'),
    bio: text('bio'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('creative_profiles_origin_state_idx').on(t.originState),
    index('creative_profiles_sector_idx').on(t.sector),
  ],
);

/** The profile of a creative business. */
export const businessProfiles = pgTable(
  'business_profiles',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    registeredName: text('registered_name'),
    tradeName: text('trade_name').notNull(),
    sector: text('sector'),
    area: text('area'),
    state: text('state'),
    lga: text('lga'),
    phoneNumber: text('phone_number'),
    needTraining: boolean('need_training').notNull().default(false),
    needFunding: boolean('need_funding').notNull().default(false),
    needTools: boolean('need_tools').notNull().default(false),
    needMarketAccess: boolean('need_market_access').notNull().default(false),
    detailTraining: text('detail_training'),
    detailFunding: text('detail_funding'),
    detailTools: text('detail_tools'),
    detailMarketAccess: text('detail_market_access'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('business_profiles_state_idx').on(t.state), index('business_profiles_sector_idx').on(t.sector)],
);

export const organizationSector = pgEnum('organization_sector', ['private', 'public']);
export const partnerType = pgEnum('partner_type', ['donate', 'sponsor', 'scholarship']);

/** The profile of a partner organisation (donor, sponsor or scholarship giver). */
export const partnerProfiles = pgTable(
  'partner_profiles',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    website: text('website'),
    industry: organizationSector('industry').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    partnerType: partnerType('partner_type').notNull(),
    goals: text('goals').notNull(),
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('partner_profiles_type_idx').on(t.partnerType)],
);
