import { LISTING_MESSAGES, type PublisherState } from '@creative-ng/shared';
import type { Database } from '../../db/client';
import { signedIn } from '../../http/auth';
import type { AuthContext } from '../../http/auth-context';
import { AppError, forbidden } from '../../http/errors';
import { publisherFacts } from './repository';

/** Whether an account may publish now: a partner an admin approved, not blacklisted. */
export async function publisherState(db: Database, auth: AuthContext): Promise<PublisherState> {
  if (auth.role !== 'partner') return { can_publish: false, reason: 'not_partner' };
  const facts = await publisherFacts(db, auth.accountId);
  if (!facts || facts.isBlacklisted) return { can_publish: false, reason: 'blocked' };
  if (!facts.approvedAt) return { can_publish: false, reason: 'pending' };
  return { can_publish: true, reason: null };
}

/** Refuses (403, with the reason) anyone who may not publish. */
export async function mustPublish(db: Database, auth: AuthContext | null): Promise<AuthContext> {
  const viewer = signedIn(auth);
  const state = await publisherState(db, viewer);
  if (state.reason === 'pending') throw new AppError('FORBIDDEN', LISTING_MESSAGES.notApproved);
  if (state.reason === 'blocked') throw new AppError('ACCOUNT_BLOCKED', LISTING_MESSAGES.blocked);
  if (!state.can_publish) throw forbidden();
  return viewer;
}
