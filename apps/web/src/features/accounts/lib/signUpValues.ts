import type { NeedType } from '@creative-ng/shared/reference/needs';
import { NEEDS } from './steps';

/* The values of business and partner sign-up, under the names of the shared step schemas. */

/** The sign-up form's values under the schema's names (business step schemas and the terms). */
export type BusinessSignUpValues = {
  trade_name: string;
  sector: string;
  area: string;
  state: string;
  lga: string;
  email: string;
  phone_number: string;
  terms_accepted: boolean;
} & Record<`need_${NeedType}`, boolean> &
  Record<`detail_${NeedType}`, string>;

export const BUSINESS_SIGN_UP_EMPTY = {
  trade_name: '',
  sector: '',
  area: '',
  state: '',
  lga: '',
  email: '',
  phone_number: '',
  terms_accepted: false,
  ...Object.fromEntries(NEEDS.flatMap((need) => [[`need_${need}`, false] as const, [`detail_${need}`, ''] as const])),
} as BusinessSignUpValues;

/** What the schemas read: a detail only for a need that is ticked. */
export function businessSignUpInput(values: BusinessSignUpValues) {
  const details = Object.fromEntries(
    NEEDS.map((need) => [`detail_${need}`, values[`need_${need}`] ? values[`detail_${need}`] : '']),
  );
  return { ...values, ...details };
}

export const PARTNER_SIGN_UP_EMPTY = {
  name: '',
  email: '',
  website: '',
  industry: '',
  user_name: '',
  user_email: '',
  user_phone_number: '',
  partner_type: '',
  goals: '',
  outcome: '',
  password: '',
  terms_accepted: false,
};

/** The sign-up form's values under the schema's names (partner step schemas and the terms). */
export type PartnerSignUpValues = typeof PARTNER_SIGN_UP_EMPTY;

/** What the schemas read: a choice not made is missing (the schema names it). */
export const partnerSignUpInput = (values: PartnerSignUpValues) => ({
  ...values,
  industry: values.industry || undefined,
  partner_type: values.partner_type || undefined,
});
