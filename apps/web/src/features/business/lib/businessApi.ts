import type { BusinessProfile } from '@creative-ng/shared/profiles/business';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/*
 * The business calls (base /api/prop/...): the business account's own profile, its edits, the CAC number
 * (logo and cover go through the profiles' PhotoUpload), and any member's side business (the add-business form).
 */

export type { BusinessProfile };

export interface SideBusiness {
  name: string;
  cac_number: string | null;
  address: string | null;
  sector: string;
  email: string | null;
  phone_number: string | null;
  created_at: string;
}

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
export function editBusinessProfile(changes: Record<string, unknown>) {
  return apiFetch<BusinessProfile>('/api/prop/business-info/edit_profile', { method: 'PUT', json: changes });
}

/** POST prop/business/verification with the CAC number. */
export function saveCacNumber(id: string) {
  return apiFetch<BusinessProfile>('/api/prop/business/verification', {
    method: 'POST',
    json: { id, verification_type: 'CAC' },
  });
}

/** The member's side business, or null ('No Business Added'). */
export function useSideBusiness() {
  return useQuery({
    queryKey: businessKeys.side,
    queryFn: async ({ signal }) =>
      (await apiFetch<SideBusiness | null>('/api/prop/users/business', { signal })).data ?? null,
  });
}

export function saveSideBusiness(body: Record<string, unknown>) {
  return apiFetch<SideBusiness>('/api/prop/users/business', { method: 'PUT', json: body });
}
