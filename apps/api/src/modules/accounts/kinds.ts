import type { LoginType, Role } from '@creative-ng/shared';

/** The three kinds of account people sign up for, each with its own path prefix in the spec. */
export interface AccountKind {
  role: Exclude<Role, 'admin'>;
  /** Path prefix of the spec's calls for this kind. */
  base: string;
  /** How people name it ('Creative', 'Business', 'Partner'). */
  label: string;
}

export const ACCOUNT_KINDS: Record<LoginType, AccountKind> = {
  user: { role: 'user', base: '/prop/creative', label: 'Creative' },
  business: { role: 'business', base: '/prop/business', label: 'Business' },
  partner: { role: 'partner', base: '/prop/partner-reg', label: 'Partner' },
};

export const ROLE_LABELS: Record<Role, string> = {
  user: 'Creative',
  business: 'Business',
  partner: 'Partner',
  admin: 'Admin',
};
