import type { NeedType } from '@creative-ng/shared/reference/needs';

/** The four needs of business sign-up step 3, in order. */
export const NEEDS: readonly NeedType[] = ['training', 'funding', 'tools', 'market_access'];

/** Which fields each step of a multi-step sign-up holds, in screen order. */
export type StepFields = Readonly<Record<number, readonly string[]>>;

export const BUSINESS_STEP_FIELDS = {
  1: ['trade_name', 'sector', 'area', 'state', 'lga'],
  2: ['email', 'phone_number'],
  3: [...NEEDS.flatMap((need) => [`need_${need}`, `detail_${need}`]), 'terms_accepted'],
} as const satisfies StepFields;

export const PARTNER_STEP_FIELDS = {
  1: ['name', 'email', 'website', 'industry'],
  2: ['user_name', 'user_email', 'user_phone_number'],
  3: ['partner_type', 'goals', 'outcome', 'password', 'terms_accepted'],
} as const satisfies StepFields;

/** All fields of a form, in screen order. */
export function fieldOrder(steps: StepFields): string[] {
  return Object.keys(steps)
    .map(Number)
    .sort((a, b) => a - b)
    .flatMap((step) => steps[step] ?? []);
}

/** The step a field is on; fields we do not know (the server may name others) stay on the last step. */
export function stepOf(steps: StepFields, field: string): number {
  const numbers = Object.keys(steps)
    .map(Number)
    .sort((a, b) => a - b);
  return numbers.find((step) => steps[step]?.includes(field)) ?? numbers[numbers.length - 1] ?? 1;
}
