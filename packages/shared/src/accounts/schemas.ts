import { z } from 'zod';
import { envelope } from '../api/envelope';
import { LANGUAGE_CODES } from '../i18n/languages';
import { ORGANIZATION_SECTORS, PARTNER_TYPES, ROLES } from '../reference/options';
import { ACCOUNT_MESSAGES, BUSINESS_MESSAGES, FIELD_MESSAGES, PARTNER_MESSAGES } from './messages';
import {
  canonicalLga,
  categoriesFor,
  emailField,
  enteredPasswordField,
  needFields,
  newPasswordForm,
  nigerianPhoneField,
  officialStateName,
  optionalText,
  otpField,
  passwordField,
  requiredText,
  signInEmailField,
  urlField,
} from './rules';

/* Requests. Field names are the spec's (snake_case); each schema is used by the web form and the API route. */

/** A sign-in: an address and a password, each missing one refused with the same message and no call made. */
const signInRequestSchema = (requiredMessage: string) =>
  z.object({ email: signInEmailField(requiredMessage), password: enteredPasswordField(requiredMessage) });

/** Sign-in for creatives, businesses and partners: both fields or 'All fields are required'. */
export const loginRequestSchema = signInRequestSchema(ACCOUNT_MESSAGES.allFieldsRequired);
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const adminLoginRequestSchema = signInRequestSchema(ACCOUNT_MESSAGES.adminAllFieldsRequired);
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
export const createPasswordRequestSchema = newPasswordForm('password', {});
export type CreatePasswordRequest = z.input<typeof createPasswordRequestSchema>;

/** Partner set-password (/setpartnerpassword): the email's OTP proves who it is. */
export const partnerSetPasswordRequestSchema = newPasswordForm('password', { email: emailField(), otp: otpField });
export type PartnerSetPasswordRequest = z.input<typeof partnerSetPasswordRequestSchema>;

export const resetInitRequestSchema = z.object({ email: emailField() });
export type ResetInitRequest = z.input<typeof resetInitRequestSchema>;

export const resetFinalRequestSchema = newPasswordForm('new_password', { email: emailField(), otp: otpField });
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

export const businessStep3Schema = z.object(
  needFields(
    () => z.boolean().default(false),
    () => optionalText(),
  ),
);

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
