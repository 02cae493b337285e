import { z } from 'zod';
import { FIELD_MESSAGES } from '../accounts/messages';
import {
  canonicalLga,
  categoriesFor,
  imageUrlField,
  needFields,
  officialStateName,
  optionalText,
  requiredText,
  urlField,
} from '../accounts/rules';
import { envelope } from '../api/envelope';
import type { MessageGroup } from '../i18n/codes';
import { NEED_TYPES } from '../reference/needs';
import {
  AVAILABILITY_TYPES,
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  GENDERS,
  PROFILE_VISIBILITY,
  SKILL_LEVELS,
  VERIFICATION_METHODS,
} from '../reference/options';

export const PROFILE_MESSAGES = {
  updated: 'profile.updated',
  loadFailed: 'profile.loadFailed',
  notFound: 'profile.notFound',
  identityFormat: 'profile.identityFormat',
  identityTaken: 'profile.identityTaken',
  tooYoung: 'profile.tooYoung',
  invalidDate: 'profile.invalidDate',
  dateOfBirth: 'profile.dateOfBirth',
  skillExists: 'profile.skillExists',
  skillAdded: 'profile.skillAdded',
  skillRemoved: 'profile.skillRemoved',
  availabilitySaved: 'profile.availabilitySaved',
  employmentStatus: 'profile.employmentStatus',
  levelOfEducation: 'profile.levelOfEducation',
  sector: 'profile.sector',
  category: 'profile.category',
  skillEmpty: 'profile.skillEmpty',
  skillLevel: 'profile.skillLevel',
  gender: 'profile.gender',
  stateOfOrigin: 'profile.stateOfOrigin',
  lga: 'profile.lga',
  verificationMethod: 'profile.verificationMethod',
  sectorFromList: 'profile.sectorFromList',
  categoryOfSector: 'profile.categoryOfSector',
  addOneSkill: 'profile.addOneSkill',
  tooManySkills: 'profile.tooManySkills',
} as const satisfies MessageGroup;

/** The most skills a profile lists (the onboarding form does not stop at this number: the schema says so). */
export const SKILLS_MAX = 30;

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const nullableText = (max: number) =>
  z.preprocess(emptyToNull, z.string().trim().max(max, { error: FIELD_MESSAGES.tooLong }).nullable());
const nullableEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(emptyToNull, z.enum(values).nullable());
const nullableUrl = z.preprocess(emptyToNull, urlField.nullable());
const nullableImageUrl = z.preprocess(emptyToNull, imageUrlField.nullable());

/** A calendar date (YYYY-MM-DD) for a person at least 18 years old. */
export const dateOfBirthField = z
  .string({ error: PROFILE_MESSAGES.dateOfBirth })
  // An empty box is a missing date, not a wrong one.
  .min(1, { error: PROFILE_MESSAGES.dateOfBirth })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: PROFILE_MESSAGES.invalidDate })
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: PROFILE_MESSAGES.invalidDate,
    },
  )
  .refine(
    (v) => {
      const born = new Date(`${v}T00:00:00Z`);
      const eighteen = new Date(Date.UTC(born.getUTCFullYear() + 18, born.getUTCMonth(), born.getUTCDate()));
      return eighteen.getTime() <= Date.now() && born.getUTCFullYear() >= 1900;
    },
    { error: PROFILE_MESSAGES.tooYoung },
  );

