import { sql } from 'drizzle-orm';
import { boolean, date, index, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountColumn, accountKey } from './account-columns';
import { createdAt, id, updatedAt } from './columns';

/** What a creative or a business says it needs from the programme: a flag and a detail per need. */
const supportNeeds = () => ({
  needTraining: boolean('need_training').notNull().default(false),
  needFunding: boolean('need_funding').notNull().default(false),
  needTools: boolean('need_tools').notNull().default(false),
  needMarketAccess: boolean('need_market_access').notNull().default(false),
  detailTraining: text('detail_training'),
  detailFunding: text('detail_funding'),
  detailTools: text('detail_tools'),
  detailMarketAccess: text('detail_market_access'),
});

/** The profile of a creative (role 'user'). Fields follow the spec's creative profile. */
export const creativeProfiles = pgTable(
  'creative_profiles',
  {
    accountId: accountKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    originState: text('origin_state'),
    lgaOrigin: text('lga_origin'),
    residenceState: text('residence_state'),
    sector: text('sector'),
    category: text('category'),
    expertise: text('expertise'),
    bio: text('bio'),
    employmentStatus: text('employment_status'),
    levelOfEducation: text('level_of_education'),
    skillLevel: text('skill_level'),
    dateOfBirth: date('date_of_birth'),
    gender: text('gender'),
    /** +234 followed by 10 digits. */
    phoneNumber: text('phone_number'),
    address: text('address'),
    photo: text('photo'),
    coverPhoto: text('cover_photo'),
    /** Availability: 'Full Time', 'Part Time' or 'Contract'; null when not open to work. */
    availability: text('availability'),
    openToRemote: boolean('open_to_remote').notNull().default(false),
    facebook: text('facebook'),
    instagram: text('instagram'),
    twitter: text('twitter'),
    ...supportNeeds(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('creative_profiles_origin_state_idx').on(t.originState),
    index('creative_profiles_residence_state_idx').on(t.residenceState),
    index('creative_profiles_sector_idx').on(t.sector),
  ],
);

/** The profile of a creative business. */
export const businessProfiles = pgTable(
  'business_profiles',
  {
    accountId: accountKey(),
    registeredName: text('registered_name'),
    tradeName: text('trade_name').notNull(),
    sector: text('sector'),
    area: text('area'),
    state: text('state'),
    lga: text('lga'),
    phoneNumber: text('phone_number'),
    ...supportNeeds(),
    cacNumber: text('cac_number'),
    address: text('address'),
    website: text('website'),
    facebook: text('facebook'),
    instagram: text('instagram'),
    twitter: text('twitter'),
    logo: text('logo'),
    coverPhoto: text('cover_photo'),
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
    accountId: accountKey(),
    name: text('name').notNull(),
    website: text('website'),
    industry: organizationSector('industry').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    partnerType: partnerType('partner_type').notNull(),
    goals: text('goals').notNull(),
    outcome: text('outcome').notNull(),
    logo: text('logo'),
    coverPhoto: text('cover_photo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('partner_profiles_type_idx').on(t.partnerType)],
);

/** A skill on a creative's profile: from the list or typed under 'Other'; one of each per person. */
export const skills = pgTable(
  'skills',
  {
    id: id(),
    accountId: accountColumn('account_id'),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('skills_account_name_unique').on(t.accountId, sql`lower(${t.name})`),
    // A profile's skills in the order they were added.
    index('skills_account_added_idx').on(t.accountId, t.createdAt, t.name),
  ],
);

/** The business a creative runs on the side (/addbusiness, /bussinesspage): one per creative. */
export const ownedBusinesses = pgTable('owned_businesses', {
  accountId: accountKey(),
  name: text('name').notNull(),
  cacNumber: text('cac_number'),
  address: text('address'),
  sector: text('sector').notNull(),
  email: text('email'),
  phoneNumber: text('phone_number'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const identityType = pgEnum('identity_type', ['NIN', 'BVN']);

/**
 * A verified identity. The number itself is never stored: only a keyed HMAC (unique, so one identity
 * verifies one account) and its last four digits.
 */
export const identityVerifications = pgTable('identity_verifications', {
  accountId: accountKey(),
  type: identityType('type').notNull(),
  numberHmac: text('number_hmac').notNull().unique(),
  lastFour: text('last_four').notNull(),
  provider: text('provider').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
});
