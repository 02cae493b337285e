import type { ReferenceData } from '@creative-ng/shared';
import type {
  AdminProfileExtras,
  PublicBusiness,
  PublicCreative,
  PublicPartner,
} from '@creative-ng/shared/profiles/public';
import type { CreativeBiodataRequest, CreativeProfile } from '@creative-ng/shared/profiles/schemas';
import { PREVIEW_LENGTHS } from '@creative-ng/shared/reference/constants';
import { type TextPreview, textPreview } from '../../../lib/text';

/*
 * Pure helpers of the profile screens: profile → what a card shows, bio preview, support needs
 * and the dependent option lists (state → LGA, sector → category).
 * Type-only imports from the shared schemas keep zod out of these chunks.
 */

export type { AdminProfileExtras, CreativeProfile, PublicBusiness, PublicCreative, PublicPartner };
export type PublicProfile = PublicCreative | PublicBusiness | PublicPartner;
export type ProfileKind = PublicProfile['type'];
export const PROFILE_KINDS: readonly ProfileKind[] = ['creative', 'business', 'partner'];

export type NeedId = 'training' | 'funding' | 'tools' | 'market_access';
export const NEED_IDS: readonly NeedId[] = ['training', 'funding', 'tools', 'market_access'];

export type SocialNetwork = 'facebook' | 'instagram' | 'twitter';
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = ['facebook', 'instagram', 'twitter'];

// --- Text --------------------------------------------------------------------------------------

/** Trimmed text, or '' for null/undefined. */
export function clean(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** "First Last" from the two parts that exist. */
export function fullName(first: string | null | undefined, last: string | null | undefined): string {
  return [clean(first), clean(last)].filter(Boolean).join(' ');
}

export type BioPreview = TextPreview;

/** The first 100 characters of a bio, words kept whole; see textPreview. */
export function bioPreview(text: string | null | undefined, limit: number = PREVIEW_LENGTHS.bio): BioPreview {
  return textPreview(text, limit);
}

/** "LGA, State" (either part may be missing). */
export function placeText(...parts: (string | null | undefined)[]): string {
  return parts.map(clean).filter(Boolean).join(', ');
}

// --- What the cards show ---------------------------------------------------------------------------

export interface Verification {
  type: 'NIN' | 'BVN';
  /** ISO date-time, or null when the server did not say when. */
  at: string | null;
}

/** One view of a profile, whoever's it is: what the profile header, about card and summary card show. */
export interface ProfileView {
  id: string;
  kind: ProfileKind;
  name: string;
  /** Expertise (creative), area (business) or partner type (partner). */
  headline: string;
  category: string;
  sector: string;
  location: string;
  bio: string;
  photo: string | null;
  cover: string | null;
  skills: { id: string; name: string }[];
  /** 'Full Time' | 'Part Time' | 'Contract', or null when not open to work. */
  availability: string | null;
  remote: boolean;
  socials: { network: SocialNetwork; url: string }[];
  website: string | null;
  verification: Verification | null;
  /** True when identity is verified but the type is not known to this viewer (public profiles). */
  identityVerified: boolean;
  details: { key: DetailKey; value: string }[];
  admin: AdminProfileExtras | null;
}

/** The plain facts listed on a public profile, in this order (keys of the catalogue's profiles.detail.*). */
export type DetailKey =
  | 'gender'
  | 'levelOfEducation'
  | 'employmentStatus'
  | 'skillLevel'
  | 'sector'
  | 'industry'
  | 'partnerType'
  | 'goals'
  | 'outcome'
  | 'address'
  | 'registeredName';

/** The category under a headline, unless it says the same (expertise and category are often one word): never twice. */
function besides(headline: string | null | undefined, category: string | null | undefined): string {
  const shown = clean(category);
  return shown.toLocaleLowerCase() === clean(headline).toLocaleLowerCase() ? '' : shown;
}

function details(pairs: [DetailKey, string | null | undefined][]): ProfileView['details'] {
  return pairs.flatMap(([key, value]) => (clean(value) ? [{ key, value: clean(value) }] : []));
}

function socialsOf(source: Partial<Record<SocialNetwork, string | null>>): ProfileView['socials'] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = clean(source[network]);
    return /^https?:\/\//i.test(url) ? [{ network, url }] : [];
  });
}

function skillNames(skills: readonly { id: string; name?: string; skill?: { name: string } }[]): ProfileView['skills'] {
  return skills
    .map((skill) => ({ id: skill.id, name: clean(skill.name) || clean(skill.skill?.name) }))
    .filter((skill) => skill.name);
}

