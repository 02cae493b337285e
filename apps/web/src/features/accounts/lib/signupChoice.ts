import type { LoginType } from '@creative-ng/shared/reference/options';
import type { AccountsKey } from '../i18n';

/** The sign-up cards, in order, with where each one leads. */
export const SIGNUP_CHOICES: readonly { type: LoginType; path: string; body: AccountsKey }[] = [
  { type: 'user', path: '/creative', body: 'accounts.signup.creativeBody' },
  { type: 'business', path: '/business', body: 'accounts.signup.businessBody' },
  { type: 'partner', path: '/partner', body: 'accounts.signup.partnerBody' },
];

/** 'Please select a card before proceeding.' when nothing is chosen; null when the choice is fine. */
export function signupChoiceError(choice: string | null | undefined): AccountsKey | null {
  return SIGNUP_CHOICES.some((option) => option.type === choice) ? null : 'accounts.signup.selectCard';
}

/** Where Next leads for a choice. */
export function signupPath(choice: LoginType): string {
  return SIGNUP_CHOICES.find((option) => option.type === choice)?.path ?? '/signup';
}
