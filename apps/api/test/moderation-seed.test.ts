import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, auditLog, posts, reports } from '../src/db/schema/index';
import { seed } from '../src/seed/index';
import { useSeededDatabase } from './helpers/seeded';

describe('the reports seeder', () => {
  const database = useSeededDatabase();

  it('fills the queue with open and dismissed reports by members, never on their own content', async () => {
    const db = database();
    const rows = await db.select().from(reports);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.some((r) => r.status === 'open')).toBe(true);
    const [postCount] = await db.select({ n: count() }).from(posts);
    // Without posts every report is on a profile; with them most are on posts.
    if (postCount?.n === 0) expect(rows.every((r) => r.targetType === 'profile')).toBe(true);
    for (const r of rows) expect(r.reporterAccountId).not.toBe(r.targetId);
    const [admin] = await db.select().from(accounts).where(eq(accounts.role, 'admin'));
    const dismissed = rows.filter((r) => r.status === 'dismissed');
    expect(dismissed.every((r) => r.resolvedByAccountId === admin?.id)).toBe(true);
    // Each dismissal has its one audit row, as when an admin dismisses on the platform.
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'report.dismissed'));
    expect(audit.map((a) => (a.details as { report_id: string }).report_id).sort()).toEqual(
      dismissed.map((r) => r.id).sort(),
    );
    expect(audit.every((a) => a.actorAccountId === admin?.id && a.subjectAccountId && a.subjectLabel)).toBe(true);
  });

  it('adds nothing when run twice', async () => {
    const db = database();
    const [before] = await db.select({ n: count() }).from(reports);
    await seed(db, 'small');
    const [after] = await db.select({ n: count() }).from(reports);
    expect(after?.n).toBe(before?.n);
    const audits = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'report.dismissed'));
    await seed(db, 'small');
    expect(await db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'report.dismissed'))).toEqual(
      audits,
    );
  });
});