/** Checks state/LGA and sector/category pairs of a profile object, rewriting them to their official spelling. */
function checkPlaces<T extends Record<string, unknown>>(
  value: T,
  ctx: z.RefinementCtx,
  pairs: { state: keyof T & string; lga?: keyof T & string }[],
  sector?: { sector: keyof T & string; category: keyof T & string },
): T {
  const out: Record<string, unknown> = { ...value };
  for (const pair of pairs) {
    const typed = out[pair.state];
    if (typeof typed !== 'string') continue;
    const state = officialStateName(typed);
    if (!state) {
      ctx.addIssue({ code: 'custom', path: [pair.state], message: FIELD_MESSAGES.invalidState });
      continue;
    }
    out[pair.state] = state;
    const lga = pair.lga ? out[pair.lga] : undefined;
    if (pair.lga && typeof lga === 'string') {
      const official = canonicalLga(state, lga);
      if (!official) ctx.addIssue({ code: 'custom', path: [pair.lga], message: FIELD_MESSAGES.invalidLga });
      else out[pair.lga] = official;
    }
  }
  if (sector) {
    const group = out[sector.sector];
    const category = out[sector.category];
    if (typeof group === 'string' && categoriesFor(group).length === 0) {
      ctx.addIssue({ code: 'custom', path: [sector.sector], message: PROFILE_MESSAGES.sectorFromList });
    } else if (typeof group === 'string' && typeof category === 'string' && !categoriesFor(group).includes(category)) {
      ctx.addIssue({ code: 'custom', path: [sector.category], message: PROFILE_MESSAGES.categoryOfSector });
    }
  }
  return out as T;
}

const NEED_IDS = NEED_TYPES.map((n) => n.id) as [string, ...string[]];

/** PUT /prop/creative/{phone_number}: the creative's onboarding form, with the spec's camelCase keys. */
export const creativeBiodataRequestSchema = z
  .object({
    firstName: requiredText(FIELD_MESSAGES.firstName, 80),
    lastName: requiredText(FIELD_MESSAGES.lastName, 80),
    email: z.string().optional(),
    employmentStatus: z.enum(EMPLOYMENT_STATUSES, { error: PROFILE_MESSAGES.employmentStatus }),
    levelOfEducation: z.enum(EDUCATION_LEVELS, { error: PROFILE_MESSAGES.levelOfEducation }),
    sector: requiredText(PROFILE_MESSAGES.sector, 120),
    category: requiredText(PROFILE_MESSAGES.category, 120),
    skills: z
      .array(requiredText(PROFILE_MESSAGES.skillEmpty, 60))
      .max(SKILLS_MAX, { error: PROFILE_MESSAGES.tooManySkills })
      .optional()
      .default([]),
    skillLevel: z.enum(SKILL_LEVELS, { error: PROFILE_MESSAGES.skillLevel }),
    dateOfBirth: dateOfBirthField,
    gender: z.enum(GENDERS, { error: PROFILE_MESSAGES.gender }),
    stateOfOrigin: requiredText(PROFILE_MESSAGES.stateOfOrigin, 60),
    lga: requiredText(PROFILE_MESSAGES.lga, 80),
    verificationMethod: z.enum(VERIFICATION_METHODS, { error: PROFILE_MESSAGES.verificationMethod }).optional(),
    identificationNumber: z
      .string()
      .trim()
      .regex(/^\d{11}$/, { error: PROFILE_MESSAGES.identityFormat })
      .optional(),
    /** The old form's OTP key: not used (identity is checked with the provider). */
    otp: z.string().optional(),
    supportType: z.union([z.enum(NEED_IDS), z.array(z.enum(NEED_IDS))]).optional(),
    supportDetails: optionalText(2000),
    detail_training: optionalText(2000),
    detail_funding: optionalText(2000),
    detail_tools: optionalText(2000),
    detail_market_access: optionalText(2000),
  })
  .superRefine((v, ctx) => {
    if (v.identificationNumber && !v.verificationMethod) {
      ctx.addIssue({ code: 'custom', path: ['verificationMethod'], message: PROFILE_MESSAGES.verificationMethod });
    }
  })
  .transform((v, ctx) =>
    checkPlaces(v, ctx, [{ state: 'stateOfOrigin', lga: 'lga' }], { sector: 'sector', category: 'category' }),
  );
export type CreativeBiodataRequest = z.input<typeof creativeBiodataRequestSchema>;

