import { z } from 'zod';
import { envelope } from '../api/envelope';
import { LANGUAGE_CODES } from '../i18n/languages';
import { ORGANIZATION_SECTORS, PARTNER_TYPES, ROLES } from '../reference/options';
import { ACCOUNT_MESSAGES, BUSINESS_MESSAGES, FIELD_MESSAGES, PARTNER_MESSAGES, PASSWORD_MESSAGES } from './messages';
import {
  canonicalLga,
  categoriesFor,
  emailField,
  nigerianPhoneField,
  officialStateName,
  optionalText,
  otpField,
  passwordField,
  requiredText,
  urlField,
} from './rules';

/* Requests. Field names are the spec's (snake_case); each schema is used by the web form and the API route. */

/** Sign-in for creatives, businesses and partners: both fields or 'All fields are required', no call made. */
export const loginRequestSchema = z.object({
  email: z
    .string({ error: ACCOUNT_MESSAGES.allFieldsRequired })
    .trim()
    .min(1, { error: ACCOUNT_MESSAGES.allFieldsRequired })
    .max(254, { error: FIELD_MESSAGES.tooLong })
    .transform((v) => v.toLowerCase()),
  password: z
    .string({ error: ACCOUNT_MESSAGES.allFieldsRequired })
    .min(1, { error: ACCOUNT_MESSAGES.allFieldsRequired })
    .max(128, { error: PASSWORD_MESSAGES.tooLong }),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const adminLoginRequestSchema = z.object({
  email: z
    .string({ error: ACCOUNT_MESSAGES.adminAllFieldsRequired })
    .trim()
    .min(1, { error: ACCOUNT_MESSAGES.adminAllFieldsRequired })
    .max(254, { error: FIELD_MESSAGES.tooLong })
    .transform((v) => v.toLowerCase()),
  password: z
    .string({ error: ACCOUNT_MESSAGES.adminAllFieldsRequired })
    .min(1, { error: ACCOUNT_MESSAGES.adminAllFieldsRequired })
    .max(128, { error: PASSWORD_MESSAGES.tooLong }),
});
export type AdminLoginRequest = z.input<typeof adminLoginRequestSchema>;

const termsField = z.literal(true, { error: ACCOUNT_MESSAGES.termsRequired });

/** The terms checkbox alone: the last step of a multi-step sign-up checks it beside the step schemas. */
export const termsAcceptedSchema = z.object({ terms_accepted: termsField });

export const creativeRegisterRequestSchema = z.object({
  first_name: requiredText(FIELD_MESSAGES.firstName, 80),
  last_name: requiredText(FIELD_MESSAGES.lastName, 80),
  email: emailField(),
  password: passwordField,
  /** The terms checkbox. Old clients did not send it; the web app always does. */
  terms_accepted: termsField.optional(),
});
export type CreativeRegisterRequest = z.input<typeof creativeRegisterRequestSchema>;

/** OTP check: with the token from registration, or with the email (for people who come back later). */
export const otpRequestSchema = z.object({
  otp: otpField,
  email: emailField().optional(),
});
export type OtpRequest = z.input<typeof otpRequestSchema>;

export const resendOtpRequestSchema = z.object({ email: emailField() });
export type ResendOtpRequest = z.input<typeof resendOtpRequestSchema>;

/** Create-password screens (/cpassword, /bpassword): the token from registration says whose. */
export const createPasswordRequestSchema = z
  .object({
    password: passwordField,
    confirm_password: z.string({ error: PASSWORD_MESSAGES.mismatch }).optional(),
  })
  .refine((v) => v.confirm_password === undefined || v.confirm_password === v.password, {
    error: PASSWORD_MESSAGES.mismatch,
    path: ['confirm_password'],
  });
export type CreatePasswordRequest = z.input<typeof createPasswordRequestSchema>;

/** Partner set-password (/setpartnerpassword): the email's OTP proves who it is. */
export const partnerSetPasswordRequestSchema = z
  .object({
    email: emailField(),
    otp: otpField,
    password: passwordField,
    confirm_password: z.string({ error: PASSWORD_MESSAGES.mismatch }).optional(),
  })
  .refine((v) => v.confirm_password === undefined || v.confirm_password === v.password, {
    error: PASSWORD_MESSAGES.mismatch,
    path: ['confirm_password'],
  });
export type PartnerSetPasswordRequest = z.input<typeof partnerSetPasswordRequestSchema>;

export const resetInitRequestSchema = z.object({ email: emailField() });
export type ResetInitRequest = z.input<typeof resetInitRequestSchema>;

export const resetFinalRequestSchema = z
  .object({
    email: emailField(),
    otp: otpField,
    new_password: passwordField,
    confirm_password: z.string().optional(),
  })
  .refine((v) => v.confirm_password === undefined || v.confirm_password === v.new_password, {
    error: PASSWORD_MESSAGES.mismatch,
    path: ['confirm_password'],
  });
export type ResetFinalRequest = z.input<typeof resetFinalRequestSchema>;

/* Business sign-up, 4 steps. Steps 1–3 are validated in the browser one by one and together on the server. */

export const businessStep1Schema = z
  .object({
    trade_name: requiredText(BUSINESS_MESSAGES.tradeName, 160),
    sector: requiredText(BUSINESS_MESSAGES.sector, 120),
    area: requiredText(BUSINESS_MESSAGES.area, 120),
    state: requiredText(BUSINESS_MESSAGES.state, 60),
    lga: requiredText(BUSINESS_MESSAGES.lga, 80),
  })
  .transform((v, ctx) => {
    const state = officialStateName(v.state);
    if (!state) ctx.addIssue({ code: 'custom', path: ['state'], message: FIELD_MESSAGES.invalidState });
    const lga = state ? canonicalLga(state, v.lga) : undefined;
    if (state && !lga) ctx.addIssue({ code: 'custom', path: ['lga'], message: FIELD_MESSAGES.invalidLga });
    const areas = categoriesFor(v.sector);
    if (areas.length === 0) ctx.addIssue({ code: 'custom', path: ['sector'], message: BUSINESS_MESSAGES.sector });
    else if (!areas.includes(v.area))
      ctx.addIssue({ code: 'custom', path: ['area'], message: FIELD_MESSAGES.invalidArea });
    return { ...v, state: state ?? v.state, lga: lga ?? v.lga };
  });

export const businessStep2Schema = z.object({
  email: emailField(BUSINESS_MESSAGES.email),
  phone_number: nigerianPhoneField(BUSINESS_MESSAGES.phone),
});

export const businessStep3Schema = z.object({
  need_training: z.boolean().default(false),
  need_funding: z.boolean().default(false),
  need_tools: z.boolean().default(false),
  need_market_access: z.boolean().default(false),
  detail_training: optionalText(),
  detail_funding: optionalText(),
  detail_tools: optionalText(),
  detail_market_access: optionalText(),
});

export const businessRegisterRequestSchema = z
  .object({
    ...businessStep2Schema.shape,
    ...businessStep3Schema.shape,
    trade_name: z.string(),
    sector: z.string(),
    area: z.string(),
    state: z.string(),
    lga: z.string(),
    terms_accepted: termsField.optional(),
  })
  .transform((v, ctx) => {
    const step1 = businessStep1Schema.safeParse(v);
    if (!step1.success) {
      for (const issue of step1.error.issues) ctx.addIssue({ ...issue, code: 'custom' } as never);
      return z.NEVER;
    }
    return { ...v, ...step1.data };
  });
export type BusinessRegisterRequest = z.input<typeof businessRegisterRequestSchema>;

/* Partner sign-up, 3 steps. */

export const partnerStep1Schema = z.object({
  name: requiredText(PARTNER_MESSAGES.name, 160),
  email: emailField(PARTNER_MESSAGES.email),
  website: z
    .union([z.literal(''), urlField])
    .optional()
    .default(''),
  industry: z.enum(ORGANIZATION_SECTORS, { error: PARTNER_MESSAGES.industry }),
});

export const partnerStep2Schema = z.object({
  user_name: requiredText(PARTNER_MESSAGES.contactName, 120),
  user_email: emailField(PARTNER_MESSAGES.contactEmail),
  user_phone_number: nigerianPhoneField(PARTNER_MESSAGES.contactPhone),
});

export const partnerStep3Schema = z.object({
  partner_type: z.enum(PARTNER_TYPES, { error: PARTNER_MESSAGES.partnerType }),
  goals: requiredText(PARTNER_MESSAGES.goals, 2000),
  outcome: requiredText(PARTNER_MESSAGES.outcome, 2000),
  password: passwordField,
});

export const partnerRegisterRequestSchema = z.object({
  ...partnerStep1Schema.shape,
  ...partnerStep2Schema.shape,
  ...partnerStep3Schema.shape,
  terms_accepted: termsField.optional(),
});
export type PartnerRegisterRequest = z.input<typeof partnerRegisterRequestSchema>;

/* Responses. */

/** The user object the spec reads at data.user after sign-in and keeps in browser storage. */
export const authUserSchema = z.object({
  id: z.uuid(),
  role: z.enum(ROLES),
  email: z.string(),
  display_name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email_verified: z.boolean(),
  /** Partners only: approved by an admin and allowed to publish. */
  approved: z.boolean().nullable(),
  created_at: z.string(),
  /** The account's language (Settings → language): the platform's emails to it are in this language. */
  language: z.enum(LANGUAGE_CODES),
  /** The profile photo (a creative) or logo (a business or partner), for the top bar's avatar; null when none. */
  photo: z.string().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const authResultSchema = z.object({ token: z.string(), user: authUserSchema });
export type AuthResult = z.output<typeof authResultSchema>;
export const authResponseSchema = envelope(authResultSchema);
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Admin sign-in: the old front end reads the token at the top level and the user in data. */
export const adminLoginResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  data: z.object({ user: authUserSchema, token: z.string() }),
});
