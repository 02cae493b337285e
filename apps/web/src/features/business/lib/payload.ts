import type { BusinessEditRequest, BusinessProfile } from '@creative-ng/shared/profiles/business';
import type { NeedType } from '@creative-ng/shared/reference/needs';

/*
 * The edit-business form's values and the PUT prop/business-info/edit_profile body built from them.
 * Unlike the old front end, each need flag is the real checkbox and each detail goes to its own field.
 */

export const NEEDS: readonly NeedType[] = ['training', 'funding', 'tools', 'market_access'];
export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

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

/**
 * The form's values under the names of businessEditRequestSchema, and `show_<network>`: whether a network's
 * checkbox is ticked (its address is asked for then; unticking removes the link).
 */
export type BusinessEditValues = Record<TextFieldName, string> &
  Record<SocialNetwork, string> &
  Record<`show_${SocialNetwork}`, boolean> &
  Record<`need_${NeedType}`, boolean> &
  Record<`detail_${NeedType}`, string>;

/** The order of the form's fields (for "focus the first field in error"). */
export const FORM_FIELD_ORDER: readonly string[] = [
  ...TEXT_FIELDS,
  ...SOCIAL_NETWORKS,
  ...NEEDS.flatMap((need) => [`need_${need}`, `detail_${need}`]),
];

const text = (value: string | null | undefined) => value ?? '';

/** The form as the profile is now: a network is ticked when it has an address. */
export function formFromProfile(profile: BusinessProfile): BusinessEditValues {
  return {
    trade_name: text(profile.trade_name),
    registered_name: text(profile.registered_name),
    sector: text(profile.sector),
    area: text(profile.area),
    state: text(profile.state),
    lga: text(profile.lga),
    address: text(profile.address),
    phone_number: text(profile.phone_number),
    website: text(profile.website),
    facebook: text(profile.facebook),
    twitter: text(profile.twitter),
    instagram: text(profile.instagram),
    show_facebook: Boolean(profile.facebook),
    show_twitter: Boolean(profile.twitter),
    show_instagram: Boolean(profile.instagram),
    need_training: profile.need_training,
    need_funding: profile.need_funding,
    need_tools: profile.need_tools,
    need_market_access: profile.need_market_access,
    detail_training: text(profile.detail_training),
    detail_funding: text(profile.detail_funding),
    detail_tools: text(profile.detail_tools),
    detail_market_access: text(profile.detail_market_access),
  };
}

/** Empty or blank text is "none" (null). */
function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Social links: a ticked network sends its address, an unticked one removes it (null). */
export function socialPayload(values: BusinessEditValues): Record<SocialNetwork, string | null> {
  const link = (network: SocialNetwork) => (values[`show_${network}`] ? orNull(values[network]) : null);
  return { facebook: link('facebook'), twitter: link('twitter'), instagram: link('instagram') };
}

export type NeedsPayload = { [K in NeedType as `need_${K}`]: boolean } & {
  [K in NeedType as `detail_${K}`]: string | null;
};

/** Needs: each real flag, and each detail to its own field (none when the need is not ticked). */
export function needsPayload(values: BusinessEditValues): NeedsPayload {
  const out: Record<string, boolean | string | null> = {};
  for (const need of NEEDS) {
    out[`need_${need}`] = values[`need_${need}`];
    out[`detail_${need}`] = values[`need_${need}`] ? orNull(values[`detail_${need}`]) : null;
  }
  return out as NeedsPayload;
}

/** Everything the form says, as edit_profile fields. Required fields stay as typed ('' is checked by the schema). */
export function fullPayload(values: BusinessEditValues): BusinessEditRequest {
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
    ...socialPayload(values),
    ...needsPayload(values),
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
export function changedPayload(values: BusinessEditValues, before: BusinessEditValues): BusinessEditRequest {
  const now: Record<string, unknown> = fullPayload(values);
  const was: Record<string, unknown> = fullPayload(before);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(now)) if (value !== was[key]) out[key] = value;
  for (const [a, b] of PAIRS) {
    if (a in out || b in out) {
      out[a] = now[a];
      out[b] = now[b];
    }
  }
  return out as BusinessEditRequest;
}
