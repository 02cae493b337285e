import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationMembers, conversations, messages } from '../src/db/schema/index';
import { seed } from '../src/seed/index';
import { queryRows } from '../src/seed/national/bulk';
import { rowCounts, useSeededDatabase } from './helpers/seeded';

describe('npm run seed (small): conversations', () => {
  const database = useSeededDatabase();

  const totals = () => rowCounts(database(), { conversations, messages });

  it('adds conversations whose numbers, read marks and unread counts agree with their messages', async () => {
    const db = database();
    const now = await totals();
    expect(now.conversations).toBeGreaterThan(30);
    expect(now.messages).toBeGreaterThan(now.conversations * 2 - 1);
    // last_seq is the number of the last message, and numbers run from 1 without gaps.
    const [numbering] = await queryRows<{ wrong: number }>(
      db,
      sql`
      select count(*)::int as wrong from conversations c
      where c.last_seq <> (select count(*) from messages m where m.conversation_id = c.id)
         or c.last_seq <> (select max(seq) from messages m where m.conversation_id = c.id)`,
    );
    expect(numbering?.wrong).toBe(0);
    // Each side's unread count is the other's messages past its read mark.
    const [unread] = await queryRows<{ wrong: number }>(
      db,
      sql`
      select count(*)::int as wrong from conversation_members s
      where s.unread_count <> (select count(*) from messages m where m.conversation_id = s.conversation_id
        and m.sender_account_id <> s.account_id and m.seq > s.last_read_seq)`,
    );
    expect(unread?.wrong).toBe(0);
    const [sides] = await db.select({ n: count() }).from(conversationMembers);
    expect(sides?.n).toBe(now.conversations * 2);
  });

  it('adds nothing when run again', async () => {
    const before = await totals();
    await seed(database(), 'small');
    expect(await totals()).toEqual(before);
  });
});
