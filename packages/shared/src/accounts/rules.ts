import { z } from 'zod';
import type { NeedType } from '../reference/needs';
import { categoriesFor } from '../reference/sectors';
import { canonicalLga, findState } from '../reference/states';
import { ACCOUNT_MESSAGES, FIELD_MESSAGES, PASSWORD_MESSAGES } from './messages';

/** A required text field: trimmed, not empty (the spec's "trimmed-empty checks"), capped in length. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: FIELD_MESSAGES.tooLong });

export const optionalText = (max = 2000) =>
  z.string().trim().max(max, { error: FIELD_MESSAGES.tooLong }).optional().default('');

/** An email address, trimmed and lower-cased so one person cannot register twice by changing case. */
export const emailField = (requiredMessage: string = FIELD_MESSAGES.email) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(254, { error: FIELD_MESSAGES.tooLong })
    .pipe(z.email({ error: FIELD_MESSAGES.invalidEmail }))
    .transform((value) => value.toLowerCase());

/**
 * The address typed to sign in: trimmed and lower-cased as addresses are stored, but not checked as an address (a
 * wrong one just finds no account).
 */
export const signInEmailField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(254, { error: FIELD_MESSAGES.tooLong })
    .transform((value) => value.toLowerCase());

/** A password typed to prove who one is (sign-in, a confirmation): only required, its rules were checked when set. */
export const enteredPasswordField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage })
    .max(128, { error: PASSWORD_MESSAGES.tooLong });

/** The spec's password rules: 8+ characters, a capital letter and a symbol. */
export const passwordField = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, { error: PASSWORD_MESSAGES.required })
  .min(8, { error: PASSWORD_MESSAGES.tooShort })
  .max(128, { error: PASSWORD_MESSAGES.tooLong })
  .regex(/[A-Z]/, { error: PASSWORD_MESSAGES.noCapital })
  .regex(/[^A-Za-z0-9]/, { error: PASSWORD_MESSAGES.noSymbol });

/**
 * A form that sets a new password (under `key`, on the spec's rules) beside its other `fields`, with the optional
 * `confirm_password` the old front end sends: when sent, it must match.
 */
export function newPasswordForm<Key extends string, Fields extends z.ZodRawShape>(key: Key, fields: Fields) {
  const confirmation = { confirm_password: z.string({ error: PASSWORD_MESSAGES.mismatch }).optional() };
  const shape = { ...fields, [key]: passwordField, ...confirmation } as Fields &
    Record<Key, typeof passwordField> &
    typeof confirmation;
  // Read as a plain record: the check is the same whatever the other fields are.
  const confirmed = (v: Record<string, unknown>) => v.confirm_password === undefined || v.confirm_password === v[key];
  return z.object(shape).refine(confirmed, {
    error: PASSWORD_MESSAGES.mismatch,
    path: ['confirm_password'],
  });
}

/** The support needs in the order forms and answers list them. */
const NEEDS = ['training', 'funding', 'tools', 'market_access'] as const satisfies readonly NeedType[];
type NeedFields<Flag, Detail> = { [K in (typeof NEEDS)[number] as `need_${K}`]: Flag } & {
  [K in (typeof NEEDS)[number] as `detail_${K}`]: Detail;
};

/**
 * The support needs as fields: a flag for each (need_training, need_funding…), then a detail for each
 * (detail_training…), made by `flag` and `detail` as the schema reads or writes them.
 */
export function needFields<Flag extends z.ZodType, Detail extends z.ZodType>(
  flag: () => Flag,
  detail: () => Detail,
): NeedFields<Flag, Detail> {
  const flags = NEEDS.map((need) => [`need_${need}`, flag()]);
  const details = NEEDS.map((need) => [`detail_${need}`, detail()]);
  return Object.fromEntries([...flags, ...details]) as NeedFields<Flag, Detail>;
}

/**
 * A Nigerian mobile number in any usual form (0803…, 803…, 234803…, +234 803 …),
 * returned in the form we store: +234 followed by 10 digits.
 */
export function normaliseNigerianPhone(input: string): string | undefined {
  const digits = input.replace(/[\s\-().]/g, '');
  const match = /^(?:\+?234|0)?([789][01]\d{8})$/.exec(digits);
  return match ? `+234${match[1]}` : undefined;
}

export const nigerianPhoneField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .transform((value, ctx) => {
      const phone = normaliseNigerianPhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.invalidPhone });
        return z.NEVER;
      }
      return phone;
    });

/** A web address people can follow: http(s) only. */
export const urlField = z
  .string()
  .trim()
  .max(500, { error: FIELD_MESSAGES.tooLong })
  .refine((value) => /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value), { error: FIELD_MESSAGES.invalidUrl });

/**
 * The address of an uploaded image: absolute (http/https), or a path on this platform ('/media/…', as the
 * local store answers when no PUBLIC_URL is set). The API also checks it is an upload of this platform.
 */
export const imageUrlField = z
  .string()
  .trim()
  .max(1000, { error: FIELD_MESSAGES.tooLong })
  .refine((value) => /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value) || /^\/(?!\/)\S+$/.test(value), {
    error: FIELD_MESSAGES.invalidUrl,
  });

export const otpField = z
  .string({ error: ACCOUNT_MESSAGES.otpFormat })
  .trim()
  .regex(/^\d{6}$/, { error: ACCOUNT_MESSAGES.otpFormat });

/** The state exactly as the reference data spells it. */
export function officialStateName(typed: string): string | undefined {
  return findState(typed)?.state;
}

export { canonicalLga, categoriesFor };
