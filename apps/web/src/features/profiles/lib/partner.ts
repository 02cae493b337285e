import type { PartnerOwnProfile } from '@creative-ng/shared/profiles/partner';

/*
 * The partner's own profile page (/profilepage for partners): the edit form's values and the changes it sends
 * to PUT /prop/partner-reg/profile. Pure, so it is tested without the page.
 */

export type { PartnerOwnProfile };

/** The edit form's fields, in the order they are shown (and focused on error). */
export const PARTNER_EDIT_FIELDS = [
  'name',
  'website',
  'industry',
  'user_name',
  'user_email',
  'user_phone_number',
  'partner_type',
  'goals',
  'outcome',
] as const;
export type PartnerEditField = (typeof PARTNER_EDIT_FIELDS)[number];
export type PartnerEditValues = Record<PartnerEditField, string>;

/** The form's starting values: the saved profile, with the contact person under the registration names. */
export function partnerEditValuesOf(profile: PartnerOwnProfile): PartnerEditValues {
  return {
    name: profile.name,
    website: profile.website ?? '',
    industry: profile.industry,
    user_name: profile.contact.name,
    user_email: profile.contact.email,
    user_phone_number: profile.contact.phone,
    partner_type: profile.partner_type,
    goals: profile.goals,
    outcome: profile.outcome,
  };
}

/**
 * Only the fields the person changed (compared trimmed), as typed: the shared schema trims them, and an
 * emptied website becomes null there. An emptied required field is sent too, so its error is shown.
 */
export function partnerEditChanges(
  before: PartnerEditValues,
  after: PartnerEditValues,
): Partial<Record<PartnerEditField, string>> {
  const changes: Partial<Record<PartnerEditField, string>> = {};
  for (const field of PARTNER_EDIT_FIELDS) {
    if (after[field].trim() !== before[field].trim()) changes[field] = after[field];
  }
  return changes;
}

export type ApprovalState = 'approved' | 'pending';

/** Approved partners may publish offers, opportunities and trainings; the others wait for an admin. */
export function approvalState(profile: Pick<PartnerOwnProfile, 'approved'>): ApprovalState {
  return profile.approved ? 'approved' : 'pending';
}
