// The sessions module's service: what the auth plugin, sign-in, settings and admin ask of sessions (start one, find
// the live one of a token, end them). Only a token's hash is stored.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, sessions } from '../../db/schema/index';
import type { AuthContext } from '../../http/auth-context';
import { hashToken, newToken } from '../../security/tokens';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Starts a session for an account and returns the token to hand to the client (shown once, never stored). */
export async function createSession(db: Database, accountId: string, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    accountId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/**
 * The session look-up every signed-in request sends, as a prepared statement: parsed and planned once per connection
 * instead of on every request (decision 0098), one per database handle.
 */
const sessionStatements = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

function prepareSessionLookup(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      accountId: accounts.id,
      role: accounts.role,
      emailVerifiedAt: accounts.emailVerifiedAt,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(accounts.isBlacklisted, false),
      ),
    )
    .limit(1)
    .prepare('session_by_token');
}

/** The live session of a token: not expired, not revoked, and its account not blacklisted. */
export async function findSession(db: Database, token: string): Promise<AuthContext | undefined> {
  let statement = sessionStatements.get(db);
  if (!statement) {
    statement = prepareSessionLookup(db);
    sessionStatements.set(db, statement);
  }
  const [row] = await statement.execute({ tokenHash: hashToken(token) });
  return (
    row && {
      sessionId: row.sessionId,
      accountId: row.accountId,
      role: row.role,
      emailVerified: row.emailVerifiedAt !== null,
    }
  );
}

/**
 * True when a token that no longer works was a session of an account that is now blacklisted (blacklisting ends its
 * sessions), so the answer can say why instead of a bare 401. Asked only after findSession found nothing.
 */
export async function tokenOfBlockedAccount(db: Database, token: string): Promise<boolean> {
  const [row] = await db
    .select({ blocked: accounts.isBlacklisted })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  return row?.blocked === true;
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Ends every session of an account (password reset, blacklisting, deletion). */
export async function revokeAllSessions(db: Database, accountId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
}
