import { z } from 'zod';
import { PARTNER_MESSAGES } from '../accounts/messages';
import { emailField, nigerianPhoneField, requiredText, urlField } from '../accounts/rules';
import { envelope } from '../api/envelope';
import { ORGANIZATION_SECTORS, PARTNER_TYPES } from '../reference/options';

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * PUT /prop/partner-reg/profile: any subset of the partner's profile, with the rules of the
 * registration steps (organisation, contact person, partnership). The contact keys keep the
 * registration form's names (user_name, user_email, user_phone_number).
 */
export const partnerEditRequestSchema = z
  .object({
    name: requiredText(PARTNER_MESSAGES.name, 160).optional(),
    website: z.preprocess(emptyToNull, urlField.nullable()).optional(),
    industry: z.enum(ORGANIZATION_SECTORS, { error: PARTNER_MESSAGES.industry }).optional(),
    user_name: requiredText(PARTNER_MESSAGES.contactName, 120).optional(),
    user_email: emailField(PARTNER_MESSAGES.contactEmail).optional(),
    user_phone_number: nigerianPhoneField(PARTNER_MESSAGES.contactPhone).optional(),
    partner_type: z.enum(PARTNER_TYPES, { error: PARTNER_MESSAGES.partnerType }).optional(),
    goals: requiredText(PARTNER_MESSAGES.goals, 2000).optional(),
    outcome: requiredText(PARTNER_MESSAGES.outcome, 2000).optional(),
  })
  .strict();
export type PartnerEditRequest = z.input<typeof partnerEditRequestSchema>;
export type PartnerEdit = z.output<typeof partnerEditRequestSchema>;

/** GET /prop/partner-reg/profile: the partner's own profile, with the contact person and approval state. */
export const partnerOwnProfileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  industry: z.enum(ORGANIZATION_SECTORS),
  partner_type: z.enum(PARTNER_TYPES),
  goals: z.string(),
  outcome: z.string(),
  logo: z.string().nullable(),
  cover_photo: z.string().nullable(),
  /** An admin has approved the partner: it may publish offers, opportunities and trainings. */
  approved: z.boolean(),
  approved_at: z.string().nullable(),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  visibility: z.string(),
  created_at: z.string(),
});
export type PartnerOwnProfile = z.infer<typeof partnerOwnProfileSchema>;
export const partnerOwnProfileResponseSchema = envelope(partnerOwnProfileSchema);
