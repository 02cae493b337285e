import { randomBytes } from 'node:crypto';
import type { Role } from '@creative-ng/shared';
import type { Database } from '../../src/db/client';
import { accounts, creativeProfiles } from '../../src/db/schema/index';
import { createSession } from '../../src/modules/sessions/service';

/** Inserts an account of a role and signs it in, returning its id and token. */
export async function signedInAccount(db: Database, role: Role, overrides: Partial<typeof accounts.$inferInsert> = {}) {
  const [account] = await db
    .insert(accounts)
    .values({
      role,
      email: `${role}-${randomBytes(4).toString('hex')}@example.ng`,
      displayName: `Test ${role}`,
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!account) throw new Error('account not inserted');
  const token = await createSession(db, account.id);
  return { account, token };
}

/** A signed-in creative with the profile row sign-up leaves (its first and last name). */
export async function signedInCreative(
  db: Database,
  first = 'Amaka',
  last = 'Obi',
  overrides: Partial<typeof accounts.$inferInsert> = {},
) {
  const signed = await signedInAccount(db, 'user', { displayName: `${first} ${last}`, ...overrides });
  await db.insert(creativeProfiles).values({ accountId: signed.account.id, firstName: first, lastName: last });
  return signed;
}
