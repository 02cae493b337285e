import type { AuthUser } from '@creative-ng/shared/accounts/schemas';
import type { MessagingSettings } from '@creative-ng/shared/messaging/index';
import type { LoginType, PROFILE_VISIBILITY, Role } from '@creative-ng/shared/reference/options';
import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  ConfirmEmailChangeRequest,
  DeleteAccountRequest,
  VisibilityRequest,
} from '@creative-ng/shared/settings/schemas';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api';
import { type DownloadedFile, downloadWithToken } from '../../../lib/download';
import { t } from '../../../lib/i18n';
import { getAccessToken, type SessionProfile, writeSession } from '../../../lib/session';
import { defaultExportFilename } from './export';

/*
 * The settings calls (base /api/prop/settings/...) and the reads of the current profile visibility. Each body
 * is typed by the shared request schema's input type (type-only imports: no zod in these chunks).
 */

export type Visibility = (typeof PROFILE_VISIBILITY)[number];

export const settingsKeys = {
  // The same key and data as the profile feature's own-profile query, so both share one cached copy.
  creativeProfile: ['profiles', 'own'] as const,
  businessProfile: ['business', 'profile'] as const,
  partnerProfile: ['profiles', 'partner-own'] as const,
};

export type PasswordChange = ChangePasswordRequest;

/** PUT /prop/settings/password. The old token is revoked: the new one is stored at once. */
/** The session kept with `token` and the account as the answer gives it (its email may have changed). */
function keepSession(token: string, session: { userType: Role; loginType: LoginType }, user: AuthUser | null) {
  writeSession({
    accessToken: token,
    userType: session.userType,
    loginType: session.loginType,
    profile: user as SessionProfile | null,
  });
}

export async function changePassword(body: PasswordChange, session: { userType: Role; loginType: LoginType }) {
  const response = await apiFetch<{ token: string; user: AuthUser | null }>('/api/prop/settings/password', {
    method: 'PUT',
    json: body,
  });
  const token = response.data?.token;
  if (typeof token !== 'string' || token === '') throw new ApiError(200, 'BAD_RESPONSE', t('apiErrors.BAD_RESPONSE'));
  keepSession(token, session, response.data.user ?? null);
  return response;
}

export function saveVisibility(visibility: Visibility) {
  const body: VisibilityRequest = { visibility };
  return apiFetch<null>('/api/prop/settings/visibility', { method: 'PUT', json: body });
}

export function deleteAccount(password: string) {
  const body: DeleteAccountRequest = { password };
  return apiFetch<null>('/api/prop/settings/account', { method: 'DELETE', json: body });
}

function isVisibility(value: unknown): value is Visibility {
  return value === 'public' || value === 'private';
}

/**
 * The signed-in member's current visibility: from the creative or business profile; partners have no such
 * field in their profile, so they start at 'public'.
 */
export function useCurrentVisibility(role: Role | null) {
  const path =
    role === 'user' ? '/api/prop/users/profile' : role === 'business' ? '/api/prop/business-info/profile' : null;
  return useQuery({
    queryKey: role === 'business' ? settingsKeys.businessProfile : settingsKeys.creativeProfile,
    queryFn: async ({ signal }) => (await apiFetch<Record<string, unknown>>(path ?? '', { signal })).data,
    enabled: path !== null,
    select: (profile): Visibility => (isVisibility(profile?.visibility) ? profile.visibility : 'public'),
  });
}

/**
 * GET /prop/settings/export with the token, then saves the answer as a file (lib/download).
 * Resolves with the file's name and size; rejects with ApiError.
 */
export function downloadMyData(signal?: AbortSignal): Promise<DownloadedFile> {
  return downloadWithToken('/api/prop/settings/export', defaultExportFilename(), { signal });
}

/** Change email, step 1: a code goes to the new address. */
export function startEmailChange(newEmail: string, password: string) {
  const body: ChangeEmailRequest = { new_email: newEmail, password };
  return apiFetch<null>('/api/prop/settings/email', { method: 'PUT', json: body });
}

/** Change email, step 2: the code confirms it; the stored user follows the new address. */
export async function confirmEmailChange(otp: string, session: { userType: Role; loginType: LoginType }) {
  const body: ConfirmEmailChangeRequest = { otp };
  const response = await apiFetch<{ token: string; user: AuthUser | null }>('/api/prop/settings/email/confirm', {
    method: 'POST',
    json: body,
  });
  const token = getAccessToken();
  if (token) keepSession(token, session, response.data.user ?? null);
  return response;
}

export const messagingSettingsKey = ['messaging', 'settings'] as const;

/** GET /prop/messaging/settings: whether read receipts ('Seen') are shown in the member's conversations. */
export function useMessagingSettings() {
  return useQuery({
    queryKey: messagingSettingsKey,
    queryFn: async ({ signal }) => (await apiFetch<MessagingSettings>('/api/prop/messaging/settings', { signal })).data,
  });
}

/** PUT /prop/messaging/settings. */
export function saveMessagingSettings(settings: MessagingSettings) {
  return apiFetch<MessagingSettings>('/api/prop/messaging/settings', { method: 'PUT', json: settings });
}

export interface BlockedMember {
  id: string;
  name: string;
  blocked_at: string;
}

export const blockedMembersKey = ['messaging', 'blocks'] as const;

/** GET /prop/blocks: the members this account blocked (their conversations are hidden from it). */
export function useBlockedMembers() {
  return useQuery({
    queryKey: blockedMembersKey,
    queryFn: async ({ signal }) => (await apiFetch<BlockedMember[]>('/api/prop/blocks', { signal })).data,
  });
}

/** DELETE /prop/blocks/{id}. */
export function unblockMember(accountId: string) {
  return apiFetch<null>(`/api/prop/blocks/${encodeURIComponent(accountId)}`, { method: 'DELETE' });
}
