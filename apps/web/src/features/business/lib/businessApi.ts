import { AUTH_HEADER } from '@creative-ng/shared/auth/session';
import type { BusinessProfile } from '@creative-ng/shared/profiles/business';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch, errorFromBody } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { clearSession, getAccessToken } from '../../../lib/session';
import { type BusinessImageKind, progressPercent, UPLOAD_FIELD } from './images';

/*
 * The business calls (base /api/prop/...): the business account's own profile, its edits, the CAC number,
 * logo and cover uploads, and any member's side business (the add-business form).
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

export interface UploadedAccountImage {
  field: 'photo' | 'cover_photo';
  url: string;
}

/**
 * PUT /prop/account/profile_image as multipart (`profile_image` for the logo, `cover_image` for the cover),
 * through XMLHttpRequest so the page can show progress. The server puts the image on the profile itself.
 */
export function uploadBusinessImage(
  file: File,
  kind: BusinessImageKind,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedAccountImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const form = new FormData();
    form.append(UPLOAD_FIELD[kind], file, file.name);
    request.open('PUT', '/api/prop/account/profile_image');
    request.setRequestHeader('accept', 'application/json');
    const token = getAccessToken();
    if (token) request.setRequestHeader(AUTH_HEADER, token);
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      const percent = event.lengthComputable ? progressPercent(event.loaded, event.total) : null;
      if (percent !== null) onProgress(percent);
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK', t('apiErrors.NETWORK')));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        body = null;
      }
      if (request.status === 401) {
        clearSession();
        window.location.assign('/login');
        reject(errorFromBody(401, body));
        return;
      }
      if (request.status < 200 || request.status >= 300) {
        reject(errorFromBody(request.status, body));
        return;
      }
      const data = (body as { data?: UploadedAccountImage } | null)?.data;
      if (!data || typeof data.url !== 'string') {
        reject(new ApiError(request.status, 'BAD_RESPONSE', t('apiErrors.BAD_RESPONSE')));
        return;
      }
      onProgress(100);
      resolve(data);
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
