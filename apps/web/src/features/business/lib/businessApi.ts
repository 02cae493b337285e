import type {
  BusinessEditRequest,
  BusinessProfile,
  BusinessVerificationRequest,
  OwnedBusiness,
  OwnedBusinessRequest,
} from '@creative-ng/shared/profiles/business';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/*
 * The business calls (base /api/prop/...): the business account's own profile, its edits, the CAC number
 * (logo and cover go through the profiles' PhotoUpload), and any member's side business (the add-business form).
 * Writes are typed by the shared request schemas' input types.
 */

export type { BusinessProfile };

/** A member's side business (the shared response type). */
export type SideBusiness = OwnedBusiness;

export const businessKeys = {
  // The settings page reads visibility from the same cached profile.
  profile: ['business', 'profile'] as const,
  side: ['business', 'side'] as const,
};

export function useBusinessProfile(enabled = true) {
  return useQuery({
    enabled,
    queryKey: businessKeys.profile,
    queryFn: async ({ signal }) =>
      (await apiFetch<BusinessProfile>('/api/prop/business-info/profile', { signal })).data,
  });
}

export function setCachedBusinessProfile(client: QueryClient, profile: BusinessProfile): void {
  client.setQueryData(businessKeys.profile, profile);
}

/** PUT prop/business-info/edit_profile with any subset of the fields. */
export function editBusinessProfile(changes: BusinessEditRequest) {
  return apiFetch<BusinessProfile>('/api/prop/business-info/edit_profile', { method: 'PUT', json: changes });
}

/** POST prop/business/verification with the CAC number. */
export function saveCacNumber(id: string) {
  const body: BusinessVerificationRequest = { id, verification_type: 'CAC' };
  return apiFetch<BusinessProfile>('/api/prop/business/verification', { method: 'POST', json: body });
}

/** The member's side business, or null ('No Business Added'). */
export function useSideBusiness() {
  return useQuery({
    queryKey: businessKeys.side,
    queryFn: async ({ signal }) =>
      (await apiFetch<SideBusiness | null>('/api/prop/users/business', { signal })).data ?? null,
  });
}

export function saveSideBusiness(body: OwnedBusinessRequest) {
  return apiFetch<SideBusiness>('/api/prop/users/business', { method: 'PUT', json: body });
}
