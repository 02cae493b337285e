import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, eventRegistrations, events, opportunities, tools } from '../src/db/schema/index';
import { seed } from '../src/seed/index';
import { rowCounts, useSeededDatabase } from './helpers/seeded';

describe('npm run seed (small): listings', () => {
  const database = useSeededDatabase();

  it('adds offers, opportunities and trainings by approved partners only, with right attendee counts', async () => {
    const db = database();
    expect(await rowCounts(db, { tools, opportunities, events })).toEqual({ tools: 30, opportunities: 24, events: 14 });
    const authors = await db
      .selectDistinct({ approvedAt: accounts.approvedAt, role: accounts.role })
      .from(tools)
      .innerJoin(accounts, eq(accounts.id, tools.partnerAccountId));
    expect(authors.every((a) => a.role === 'partner' && a.approvedAt !== null)).toBe(true);
    const mismatched = await db
      .select({ id: events.id })
      .from(events)
      .where(
        sql`${events.attendeeCount} <> (select count(*) from ${eventRegistrations} r where r.event_id = ${events.id})`,
      );
    expect(mismatched).toEqual([]);
    const [closed] = await db.select({ n: count() }).from(opportunities).where(sql`${opportunities.deadline} <= now()`);
    expect(closed?.n).toBeGreaterThan(0);
  });

  it('adds nothing when run again', async () => {
    const db = database();
    const before = await rowCounts(db, { eventRegistrations, tools });
    await seed(db, 'small');
    expect(await rowCounts(db, { eventRegistrations, tools })).toEqual(before);
    expect(before.tools).toBe(30);
  });
});