/** The signed-in creative's own profile (GET /prop/users/profile) as a ProfileView. */
export function viewOfOwnProfile(profile: CreativeProfile): ProfileView {
  return {
    id: profile.id,
    kind: 'creative',
    name: fullName(profile.first_name, profile.last_name) || profile.email,
    headline: clean(profile.expertise),
    category: besides(profile.expertise, profile.category),
    sector: clean(profile.sector),
    location: placeText(profile.residence_state),
    bio: clean(profile.bio),
    photo: profile.photo || null,
    cover: profile.cover_photo || null,
    skills: skillNames(profile.skills),
    availability: profile.status || null,
    remote: profile.open_to_remote,
    socials: socialsOf(profile),
    website: null,
    verification: profile.verification_type ? { type: profile.verification_type, at: profile.verified_at } : null,
    identityVerified: Boolean(profile.verification_type),
    details: details([
      ['gender', profile.gender],
      ['levelOfEducation', profile.level_of_education],
      ['employmentStatus', profile.employment_status],
      ['skillLevel', profile.skill_level],
      ['address', profile.address],
    ]),
    admin: null,
  };
}

/** A public profile (GET /prop/public/{type}/{id}, data.data) as a ProfileView. */
export function viewOfPublicProfile(profile: PublicProfile): ProfileView {
  const admin = profile.admin ?? null;
  const verification: Verification | null = admin?.verification_type
    ? { type: admin.verification_type, at: null }
    : null;
  const base = {
    id: profile.id,
    kind: profile.type,
    name: clean(profile.name),
    photo: profile.photo || null,
    cover: profile.cover_photo || null,
    socials: socialsOf(profile),
    verification,
    identityVerified: profile.identity_verified,
    admin,
  };
  if (profile.type === 'creative') {
    return {
      ...base,
      name: base.name || fullName(profile.first_name, profile.last_name),
      headline: clean(profile.expertise),
      category: besides(profile.expertise, profile.category),
      sector: clean(profile.sector),
      location: clean(profile.location),
      bio: clean(profile.bio),
      skills: skillNames(profile.skills),
      availability: profile.status || null,
      remote: profile.open_to_remote,
      website: null,
      details: details([
        ['gender', profile.gender],
        ['levelOfEducation', profile.level_of_education],
        ['employmentStatus', profile.employment_status],
        ['skillLevel', profile.skill_level],
      ]),
    };
  }
  if (profile.type === 'business') {
    return {
      ...base,
      name: base.name || clean(profile.trade_name),
      photo: base.photo || profile.logo || null,
      headline: clean(profile.area),
      category: besides(profile.area, profile.sector),
      sector: clean(profile.sector),
      location: clean(profile.location) || placeText(profile.state),
      bio: '',
      skills: [],
      availability: null,
      remote: false,
      website: profile.website || null,
      details: details([
        ['registeredName', profile.registered_name],
        ['address', profile.address],
      ]),
    };
  }
  return {
    ...base,
    photo: base.photo || profile.logo || null,
    headline: '',
    category: '',
    sector: '',
    location: '',
    bio: clean(profile.goals),
    skills: [],
    availability: null,
    remote: false,
    website: profile.website || null,
    details: details([
      ['industry', profile.industry],
      ['partnerType', profile.partner_type],
      ['outcome', profile.outcome],
    ]),
  };
}

export interface ProfileSummary {
  name: string;
  expertise: string;
  category: string;
  bio: BioPreview & { full: string };
  skills: string[];
  openToWork: boolean;
  availability: string | null;
  remote: boolean;
  photo: string | null;
}

/** What the home page's profile summary card shows. */
export function profileSummary(profile: CreativeProfile): ProfileSummary {
  const view = viewOfOwnProfile(profile);
  return {
    name: view.name,
    expertise: view.headline,
    category: view.category,
    bio: { ...bioPreview(view.bio), full: view.bio },
    skills: view.skills.map((skill) => skill.name),
    openToWork: Boolean(view.availability) || view.remote,
    availability: view.availability,
    remote: view.remote,
    photo: view.photo,
  };
}

/** Onboarding is done once the biodata form has stored a phone number. */
export function isOnboarded(profile: Pick<CreativeProfile, 'phone_number'>): boolean {
  return Boolean(clean(profile.phone_number));
}

// --- Support needs ---------------------------------------------------------------------------------

export type NeedFlags = Record<`need_${NeedId}`, boolean> & Record<`detail_${NeedId}`, string | null>;

export interface NeedItem {
  id: NeedId;
  detail: string;
}

/** The needs that are flagged, each with its details (admin card, onboarding defaults). */
export function needsList(needs: NeedFlags | null | undefined): NeedItem[] {
  if (!needs) return [];
  return NEED_IDS.flatMap((id) => (needs[`need_${id}`] ? [{ id, detail: clean(needs[`detail_${id}`]) }] : []));
}

// --- Option lists --------------------------------------------------------------------------------

type States = ReferenceData['states'];
type SectorGroups = ReferenceData['sectorGroups'];

/** The LGAs of the chosen state (none until a state is chosen). */
export function lgaOptions(states: States | undefined, state: string): readonly string[] {
  const wanted = clean(state).toLowerCase();
  if (!states || !wanted) return [];
  return states.find((entry) => entry.state.toLowerCase() === wanted)?.lgas ?? [];
}

/** The categories of the chosen sector group (by name or id). */
export function categoryOptions(groups: SectorGroups | undefined, sector: string): readonly string[] {
  const wanted = clean(sector).toLowerCase();
  if (!groups || !wanted) return [];
  return groups.find((group) => group.name.toLowerCase() === wanted || group.id === wanted)?.categories ?? [];
}

