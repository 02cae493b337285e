import { and, asc, eq, sql } from 'drizzle-orm';
import { accounts, conversationMembers, conversations, messages, orderRequests, products } from '../db/schema/index';
import { SeededRandom } from './random';
import { insertBatches } from './rows';
import type { Seeder } from './types';

const COUNTS = {
  small: { product: 40, order: 16, member: 12 },
  large: { product: 20_000, order: 8_000, member: 6_000 },
} as const;

/** What people write about a product, an order and on meeting: [asker, answerer] turns, read in order. */
export const TALK = {
  product: [
    'Good morning, is this still available?',
    'Yes it is, good morning. How many do you need?',
    'Two, for my shop in Yaba. Can you do a better price for two?',
    'For two I can take off ₦2,000. Delivery in Lagos is ₦3,500.',
    'Deal. Do you have it in blue as well?',
    'Blue is finished, I have green and indigo. I will send a picture.',
    'Indigo is fine. I will send the order request now.',
    'Thank you! I will package it tomorrow morning.',
  ],
  order: [
    'Hello, I just sent the order request. When can you deliver?',
    'Thank you for your order. I can deliver on Thursday between 10 and 2.',
    'Thursday works. Please call me when you are close, the gate is locked.',
    'No problem. Is the address on the request the right one?',
    'Yes, the one in Surulere. Can I pay on delivery?',
    'Transfer or cash on delivery, both fine.',
  ],
  member: [
    'Hi! I saw your work in the directory, it is beautiful.',
    'Thank you so much, that is kind of you.',
    'We are planning an exhibition in Enugu in March. Would you like to show some pieces?',
    'I would love to. How many pieces and what size?',
    'Five or six, medium size. I will send the details this week: https://example.com/exhibition',
    'Perfect, I will look out for it.',
  ],
} as const;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

interface Pair {
  asker: string;
  answerer: string;
  subjectType: 'product' | 'order' | 'member';
  subjectId: string | null;
  title: string | null;
}

/**
 * Conversations: buyers asking sellers about products, buyers and sellers of order requests, members who met in
 * the directory; a few to eight messages each, the newest often unread on one side, counts and read marks as the
 * API keeps them. The first members get several each, so a demo sign-in has an inbox. Deterministic ids: running it
 * twice adds nothing.
 */
export const messagingSeeder: Seeder = {
  name: 'messaging',
  async run(db, scale, log) {
    const counts = COUNTS[scale];
    const random = new SeededRandom(20_261_124);
    const members = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(sql`${accounts.role} in ('user', 'business', 'partner')`, eq(accounts.isBlacklisted, false)))
      .orderBy(asc(accounts.createdAt), asc(accounts.id))
      .limit(counts.member * 2 + 50);
    if (members.length < 2) {
      log('fewer than two members: skipped');
      return;
    }
    const productRows = await db
      .select({ id: products.id, seller: products.sellerAccountId, title: products.title })
      .from(products)
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(counts.product);
    const orderRows = await db
      .select({
        id: orderRequests.id,
        buyer: orderRequests.buyerAccountId,
        seller: orderRequests.sellerAccountId,
        title: orderRequests.productTitle,
      })
      .from(orderRequests)
      .orderBy(asc(orderRequests.createdAt), asc(orderRequests.id))
      .limit(counts.order);

    const pairs: Pair[] = [];
    // The first members ask first, so the demo accounts have conversations.
    const askerAt = (i: number) => (members[i % Math.min(members.length, 8)] ?? members[0])?.id as string;
    productRows.forEach((product, i) => {
      const asker = i < 16 ? askerAt(i) : random.pick(members).id;
      if (asker !== product.seller) {
        pairs.push({
          asker,
          answerer: product.seller,
          subjectType: 'product',
          subjectId: product.id,
          title: product.title,
        });
      }
    });
    for (const order of orderRows) {
      pairs.push({
        asker: order.buyer,
        answerer: order.seller,
        subjectType: 'order',
        subjectId: order.id,
        title: order.title,
      });
    }
    for (let i = 0; i < counts.member; i++) {
      const asker = random.pick(members).id;
      const answerer = i < 8 ? askerAt(i + 1) : random.pick(members).id;
      if (asker !== answerer) pairs.push({ asker, answerer, subjectType: 'member', subjectId: null, title: null });
    }

    const seen = new Set<string>();
    const conversationRows: (typeof conversations.$inferInsert)[] = [];
    const sideRows: (typeof conversationMembers.$inferInsert)[] = [];
    const messageRows: (typeof messages.$inferInsert)[] = [];
    const now = Date.now();
    for (const pair of pairs) {
      const [low, high] = [pair.asker, pair.answerer].sort() as [string, string];
      const key = `${low}:${high}:${pair.subjectType}:${pair.subjectId ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const id = random.uuid();
      const lines = TALK[pair.subjectType];
      const length = 2 + random.int(lines.length - 1);
      let at = now - random.int(60 * DAY_MS) - length * 90 * MINUTE_MS;
      const started = at;
      for (let seq = 1; seq <= length; seq++) {
        at += (1 + random.int(180)) * MINUTE_MS;
        messageRows.push({
          id: random.uuid(),
          conversationId: id,
          seq,
          senderAccountId: seq % 2 === 1 ? pair.asker : pair.answerer,
          clientId: random.uuid(),
          body: lines[seq - 1] as string,
          createdAt: new Date(at),
        });
      }
      conversationRows.push({
        id,
        memberLow: low,
        memberHigh: high,
        subjectType: pair.subjectType,
        subjectId: pair.subjectId,
        subjectTitle: pair.title,
        lastSeq: length,
        lastMessageAt: new Date(at),
        createdAt: new Date(started),
      });
      // Whoever did not write the last message may not have read it yet (with the one before, when theirs too).
      const lastSender = length % 2 === 1 ? pair.asker : pair.answerer;
      const reader = lastSender === pair.asker ? pair.answerer : pair.asker;
      const unread = random.chance(0.4) ? 1 : 0;
      for (const [account, other] of [
        [pair.asker, pair.answerer],
        [pair.answerer, pair.asker],
      ] as const) {
        const behind = account === reader ? unread : 0;
        sideRows.push({
          conversationId: id,
          accountId: account,
          otherAccountId: other,
          lastMessageAt: new Date(at),
          lastReadSeq: length - behind,
          unreadCount: behind,
        });
      }
    }

    await insertBatches(conversationRows, (batch) => db.insert(conversations).values(batch).onConflictDoNothing());
    await insertBatches(sideRows, (batch) => db.insert(conversationMembers).values(batch).onConflictDoNothing());
    await insertBatches(messageRows, (batch) => db.insert(messages).values(batch).onConflictDoNothing());
    log(`${conversationRows.length} conversations, ${messageRows.length} messages`);
  },
};
