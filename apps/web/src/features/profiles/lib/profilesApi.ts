import type {
  AvailabilityRequest,
  CreativeBiodataRequest,
  CreativeEditRequest,
  SkillsRequest,
} from '@creative-ng/shared/profiles/schemas';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import {
  type CreativeProfile,
  PROFILE_KINDS,
  type ProfileKind,
  type PublicPartner,
  type PublicProfile,
} from './profile';

/*
 * The profile calls of the API contract (base /api/prop/...): the creative's own profile, onboarding,
 * 'Edit My Information', availability, skills, photos, and public profiles. Writes are typed by the shared
 * request schemas' input types (type-only imports: no zod in these chunks).
 */

export interface Skill {
  id: string;
  name: string;
  skill: { name: string };
}

export const profileKeys = {
  own: ['profiles', 'own'] as const,
  skills: ['profiles', 'skills'] as const,
  partnerOwn: ['profiles', 'partner-own'] as const,
  public: (id: string, kind: ProfileKind | 'any') => ['profiles', 'public', kind, id] as const,
};

export async function fetchOwnProfile(signal?: AbortSignal): Promise<CreativeProfile> {
  return (await apiFetch<CreativeProfile>('/api/prop/users/profile', { signal })).data;
}

/** The signed-in creative's profile. */
export function useOwnProfile(enabled = true) {
  return useQuery({
    queryKey: profileKeys.own,
    queryFn: ({ signal }) => fetchOwnProfile(signal),
    enabled,
    staleTime: 60_000,
  });
}

/** Onboarding (biodata). The phone number goes in the path; the server stores it as +234…. */
export async function saveBiodata(phoneNumber: string, body: CreativeBiodataRequest) {
  return apiFetch<CreativeProfile>(`/api/prop/creative/${encodeURIComponent(phoneNumber)}`, {
    method: 'PUT',
    json: body,
  });
}

export async function editProfile(changes: CreativeEditRequest) {
  return apiFetch<CreativeProfile>('/api/prop/users/edit_profile', { method: 'PUT', json: changes });
}

export async function saveAvailability(body: AvailabilityRequest) {
  return apiFetch<CreativeProfile>('/api/prop/users/availability', { method: 'PUT', json: body });
}

export async function addSkills(skills: SkillsRequest['skills']) {
  const body: SkillsRequest = { skills };
  return (await apiFetch<Skill[]>('/api/prop/skill', { method: 'POST', json: body })) as {
    message: string;
    data: Skill[];
  };
}

export async function removeSkill(id: string) {
  return apiFetch<Skill[]>(`/api/prop/skill/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Puts a new skill list (or profile) into the cached own profile, so every card updates at once. */
export function updateCachedProfile(client: QueryClient, profile: CreativeProfile): void {
  client.setQueryData(profileKeys.own, profile);
}

export function updateCachedSkills(client: QueryClient, skills: Skill[]): void {
  client.setQueryData<CreativeProfile>(profileKeys.own, (current) => (current ? { ...current, skills } : current));
}

// --- Public profiles -------------------------------------------------------------------------------

export async function fetchPublicProfile(kind: ProfileKind, id: string, signal?: AbortSignal): Promise<PublicProfile> {
  const envelope = await apiFetch<{ data: PublicProfile }>(`/api/prop/public/${kind}/${encodeURIComponent(id)}`, {
    signal,
    // A 401 here means nothing about the viewer's session being over (the page is public).
    redirectOn401: false,
  });
  return envelope.data.data;
}

/** True for the answers that mean "no such (public) profile": 404, and 400 for an id that is not one. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * A public profile by id. With a known kind (navigation state) only that kind is asked;
 * otherwise creative, then business, then partner, until one is found.
 */
export async function findPublicProfile(
  id: string,
  kind: ProfileKind | null,
  signal?: AbortSignal,
): Promise<PublicProfile> {
  const kinds = kind ? [kind] : PROFILE_KINDS;
  let last: unknown = null;
  for (const each of kinds) {
    try {
      return await fetchPublicProfile(each, id, signal);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      last = error;
    }
  }
  throw last ?? new ApiError(404, 'NOT_FOUND', t('apiErrors.NOT_FOUND'));
}

export function usePublicProfile(id: string | undefined, kind: ProfileKind | null) {
  return useQuery({
    queryKey: profileKeys.public(id ?? '', kind ?? 'any'),
    queryFn: ({ signal }) => findPublicProfile(id ?? '', kind, signal),
    enabled: Boolean(id),
    retry: (count, error) => !isNotFound(error) && count < 1,
  });
}

/** The signed-in partner's own profile (GET /prop/public/partner, read at data). */
export function usePartnerOwnProfile(enabled: boolean) {
  return useQuery({
    queryKey: profileKeys.partnerOwn,
    queryFn: async ({ signal }) => (await apiFetch<PublicPartner>('/api/prop/public/partner', { signal })).data,
    enabled,
  });
}
