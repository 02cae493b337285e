import type { BusinessProfile } from '@creative-ng/shared/profiles/business';
import type { NeedType } from '@creative-ng/shared/reference/needs';

/*
 * The edit-business form's values and the PUT prop/business-info/edit_profile body built from them.
 * Unlike the old front end, each need flag is the real checkbox and each detail goes to its own field.
 */

export const NEEDS: readonly NeedType[] = ['training', 'funding', 'tools', 'market_access'];
export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface Toggle {
  on: boolean;
  text: string;
}

export const TEXT_FIELDS = [
  'trade_name',
  'registered_name',
  'sector',
  'area',
  'state',
  'lga',
  'address',
  'phone_number',
  'website',
] as const;
export type TextFieldName = (typeof TEXT_FIELDS)[number];

export interface BusinessForm {
  text: Record<TextFieldName, string>;
  /** Each network: ticked, and its address. */
  social: Record<SocialNetwork, Toggle>;
  /** Each need: ticked, and its details. */
  needs: Record<NeedType, Toggle>;
}

/** The order of the form's fields (for "focus the first field in error"). */
export const FORM_FIELD_ORDER: readonly string[] = [
  'trade_name',
  'registered_name',
  'sector',
  'area',
  'state',
  'lga',
  'address',
  'phone_number',
  'website',
  ...SOCIAL_NETWORKS,
  ...NEEDS.flatMap((need) => [`need_${need}`, `detail_${need}`]),
];

const text = (value: string | null | undefined) => value ?? '';

/** The form as the profile is now: a network is ticked when it has an address. */
export function formFromProfile(profile: BusinessProfile): BusinessForm {
  return {
    text: {
      trade_name: text(profile.trade_name),
      registered_name: text(profile.registered_name),
      sector: text(profile.sector),
      area: text(profile.area),
      state: text(profile.state),
      lga: text(profile.lga),
      address: text(profile.address),
      phone_number: text(profile.phone_number),
      website: text(profile.website),
    },
    social: {
      facebook: { on: Boolean(profile.facebook), text: text(profile.facebook) },
      twitter: { on: Boolean(profile.twitter), text: text(profile.twitter) },
      instagram: { on: Boolean(profile.instagram), text: text(profile.instagram) },
    },
    needs: {
      training: { on: profile.need_training, text: text(profile.detail_training) },
      funding: { on: profile.need_funding, text: text(profile.detail_funding) },
      tools: { on: profile.need_tools, text: text(profile.detail_tools) },
      market_access: { on: profile.need_market_access, text: text(profile.detail_market_access) },
    },
  };
}

/** Empty or blank text is "none" (null). */
function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Social links: a ticked network sends its address, an unticked one removes it (null). */
export function socialPayload(social: Record<SocialNetwork, Toggle>): Record<SocialNetwork, string | null> {
  return {
    facebook: social.facebook.on ? orNull(social.facebook.text) : null,
    twitter: social.twitter.on ? orNull(social.twitter.text) : null,
    instagram: social.instagram.on ? orNull(social.instagram.text) : null,
  };
}

export type NeedsPayload = { [K in NeedType as `need_${K}`]: boolean } & {
  [K in NeedType as `detail_${K}`]: string | null;
};

/** Needs: each real flag, and each detail to its own field (none when the need is not ticked). */
export function needsPayload(needs: Record<NeedType, Toggle>): NeedsPayload {
  const out: Record<string, boolean | string | null> = {};
  for (const need of NEEDS) {
    out[`need_${need}`] = needs[need].on;
    out[`detail_${need}`] = needs[need].on ? orNull(needs[need].text) : null;
  }
  return out as NeedsPayload;
}

/** Everything the form says, as edit_profile fields. Required fields stay as typed ('' is checked by the schema). */
export function fullPayload(form: BusinessForm): Record<string, unknown> {
  const { text: values } = form;
  return {
    trade_name: values.trade_name.trim(),
    registered_name: orNull(values.registered_name),
    sector: values.sector,
    area: values.area,
    state: values.state,
    lga: values.lga,
    address: orNull(values.address),
    phone_number: values.phone_number.trim(),
    website: orNull(values.website),
    ...socialPayload(form.social),
    ...needsPayload(form.needs),
  };
}

/** Fields that must be sent together (the server checks them as pairs). */
const PAIRS: readonly (readonly [string, string])[] = [
  ['state', 'lga'],
  ['sector', 'area'],
];

/**
 * Only what changed since `before` (edit_profile takes any subset), with a changed state or LGA sent
 * with its partner, and the same for sector and area. An empty object means nothing changed.
 */
export function changedPayload(form: BusinessForm, before: BusinessForm): Record<string, unknown> {
  const now = fullPayload(form);
  const was = fullPayload(before);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(now)) if (value !== was[key]) out[key] = value;
  for (const [a, b] of PAIRS) {
    if (a in out || b in out) {
      out[a] = now[a];
      out[b] = now[b];
    }
  }
  return out;
}
