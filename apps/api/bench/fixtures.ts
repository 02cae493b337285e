import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { encodeCursor } from '../src/modules/feed/service';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../src/seed/accounts';
import { queryRows } from '../src/seed/national/bulk';

/*
 * What the bench asks for, found in the seeded data: the busiest real accounts (whose pages are the heaviest),
 * a popular post, a cursor deep in the feed, a seller with many products. The accounts are signed in through
 * the API with the demo password, as a person would.
 */

export const BENCH_PEOPLE = [
  'member',
  'saver',
  'buyer',
  'seller',
  'sender',
  'host',
  'noticed',
  'talker',
  'admin',
] as const;
export type BenchPerson = (typeof BENCH_PEOPLE)[number];

interface Account {
  id: string;
  email: string;
  role: 'user' | 'business' | 'partner' | 'admin';
}

export interface Fixtures {
  people: Record<BenchPerson, Account>;
  /** The most liked post the public sees. */
  postId: string;
  /** The feed's cursor nine tenths of the way down. */
  deepCursor: string;
  /** The public creative with the most posts, and a public business. */
  creativeId: string;
  businessId: string;
  /** A product of the busiest seller (its page shows two others), and the seller's username. */
  productId: string;
  sellerUsername: string;
  /** The talker's longest conversation, its last message's number, and a word of a name in their inbox. */
  conversationId: string;
  conversationLastSeq: number;
  inboxName: string;
}

/** Accounts in good standing: they can sign in, and the public can see them. */
const inGoodStanding = sql.raw(
  `a.email_verified_at is not null and not a.is_blacklisted and a.visibility = 'public'
   and (a.role <> 'partner' or a.approved_at is not null)`,
);

/** The account in good standing with the most rows in `table` under `column` (optionally of one role). */
async function busiest(db: Database, table: string, column: string, roles: readonly string[]): Promise<Account> {
  const [row] = await queryRows<Account>(
    db,
    sql`select a.id, a.email, a.role from ${sql.identifier(table)} t
          join accounts a on a.id = t.${sql.identifier(column)}
         where ${inGoodStanding} and a.role in (${sql.join(
           roles.map((r) => sql`${r}`),
           sql`, `,
         )})
         group by a.id order by count(*) desc, a.id limit 1`,
  );
  if (!row) throw new Error(`no account in ${table}.${column}: seed the national data set first`);
  return row;
}

async function one<T>(db: Database, what: string, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<T>(db, query);
  if (!row) throw new Error(`no ${what} in the data: seed the national data set first`);
  return row;
}

export async function findFixtures(db: Database): Promise<Fixtures> {
  const people = {
    member: await busiest(db, 'post_likes', 'account_id', ['user']),
    saver: await busiest(db, 'saved_listings', 'account_id', ['user', 'business']),
    buyer: await busiest(db, 'order_requests', 'buyer_account_id', ['user', 'business']),
    seller: await busiest(db, 'order_requests', 'seller_account_id', ['user', 'business']),
    sender: await busiest(db, 'proposals', 'sender_account_id', ['user', 'business']),
    host: await busiest(db, 'proposals', 'host_account_id', ['partner']),
    noticed: await busiest(db, 'notifications', 'account_id', ['user', 'business', 'partner']),
    talker: await busiest(db, 'conversation_members', 'account_id', ['user', 'business', 'partner']),
    admin: await one<Account>(
      db,
      'demo admin',
      sql`select id, email, role from accounts where email = ${DEMO_ADMIN.email}`,
    ),
  };
  const post = await one<{ id: string }>(
    db,
    'post',
    sql`select p.id from posts p join accounts a on a.id = p.author_account_id
         where p.removed_at is null and ${inGoodStanding} order by p.like_count desc, p.id limit 1`,
  );
  const deep = await one<{ at: string; id: string }>(
    db,
    'deep post',
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id from posts
         where removed_at is null order by created_at desc nulls last, id desc nulls last
        offset (select (count(*) * 9 / 10)::int from posts) limit 1`,
  );
  const creative = await busiest(db, 'posts', 'author_account_id', ['user']);
  const business = await busiest(db, 'posts', 'author_account_id', ['business']);
  const product = await one<{ id: string; username: string }>(
    db,
    'product',
    sql`select p.id, u.username from products p join seller_usernames u on u.account_id = p.seller_account_id
         where p.seller_account_id = ${people.seller.id} and p.removed_at is null
         order by p.created_at desc, p.id limit 1`,
  );
  const talk = await one<{ id: string; last_seq: number; name: string }>(
    db,
    'conversation',
    sql`select c.id, c.last_seq, split_part(o.display_name, ' ', 1) as name
          from conversation_members s
          join conversations c on c.id = s.conversation_id
          join accounts o on o.id = s.other_account_id
         where s.account_id = ${people.talker.id}
         order by c.last_seq desc, c.id limit 1`,
  );
  return {
    people,
    conversationId: talk.id,
    conversationLastSeq: talk.last_seq,
    inboxName: talk.name,
    postId: post.id,
    deepCursor: encodeCursor(deep.at, deep.id),
    creativeId: creative.id,
    businessId: business.id,
    productId: product.id,
    sellerUsername: product.username,
  };
}

const LOGIN_PATHS: Record<Account['role'], string> = {
  user: '/api/prop/creative/login',
  business: '/api/prop/business/login',
  partner: '/api/prop/partner-reg/login',
  admin: '/api/prop/admin-auth/login',
};

/** Signs each account in through the API (demo password; the demo admin's own) and returns its token. */
export async function signIn(baseUrl: string, people: Fixtures['people']): Promise<Record<BenchPerson, string>> {
  const tokens = {} as Record<BenchPerson, string>;
  for (const person of BENCH_PEOPLE) {
    const account = people[person];
    const password = account.role === 'admin' ? DEMO_ADMIN.password : DEMO_PASSWORD;
    const response = await fetch(baseUrl + LOGIN_PATHS[account.role], {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password }),
    });
    const body = (await response.json()) as { token?: string; data?: { token?: string } };
    const token = body.data?.token ?? body.token;
    if (!response.ok || !token) throw new Error(`${person} (${account.email}) could not sign in: ${response.status}`);
    tokens[person] = token;
  }
  return tokens;
}
