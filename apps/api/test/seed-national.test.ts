import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NIGERIAN_STATES } from '@creative-ng/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from '../src/adapters/storage/index';
import type { Database } from '../src/db/client';
import { mediaService } from '../src/modules/media/service';
import { passwordMatches } from '../src/security/passwords';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { assertTriggersReproduced, queryRows } from '../src/seed/national/bulk';
import { nationalRowCounts, seedNational } from '../src/seed/national/index';
import { nationalSizes } from '../src/seed/national/sizes';
import { createTestDatabase, type TestDatabase } from './helpers/database';

/*
 * The national seeder at a thousandth of its size (a thousand accounts, a thousand posts...), on PostgreSQL only:
 * it turns triggers off while it loads, so this proves what they would have done was done, every foreign key
 * holds, and a second run changes nothing. The national size itself is never seeded in tests.
 */
const FACTOR = 0.001;

describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run seed -- --scale national (a thousandth of it)', () => {
  let database: TestDatabase;
  let mediaDir: string;
  let db: Database;
  const seedOnce = async () => {
    const media = mediaService({
      db,
      storage: localStorage(mediaDir, { publicBaseUrl: 'http://localhost:3000/media' }),
      limits: { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000 },
    });
    return seedNational({ url: database.url ?? '', factor: FACTOR, media });
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    mediaDir = await mkdtemp(path.join(tmpdir(), 'seed-national-'));
    await seedOnce();
  });
  afterAll(async () => {
    await database.drop();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('fills every table with the sizes asked for', async () => {
    const sizes = nationalSizes(FACTOR);
    const rows = await nationalRowCounts(db);
    // The demo's named accounts (3 creatives, a business, 2 partners) and its admin come on top.
    expect(rows.accounts).toBe(sizes.creatives + sizes.businesses + sizes.partners + 7);
    expect(rows).toMatchObject({
      posts: sizes.posts,
      post_likes: sizes.likes,
      tools: sizes.tools,
      opportunities: sizes.opportunities,
      events: sizes.trainings,
      event_registrations: sizes.registrations,
      saved_listings: sizes.savedListings,
      products: sizes.products,
      cart_items: sizes.cartItems,
      order_requests: sizes.orders,
      proposals: sizes.proposals,
      proposal_documents: sizes.proposals,
      reports: sizes.reports,
      notifications: sizes.notifications,
      messages: sizes.messages,
    });
    expect(rows.conversations).toBeGreaterThan(sizes.conversations * 0.9);
    expect(rows.conversations).toBeLessThanOrEqual(sizes.conversations);
    expect(rows.conversation_members).toBe((rows.conversations ?? 0) * 2);
    expect(rows.skills).toBeGreaterThan(sizes.creatives);
    expect(rows.identity_verifications).toBeGreaterThan(sizes.creatives / 2);
    expect(rows.audit_log).toBeGreaterThan(10);
  });

  it('keeps every foreign key of the schema, although they were not checked during the load', async () => {
    const keys = await queryRows<{ name: string; child: string; parent: string; columns: string[]; refs: string[] }>(
      db,
      sql`select c.conname as name, c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
                 (select array_agg(a.attname::text order by k.i) from unnest(c.conkey) with ordinality k(n, i)
                    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n) as columns,
                 (select array_agg(a.attname::text order by k.i) from unnest(c.confkey) with ordinality k(n, i)
                    join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n) as refs
            from pg_constraint c join pg_namespace ns on ns.oid = c.connamespace
           where c.contype = 'f' and ns.nspname = 'public'`,
    );
    expect(keys.length).toBeGreaterThan(20);
    const broken: string[] = [];
    for (const key of keys) {
      const joined = key.columns.map(
        (column, i) => sql`p.${sql.identifier(key.refs[i] ?? '')} = c.${sql.identifier(column)}`,
      );
      const present = key.columns.map((column) => sql`c.${sql.identifier(column)} is not null`);
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.raw(key.child)} c
             where ${sql.join(present, sql` and `)}
               and not exists (select 1 from ${sql.raw(key.parent)} p where ${sql.join(joined, sql` and `)})`,
      );
      if (row?.n) broken.push(`${key.name}: ${row.n}`);
    }
    expect(broken).toEqual([]);
  });

  it('sets what the triggers and the platform keep up to date exactly as they would', async () => {
    const [row] = await queryRows<Record<string, number>>(
      db,
      sql`select
        (select count(*)::int from accounts where search_text <> account_search_text(id, display_name)) as search_text,
        (select count(*)::int from posts p
          where like_count <> (select count(*) from post_likes l where l.post_id = p.id)) as like_count,
        (select count(*)::int from events e
          where attendee_count <> (select count(*) from event_registrations r where r.event_id = e.id)) as attendees,
        (select count(*)::int from post_likes l join posts p on p.id = l.post_id
          where p.author_account_id = l.account_id) as own_likes,
        (select count(*)::int from order_requests where buyer_account_id = seller_account_id) as own_orders,
        (select count(*)::int from notifications where email_pending) as mail_pending,
        (select count(*)::int from accounts a
          left join creative_profiles cp on cp.account_id = a.id
          left join business_profiles bp on bp.account_id = a.id
          left join partner_profiles pp on pp.account_id = a.id
          where a.directory_state is distinct from coalesce(cp.residence_state, bp.state)
             or a.directory_sector is distinct from coalesce(cp.sector, bp.sector)
             or a.has_profile <> (cp.account_id is not null or bp.account_id is not null or pp.account_id is not null)
             or a.identity_verified <> exists (select 1 from identity_verifications iv where iv.account_id = a.id))
          as directory_facts,
        (select coalesce(sum(n), 0)::int from account_counts) - (select count(*)::int from accounts) as account_counts,
        (select count(*)::int from conversations c
          where c.last_seq <> (select count(*) from messages m where m.conversation_id = c.id)
             or c.last_seq <> (select max(seq) from messages m where m.conversation_id = c.id)
             or c.last_message_at <> (select max(created_at) from messages m where m.conversation_id = c.id))
          as message_numbers,
        (select count(*)::int from conversation_members s
          where s.unread_count <> (select count(*) from messages m where m.conversation_id = s.conversation_id
                                     and m.sender_account_id <> s.account_id and m.seq > s.last_read_seq))
          as unread_counts,
        (select count(*)::int from messages m join conversations c on c.id = m.conversation_id
          where m.sender_account_id not in (c.member_low, c.member_high)) as strangers`,
    );
    expect(row).toEqual({
      search_text: 0,
      like_count: 0,
      attendees: 0,
      own_likes: 0,
      own_orders: 0,
      mail_pending: 0,
      directory_facts: 0,
      account_counts: 0,
      message_numbers: 0,
      unread_counts: 0,
      strangers: 0,
    });
  });

  it('looks like the demo seed: LGAs of their state, every state, pictures from the pools, the demo password', async () => {
    const places = await queryRows<{ state: string; lga: string }>(
      db,
      sql`select origin_state as state, lga_origin as lga from creative_profiles
          union all select state, lga from business_profiles`,
    );
    const lgas = new Map(NIGERIAN_STATES.map((s) => [s.state, new Set(s.lgas)]));
    expect(places.filter((p) => !lgas.get(p.state)?.has(p.lga))).toEqual([]);
    expect(new Set(places.map((p) => p.state)).size).toBe(37);

    const [pictures] = await queryRows<{ files: number; photos: number; foreign: number }>(
      db,
      sql`select (select count(*)::int from media_files) as files,
                 (select count(*)::int from creative_profiles where photo is not null) as photos,
                 (select count(*)::int from posts, jsonb_array_elements_text(images) url
                   where url not in (select 'http://localhost:3000/media/' || key from media_files)) as foreign`,
    );
    expect(pictures?.files).toBeLessThanOrEqual(30);
    expect(pictures?.photos).toBeGreaterThan(400);
    expect(pictures?.foreign).toBe(0);

    const [account] = await queryRows<{ hash: string; hashes: number }>(
      db,
      sql`select min(password_hash) as hash, count(distinct password_hash)::int as hashes
            from accounts where role <> 'admin' and email like '%.n%@demo.example'`,
    );
    expect(account?.hashes).toBe(1);
    expect(await passwordMatches(account?.hash, DEMO_PASSWORD)).toBe(true);
  });

  it('changes nothing when run again', async () => {
    const before = await checksums(db);
    const { seeded } = await seedOnce();
    expect(seeded).toEqual([]);
    expect(await checksums(db)).toEqual(before);
  });

  it('will not add to a database seeded at another size', async () => {
    await expect(seedNational({ url: database.url ?? '', factor: FACTOR * 2 })).rejects.toThrow(/another size/);
  });

  it('will not load a table whose insert trigger it does not reproduce', async () => {
    await db.execute(
      sql`create function count_posts() returns trigger language plpgsql as $$ begin return null; end $$`,
    );
    await db.execute(
      sql`create trigger posts_counter after insert on posts for each statement execute function count_posts()`,
    );
    try {
      await expect(assertTriggersReproduced(db, 'posts and likes', ['posts'], [])).rejects.toThrow(
        /does not reproduce posts_counter on posts/,
      );
    } finally {
      await db.execute(sql`drop trigger posts_counter on posts`);
    }
  });
});

/** A fingerprint of every table's rows. */
async function checksums(db: Database): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ sum: string | null }>(
      db,
      sql`select md5(string_agg(t::text, '|' order by t::text)) as sum from ${sql.identifier(name)} t`,
    );
    sums[name] = row?.sum ?? 'empty';
  }
  return sums;
}