/** Every category of every sector group, once each, sorted: suggestions for the skills input. */
export function skillSuggestions(groups: SectorGroups | undefined): string[] {
  if (!groups) return [];
  const seen = new Map<string, string>();
  for (const group of groups) {
    for (const category of group.categories) {
      const key = category.toLowerCase();
      if (!seen.has(key)) seen.set(key, category);
    }
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

/** True when `name` is already in `skills` (case and spacing ignored). */
export function hasSkill(skills: readonly string[], name: string): boolean {
  const wanted = clean(name).replace(/\s+/g, ' ').toLowerCase();
  return skills.some((skill) => clean(skill).replace(/\s+/g, ' ').toLowerCase() === wanted);
}

// --- Requests ------------------------------------------------------------------------------------

/** The 'Edit My Information' fields (edit_profile keys). */
export const EDIT_FIELDS = [
  'bio',
  'employment_status',
  'level_of_education',
  'expertise',
  'sector',
  'category',
  'origin_state',
  'lga_origin',
  'residence_state',
  'address',
  'facebook',
  'instagram',
  'twitter',
] as const;
export type EditField = (typeof EDIT_FIELDS)[number];
export type EditValues = Record<EditField, string>;

/** The form's starting values from the profile ('' for nothing). */
export function editValuesOf(profile: CreativeProfile): EditValues {
  return Object.fromEntries(EDIT_FIELDS.map((field) => [field, profile[field] ?? ''])) as EditValues;
}

/** Only what changed; an emptied field is sent as null (clears it). */
export function editChanges(before: EditValues, after: EditValues): Partial<Record<EditField, string | null>> {
  const changes: Partial<Record<EditField, string | null>> = {};
  for (const field of EDIT_FIELDS) {
    const next = after[field].trim();
    if (next !== before[field].trim()) changes[field] = next === '' ? null : next;
  }
  return changes;
}

/** The onboarding form's values under the schema's names (creativeBiodataRequestSchema), and the phone number. */
export interface BiodataValues {
  phoneNumber: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  stateOfOrigin: string;
  lga: string;
  employmentStatus: string;
  levelOfEducation: string;
  sector: string;
  category: string;
  skills: string[];
  skillLevel: string;
  verificationMethod: string;
  identificationNumber: string;
  supportType: NeedId[];
  detail_training: string;
  detail_funding: string;
  detail_tools: string;
  detail_market_access: string;
}

/** The onboarding form's starting values from what the profile already holds. */
export function biodataValuesOf(profile: CreativeProfile): BiodataValues {
  return {
    phoneNumber: profile.phone_number ?? '',
    firstName: profile.first_name ?? '',
    lastName: profile.last_name ?? '',
    dateOfBirth: profile.date_of_birth?.slice(0, 10) ?? '',
    gender: profile.gender ?? '',
    stateOfOrigin: profile.origin_state ?? '',
    lga: profile.lga_origin ?? '',
    employmentStatus: profile.employment_status ?? '',
    levelOfEducation: profile.level_of_education ?? '',
    sector: profile.sector ?? '',
    category: profile.category ?? '',
    skills: skillNames(profile.skills).map((skill) => skill.name),
    skillLevel: profile.skill_level ?? '',
    verificationMethod: profile.verification_type ?? '',
    identificationNumber: '',
    supportType: NEED_IDS.filter((id) => profile[`need_${id}`]),
    detail_training: profile.detail_training ?? '',
    detail_funding: profile.detail_funding ?? '',
    detail_tools: profile.detail_tools ?? '',
    detail_market_access: profile.detail_market_access ?? '',
  };
}

/**
 * The body of PUT /prop/creative/{phone_number} (creativeBiodataRequestSchema keys). Empty choices are left
 * out so the schema names what is missing; details are sent only for the needs that are ticked.
 */
export function biodataRequest(values: BiodataValues): CreativeBiodataRequest {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  // A choice the form holds as text is sent as it is: the schema names a value that is not one of its own.
  const choice = <K extends keyof CreativeBiodataRequest>(value: string) =>
    optional(value) as CreativeBiodataRequest[K];
  const ticked = (id: NeedId) => values.supportType.includes(id);
  const detail = (id: NeedId) => (ticked(id) ? values[`detail_${id}`].trim() : '');
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    employmentStatus: choice<'employmentStatus'>(values.employmentStatus),
    levelOfEducation: choice<'levelOfEducation'>(values.levelOfEducation),
    sector: values.sector,
    category: values.category,
    skills: values.skills,
    skillLevel: choice<'skillLevel'>(values.skillLevel),
    dateOfBirth: values.dateOfBirth,
    gender: choice<'gender'>(values.gender),
    stateOfOrigin: values.stateOfOrigin,
    lga: values.lga,
    verificationMethod: choice<'verificationMethod'>(values.verificationMethod),
    identificationNumber: optional(values.identificationNumber.replace(/\s+/g, '')),
    supportType: NEED_IDS.filter(ticked),
    detail_training: detail('training'),
    detail_funding: detail('funding'),
    detail_tools: detail('tools'),
    detail_market_access: detail('market_access'),
  };
}
