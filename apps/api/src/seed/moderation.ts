import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { accounts, auditLog, posts, products, reports, tools } from '../db/schema/index';
import { auditLabel } from '../modules/audit/service';
import { REPORT_DISMISSED_ACTION } from '../modules/moderation/service';
import { DEMO_ADMIN } from './accounts';
import { SeededRandom } from './random';
import type { Seeder } from './types';

const COUNTS = {
  small: { reports: 14, reporters: 30, targets: 12 },
  large: { reports: 3_000, reporters: 2_000, targets: 1_500 },
} as const;

export const REASONS = [
  'This looks like a scam: they ask for money before any work.',
  'Copied from another artist without credit.',
  'Spam: the same post again and again.',
  'Rude words in the description.',
  'The link goes to a site that is not what it says.',
  'Pretends to be a government agency.',
  'Selling fake designer goods.',
  'Shows someone’s phone number without their permission.',
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
export const DISMISSAL_NOTE = 'Checked: nothing against the rules.';
const BATCH = 1000;

/**
 * Demo reports for the admin queue: mostly open, some already dismissed (each with its audit row). Reports posts,
 * products, partner listings (tools) and profiles, whichever exist (profiles always). Deterministic ids, so
 * running it twice adds nothing.
 */
export const moderationSeeder: Seeder = {
  name: 'reports',
  async run(db, scale, log) {
    const counts = COUNTS[scale];
    const random = new SeededRandom(20_250_808);
    const [admin] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, DEMO_ADMIN.email));
    const reporters = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(inArray(accounts.role, ['user', 'business', 'partner']), eq(accounts.isBlacklisted, false)))
      .orderBy(asc(accounts.id))
      .limit(counts.reporters);
    const postTargets = await contentTargets(db, posts, posts.authorAccountId, posts.title, counts.targets);
    // Fewer products and listings than posts, as reports come in.
    const fewer = Math.ceil(counts.targets / 4);
    const productTargets = await contentTargets(db, products, products.sellerAccountId, products.title, fewer);
    const listingTargets = await contentTargets(db, tools, tools.partnerAccountId, tools.name, fewer);
    const profileTargets = await db
      .select({
        id: accounts.id,
        author: accounts.id,
        title: accounts.displayName,
        authorName: accounts.displayName,
        authorRole: accounts.role,
      })
      .from(accounts)
      .where(and(inArray(accounts.role, ['user', 'business', 'partner']), eq(accounts.isBlacklisted, false)))
      .orderBy(asc(accounts.createdAt), asc(accounts.id))
      .limit(Math.max(3, Math.ceil(counts.targets / 4)));
    if (reporters.length < 2 || profileTargets.length === 0) {
      log('no members to report with: skipped');
      return;
    }

    const now = Date.now();
    const rows: (typeof reports.$inferInsert)[] = [];
    // A dismissal by an admin leaves one audit row, as it does on the platform.
    const audits: (typeof auditLog.$inferInsert)[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < counts.reports; i++) {
      // Mostly posts; some products, listings and profiles (each only when there are any).
      const roll = random.next();
      const [type, pool] =
        roll < 0.55 && postTargets.length > 0
          ? (['post', postTargets] as const)
          : roll < 0.7 && productTargets.length > 0
            ? (['product', productTargets] as const)
            : roll < 0.8 && listingTargets.length > 0
              ? (['listing', listingTargets] as const)
              : (['profile', profileTargets] as const);
      const target = random.pick<(typeof pool)[number]>(pool);
      const reporter = random.pick(reporters);
      const id = random.uuid();
      const reason = random.pick(REASONS);
      const createdAt = new Date(now - random.int(20 * DAY_MS));
      const dismissed = random.chance(0.2);
      const auditId = random.uuid();
      const key = `${reporter.id}:${type}:${target.id}`;
      if (reporter.id === target.author || seen.has(key)) continue;
      seen.add(key);
      if (dismissed && admin) {
        audits.push({
          id: auditId,
          actorAccountId: admin.id,
          action: REPORT_DISMISSED_ACTION,
          subjectAccountId: target.author,
          subjectLabel: auditLabel({ displayName: target.authorName, role: target.authorRole }),
          reason: DISMISSAL_NOTE,
          details: { target_type: type, target_id: target.id, title: target.title, report_id: id, reports_resolved: 1 },
          createdAt: new Date(createdAt.getTime() + DAY_MS),
        });
      }
      rows.push({
        id,
        reporterAccountId: reporter.id,
        targetType: type,
        targetId: target.id,
        reason,
        createdAt,
        ...(dismissed && admin
          ? {
              status: 'dismissed' as const,
              resolvedByAccountId: admin.id,
              resolution: DISMISSAL_NOTE,
              resolvedAt: new Date(createdAt.getTime() + DAY_MS),
            }
          : {}),
      });
    }
    for (let start = 0; start < rows.length; start += BATCH) {
      await db
        .insert(reports)
        .values(rows.slice(start, start + BATCH))
        .onConflictDoNothing();
    }
    if (audits.length > 0) await db.insert(auditLog).values(audits).onConflictDoNothing();
    const kinds = new Set(rows.map((r) => r.targetType));
    log(`${rows.length} reports on ${[...kinds].join(', ')}`);
  },
};

type Reportable = typeof posts | typeof products | typeof tools;
type TextColumn = AnyPgColumn<{ data: string; notNull: true }>;

/** Up to `limit` items of one kind that are still up, with their author's name and role (the audit row names them). */
function contentTargets(db: Database, table: Reportable, author: TextColumn, title: TextColumn, limit: number) {
  return db
    .select({ id: table.id, author, title, authorName: accounts.displayName, authorRole: accounts.role })
    .from(table)
    .innerJoin(accounts, eq(accounts.id, author))
    .where(isNull(table.removedAt))
    .orderBy(asc(table.id))
    .limit(limit);
}
