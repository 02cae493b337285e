import { z } from 'zod';
import { ORGANIZATION_SECTORS, PARTNER_TYPES, VERIFICATION_METHODS } from '../reference/options';
import { skillSchema, supportNeedsSchema } from './schemas';

const text = z.string().nullable();

/** What only an admin sees on a profile (spec: phone, verified ID type, state of origin, LGA, support details, partnership details). */
export const adminProfileExtrasSchema = z.object({
  email: z.string(),
  phone_number: text,
  verification_type: z.enum(VERIFICATION_METHODS).nullable(),
  identity_last_four: text,
  origin_state: text,
  lga: text,
  is_blacklisted: z.boolean(),
  is_activated: z.boolean(),
  visibility: z.string(),
  created_at: z.string(),
  needs: supportNeedsSchema.nullable(),
  partnership: z
    .object({ contact_name: z.string(), contact_email: z.string(), contact_phone: z.string(), approved: z.boolean() })
    .nullable(),
});

const common = {
  id: z.uuid(),
  name: z.string(),
  photo: text,
  cover_photo: text,
  facebook: text,
  instagram: text,
  twitter: text,
  identity_verified: z.boolean(),
  /** Present only when an admin is looking. */
  admin: adminProfileExtrasSchema.optional(),
};

export const publicCreativeSchema = z.object({
  ...common,
  type: z.literal('creative'),
  first_name: z.string(),
  last_name: z.string(),
  category: text,
  sector: text,
  expertise: text,
  location: text,
  bio: text,
  gender: text,
  level_of_education: text,
  employment_status: text,
  skill_level: text,
  status: text,
  open_to_remote: z.boolean(),
  skills: z.array(skillSchema),
  posts: z.array(z.unknown()),
});

export const publicBusinessSchema = z.object({
  ...common,
  type: z.literal('business'),
  trade_name: z.string(),
  registered_name: text,
  sector: text,
  area: text,
  state: text,
  location: text,
  address: text,
  website: text,
  logo: text,
  posts: z.array(z.unknown()),
});

export const publicPartnerSchema = z.object({
  ...common,
  type: z.literal('partner'),
  website: text,
  industry: z.enum(ORGANIZATION_SECTORS),
  partner_type: z.enum(PARTNER_TYPES),
  goals: z.string(),
  outcome: z.string(),
  logo: text,
  approved: z.boolean(),
});

/** GET /prop/public/{creative|business|partner}/{id}: the spec reads the profile at data.data. */
export const publicProfileResponseSchema = z.object({
  message: z.string(),
  data: z.object({ data: z.union([publicCreativeSchema, publicBusinessSchema, publicPartnerSchema]) }),
});
export type PublicCreative = z.infer<typeof publicCreativeSchema>;
export type PublicBusiness = z.infer<typeof publicBusinessSchema>;
export type PublicPartner = z.infer<typeof publicPartnerSchema>;
export type AdminProfileExtras = z.infer<typeof adminProfileExtrasSchema>;