/** PUT /prop/users/edit_profile: the 'Edit My Information' modal. Every key is optional; null clears it. */
export const creativeEditRequestSchema = z
  .object({
    first_name: requiredText(FIELD_MESSAGES.firstName, 80).optional(),
    last_name: requiredText(FIELD_MESSAGES.lastName, 80).optional(),
    bio: nullableText(1000).optional(),
    residence_state: nullableText(60).optional(),
    origin_state: nullableText(60).optional(),
    lga_origin: nullableText(80).optional(),
    level_of_education: nullableEnum(EDUCATION_LEVELS).optional(),
    employment_status: nullableEnum(EMPLOYMENT_STATUSES).optional(),
    expertise: nullableText(120).optional(),
    sector: nullableText(120).optional(),
    category: nullableText(120).optional(),
    skill_level: nullableEnum(SKILL_LEVELS).optional(),
    address: nullableText(300).optional(),
    cover_photo: nullableImageUrl.optional(),
    photo: nullableImageUrl.optional(),
    /** Availability (the spec's `status`): Full Time, Part Time, Contract, or null when not open to work. */
    status: nullableEnum(AVAILABILITY_TYPES).optional(),
    facebook: nullableUrl.optional(),
    instagram: nullableUrl.optional(),
    twitter: nullableUrl.optional(),
  })
  .strict()
  .transform((v, ctx) =>
    checkPlaces(v, ctx, [{ state: 'origin_state', lga: 'lga_origin' }, { state: 'residence_state' }], {
      sector: 'sector',
      category: 'category',
    }),
  );
export type CreativeEditRequest = z.input<typeof creativeEditRequestSchema>;

export const availabilityRequestSchema = z.object({
  availability: nullableEnum(AVAILABILITY_TYPES),
  open_to_remote: z.boolean(),
});
export type AvailabilityRequest = z.input<typeof availabilityRequestSchema>;

export const skillsRequestSchema = z.object({
  skills: z
    .array(requiredText(PROFILE_MESSAGES.skillEmpty, 60))
    .min(1, { error: PROFILE_MESSAGES.addOneSkill })
    .max(SKILLS_MAX, { error: PROFILE_MESSAGES.tooManySkills }),
});
export type SkillsRequest = z.input<typeof skillsRequestSchema>;

export const skillSchema = z.object({ id: z.uuid(), skill: z.object({ name: z.string() }), name: z.string() });
export const skillsResponseSchema = z.object({
  message: z.string(),
  skills: z.array(skillSchema),
  data: z.array(skillSchema),
});

/** What a creative or a business says it needs from the programme: a flag and a detail per need. */
export const supportNeedsSchema = z.object(
  needFields(
    () => z.boolean(),
    () => z.string().nullable(),
  ),
);
export type SupportNeeds = z.infer<typeof supportNeedsSchema>;

/** The creative profile as its owner (and admins) read it: the spec's field names. */
export const creativeProfileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  bio: z.string().nullable(),
  residence_state: z.string().nullable(),
  origin_state: z.string().nullable(),
  lga_origin: z.string().nullable(),
  level_of_education: z.string().nullable(),
  employment_status: z.string().nullable(),
  expertise: z.string().nullable(),
  sector: z.string().nullable(),
  category: z.string().nullable(),
  skill_level: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  gender: z.string().nullable(),
  phone_number: z.string().nullable(),
  address: z.string().nullable(),
  photo: z.string().nullable(),
  cover_photo: z.string().nullable(),
  status: z.string().nullable(),
  open_to_remote: z.boolean(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  twitter: z.string().nullable(),
  ...supportNeedsSchema.shape,
  verification_type: z.enum(VERIFICATION_METHODS).nullable(),
  verified_at: z.string().nullable(),
  visibility: z.enum(PROFILE_VISIBILITY),
  skills: z.array(skillSchema),
  created_at: z.string(),
});
export type CreativeProfile = z.infer<typeof creativeProfileSchema>;
export const creativeProfileResponseSchema = envelope(creativeProfileSchema);
