import type { Role } from '@creative-ng/shared';

/**
 * Who is making a request, as read from a live session. Its own file because both sides need it: the sessions module
 * builds it and every module reads it from the request, and neither may import the other's internals.
 */
export interface AuthContext {
  accountId: string;
  role: Role;
  sessionId: string;
  emailVerified: boolean;
}
