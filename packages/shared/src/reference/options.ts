/**
 * Every option list, in the values the API stores and sends.
 * Labels shown to people go through the web app's i18n catalogue keyed by these values.
 */

export const ROLES = ['user', 'business', 'partner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The login types people choose on the sign-in screens (admins sign in at /admin-login). */
export const LOGIN_TYPES = ['user', 'business', 'partner'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export const EMPLOYMENT_STATUSES = [
  'Employed',
  'Unemployed',
  'Self-employed',
  'Freelancer',
  'Student',
  'Retired',
] as const;

export const EDUCATION_LEVELS = ['Secondary School', 'Undergraduate', 'Graduate', 'Postgraduate', 'Others'] as const;

/** Partner "industry": the organisation's sector. */
export const ORGANIZATION_SECTORS = ['private', 'public'] as const;

export const PARTNER_TYPES = ['donate', 'sponsor', 'scholarship'] as const;

export const ADD_BUSINESS_SECTORS = [
  'Information Technology',
  'Design',
  'Media',
  'Entertainment',
  'Fashion',
  'Fine Arts',
  'Crafts',
  'Photography',
] as const;

export const AVAILABILITY_TYPES = ['Full Time', 'Part Time', 'Contract'] as const;

export const GENDERS = ['Female', 'Male', 'Prefer not to say'] as const;

export const VERIFICATION_METHODS = ['NIN', 'BVN'] as const;

export const SKILL_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;

export const PROFILE_VISIBILITY = ['public', 'private'] as const;

/** Tools / offers filters: price, type and category (the spec gives category the same values as type). */
export const TOOL_PRICE_FILTERS = ['free', 'paid'] as const;
export const TOOL_TYPES = ['subscription', 'membership', 'one-time-purchase'] as const;
/** What a tool or offer is (its type above says how it is sold). */
export const TOOL_CATEGORIES = ['software', 'equipment', 'workspace', 'service', 'other'] as const;

/** Opportunity filters. The old front end spelt 'intermidiate'; queries accept it, we show 'intermediate'. */
export const OPPORTUNITY_LOCATIONS = ['remote', 'onsite', 'hybrid'] as const;
export const OPPORTUNITY_TIMINGS = ['full-time', 'part-time'] as const;
export const OPPORTUNITY_LEVELS = ['junior', 'intermediate', 'senior'] as const;
export const OPPORTUNITY_LEVEL_OLD_SPELLINGS: Readonly<Record<string, (typeof OPPORTUNITY_LEVELS)[number]>> = {
  intermidiate: 'intermediate',
};
/** Timing options offered by the create-opportunity form. */
export const OPPORTUNITY_FORM_TIMINGS = ['full-time', 'remote'] as const;

/** Event (training) location options. */
export const EVENT_LOCATIONS = ['Online', 'Offline'] as const;

/** Product categories of the create form; the old filter listed 'control' where 'content' was meant. */
export const PRODUCT_CATEGORIES = ['product', 'service', 'content'] as const;

export const PROPOSAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** Admin directory status badges, see directoryStatus() in ../directory. */
export const DIRECTORY_STATUSES = ['BLOCKED', 'ACTIVE', 'PRIVATE', 'PUBLIC', 'INACTIVE'] as const;

export const CURRENCY = 'NGN' as const;
