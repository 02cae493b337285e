import { z } from 'zod';
import { BUSINESS_MESSAGES, FIELD_MESSAGES } from '../accounts/messages';
import {
  canonicalLga,
  categoriesFor,
  emailField,
  imageUrlField,
  needFields,
  nigerianPhoneField,
  officialStateName,
  requiredText,
  urlField,
} from '../accounts/rules';
import { envelope } from '../api/envelope';
import type { MessageGroup } from '../i18n/codes';
import { ADD_BUSINESS_SECTORS } from '../reference/options';
import { PROFILE_MESSAGES, supportNeedsSchema } from './schemas';

/**
 * What the business profile and the add-business modal say (the sign-up's field messages are
 * BUSINESS_MESSAGES). The web's business catalogue mirrors them (business.schemaErrors.* and business.messages.*).
 */
export const BUSINESS_PROFILE_MESSAGES = {
  cac: 'businessProfile.cac',
  chooseCac: 'businessProfile.chooseCac',
  stateLgaTogether: 'businessProfile.stateLgaTogether',
  sectorAreaTogether: 'businessProfile.sectorAreaTogether',
  name: 'businessProfile.name',
  address: 'businessProfile.address',
  cacSaved: 'businessProfile.cacSaved',
  businessSaved: 'businessProfile.businessSaved',
  noBusiness: 'businessProfile.noBusiness',
} as const satisfies MessageGroup;

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const nullableText = (max: number) =>
  z.preprocess(emptyToNull, z.string().trim().max(max, { error: FIELD_MESSAGES.tooLong }).nullable());
const nullableUrl = z.preprocess(emptyToNull, urlField.nullable());
const nullableImageUrl = z.preprocess(emptyToNull, imageUrlField.nullable());

/** A CAC registration number: RC (company) or BN (business name) followed by digits. */
export const cacNumberField = z
  .string()
  .trim()
  .toUpperCase()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(RC|BN|IT)?\d{4,8}$/, { error: BUSINESS_PROFILE_MESSAGES.cac }));

/**
 * PUT prop/business-info/edit_profile and PUT /prop/business/{phone_number}: any subset of the business
 * profile. Each need flag and each detail is its own field (the old front end sent false and copied the
 * funding detail into training: both fixed).
 */
export const businessEditRequestSchema = z
  .object({
    registered_name: nullableText(160).optional(),
    trade_name: requiredText(BUSINESS_MESSAGES.tradeName, 160).optional(),
    sector: requiredText(BUSINESS_MESSAGES.sector, 120).optional(),
    area: requiredText(BUSINESS_MESSAGES.area, 120).optional(),
    state: requiredText(BUSINESS_MESSAGES.state, 60).optional(),
    lga: requiredText(BUSINESS_MESSAGES.lga, 80).optional(),
    phone_number: nigerianPhoneField(BUSINESS_MESSAGES.phone).optional(),
    address: nullableText(300).optional(),
    website: nullableUrl.optional(),
    facebook: nullableUrl.optional(),
    instagram: nullableUrl.optional(),
    twitter: nullableUrl.optional(),
    logo: nullableImageUrl.optional(),
    cover_photo: nullableImageUrl.optional(),
    ...needFields(
      () => z.boolean().optional(),
      () => nullableText(2000).optional(),
    ),
  })
  .strict()
  .superRefine((v, ctx) => {
    if ((v.state === undefined) !== (v.lga === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [v.state === undefined ? 'state' : 'lga'],
        message: BUSINESS_PROFILE_MESSAGES.stateLgaTogether,
      });
    }
    if ((v.sector === undefined) !== (v.area === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [v.sector === undefined ? 'sector' : 'area'],
        message: BUSINESS_PROFILE_MESSAGES.sectorAreaTogether,
      });
    }
  })
  .transform((v, ctx) => {
    const out = { ...v };
    if (v.state !== undefined && v.lga !== undefined) {
      const state = officialStateName(v.state);
      if (!state) ctx.addIssue({ code: 'custom', path: ['state'], message: FIELD_MESSAGES.invalidState });
      const lga = state ? canonicalLga(state, v.lga) : undefined;
      if (state && !lga) ctx.addIssue({ code: 'custom', path: ['lga'], message: FIELD_MESSAGES.invalidLga });
      out.state = state ?? v.state;
      out.lga = lga ?? v.lga;
    }
    if (v.sector !== undefined && v.area !== undefined && !categoriesFor(v.sector).includes(v.area)) {
      ctx.addIssue({ code: 'custom', path: ['area'], message: FIELD_MESSAGES.invalidArea });
    }
    return out;
  });
export type BusinessEditRequest = z.input<typeof businessEditRequestSchema>;

/** POST /prop/business/verification: the spec's {id, verification_type}; we check CAC numbers. */
export const businessVerificationRequestSchema = z.object({
  id: cacNumberField,
  verification_type: z.enum(['CAC'], { error: BUSINESS_PROFILE_MESSAGES.chooseCac }).default('CAC'),
});
export type BusinessVerificationRequest = z.input<typeof businessVerificationRequestSchema>;

export const businessProfileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  registered_name: z.string().nullable(),
  trade_name: z.string(),
  sector: z.string().nullable(),
  area: z.string().nullable(),
  state: z.string().nullable(),
  lga: z.string().nullable(),
  phone_number: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  twitter: z.string().nullable(),
  logo: z.string().nullable(),
  cover_photo: z.string().nullable(),
  cac_number: z.string().nullable(),
  ...supportNeedsSchema.shape,
  visibility: z.string(),
  created_at: z.string(),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;
export const businessProfileResponseSchema = envelope(businessProfileSchema);

/** The add-business modal of a creative (/addbusiness): name, CAC, address, sector, email, phone. */
export const ownedBusinessRequestSchema = z.object({
  name: requiredText(BUSINESS_PROFILE_MESSAGES.name, 160),
  cac_number: z.preprocess(emptyToNull, cacNumberField.nullable()).optional().default(null),
  address: requiredText(BUSINESS_PROFILE_MESSAGES.address, 300),
  sector: z.enum(ADD_BUSINESS_SECTORS, { error: PROFILE_MESSAGES.sector }),
  email: emailField(),
  phone_number: nigerianPhoneField(BUSINESS_MESSAGES.phone),
});
export type OwnedBusinessRequest = z.input<typeof ownedBusinessRequestSchema>;

export const ownedBusinessSchema = z.object({
  name: z.string(),
  cac_number: z.string().nullable(),
  address: z.string().nullable(),
  sector: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  created_at: z.string(),
});
export type OwnedBusiness = z.output<typeof ownedBusinessSchema>;
export const ownedBusinessResponseSchema = envelope(ownedBusinessSchema.nullable());
