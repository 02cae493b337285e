import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { TALK } from '../messaging';
import { createList, queryRows, stage, withIndexesRebuilt } from './bulk';
import { stageMembers, stagePeople } from './members';
import type { NationalSeeder } from './types';

/*
 * Conversations and their messages: people asking sellers about products (most), buyers and sellers of order
 * requests, members who met in the directory; one per pair and subject, as the platform keeps them. Every
 * conversation has a message; the rest go mostly to a few busy ones, so some conversations run to hundreds of
 * messages (what paging through a long conversation needs). Numbers run from 1 in each conversation, the sides
 * alternate, and a third of the readers have the last message unread: last_seq, the read marks and the unread
 * counts agree with the messages, as the API keeps them.
 */

export const nationalMessagingSeeder: NationalSeeder = {
  name: 'conversations',
  tables: ['conversations', 'conversation_members', 'messages'],
  marker: (sizes) => ({ table: 'messages', kind: 'message', count: sizes.messages }),
  async run({ db, sizes, log }) {
    const people = await stagePeople(db);
    const members = await stageMembers(db);
    const texts = await createList(db, 'seed_message_texts', [...TALK.product, ...TALK.order, ...TALK.member]);
    await stage(
      db,
      'seed_msg_products',
      sql`select row_number() over (order by id) as k, id, seller_account_id as seller, title from products`,
    );
    const orders = await stage(
      db,
      'seed_msg_orders',
      sql`select row_number() over (order by id) as k, id, buyer_account_id as buyer, seller_account_id as seller,
                 product_title as title
            from order_requests`,
    );
    const [products] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from seed_msg_products`);
    const conversations = await stageConversations(db, sizes.conversations, products?.n ?? 0, orders, people, members);
    await stageMessages(db, sizes.messages, conversations, texts);
    await withIndexesRebuilt(db, 'conversations', () => insertConversations(db));
    await withIndexesRebuilt(db, 'conversation_members', () => insertSides(db));
    await withIndexesRebuilt(db, 'messages', () => insertMessages(db));
    log(`${conversations} conversations, ${sizes.messages} messages`);
  },
};

/**
 * seed_convs (c, id, a = who asked, b = who answered, subject, earliest moment): 60% about products, 20% about
 * order requests, 20% between members, each pair and subject once.
 */
async function stageConversations(
  db: Database,
  count: number,
  products: number,
  orders: number,
  people: number,
  members: number,
): Promise<number> {
  const aboutProducts = products > 0 ? Math.ceil(count * 0.6 * 1.2) : 0;
  const aboutOrders = Math.min(orders, Math.ceil(count * 0.2));
  const betweenMembers = Math.ceil(count * 0.4 * 1.2);
  return stage(
    db,
    'seed_convs',
    sql`select row_number() over (order by d.source, d.n) as c,
               pg_temp.seed_id('conversation', row_number() over (order by d.source, d.n)) as id,
               d.a, d.b, d.subject_type, d.subject_id, d.title, t.earliest
          from (select distinct on (least(r.a, r.b), greatest(r.a, r.b), r.subject_type, r.subject_id) r.*
                  from (select 1 as source, g.n, q.id as a, p.seller as b, 'product' as subject_type,
                               p.id as subject_id, p.title
                          from generate_series(1, ${aboutProducts}::int) as g(n)
                          join seed_msg_products p on p.k = pg_temp.seed_skewed(g.n, 700, ${products}, 1.5)
                          join seed_people q on q.k = 1 + pg_temp.seed_pick(g.n, 701, ${people})
                         where q.id <> p.seller
                        union all
                        select 2, o.k, o.buyer, o.seller, 'order', o.id, o.title
                          from seed_msg_orders o
                         where o.k <= ${aboutOrders}
                        union all
                        select 3, g.n, x.id, y.id, 'member', null::uuid, null::text
                          from generate_series(1, ${betweenMembers}::int) as g(n)
                          join seed_members x on x.k = 1 + pg_temp.seed_pick(g.n, 710, ${members})
                          join seed_members y on y.k = 1 + pg_temp.seed_pick(g.n, 711, ${members})
                         where x.id <> y.id) as r
                 order by least(r.a, r.b), greatest(r.a, r.b), r.subject_type, r.subject_id, r.source, r.n) as d
          cross join lateral (
            select greatest(a.created_at, b.created_at) as earliest
              from accounts a, accounts b where a.id = d.a and b.id = d.b) as t
         order by d.source, d.n
         limit ${count}`,
  );
}

/**
 * seed_msgs (n, c, seq, created_at): message n belongs to conversation n while there are conversations, then to
 * a skewed pick; numbered in each conversation in the order of n, 37 to 67 minutes apart from a start that leaves
 * room before now.
 */
async function stageMessages(db: Database, count: number, conversations: number, texts: number): Promise<void> {
  await stage(
    db,
    'seed_msg_assign',
    sql`select g.n,
               case when g.n <= ${conversations} then g.n
                    else pg_temp.seed_skewed(g.n, 720, ${conversations}, 1.6) end as c
          from generate_series(1, ${count}::int) as g(n)`,
  );
  await stage(
    db,
    'seed_conv_times',
    sql`select s.c, s.messages,
               pg_temp.seed_between(s.c, 721, greatest(v.earliest, pg_temp.seed_anchor() - interval '365 days'),
                                    pg_temp.seed_anchor() - s.messages * interval '70 minutes') as started_at
          from (select c, count(*)::int as messages from seed_msg_assign group by c) as s
          join seed_convs v on v.c = s.c`,
  );
  await stage(
    db,
    'seed_msgs',
    sql`select m.n, m.c, m.seq,
               least(t.started_at + m.seq * interval '37 minutes'
                       + pg_temp.seed_pick(m.n, 722, 30) * interval '1 minute', pg_temp.seed_anchor()) as created_at,
               pg_temp.seed_pick(m.n, 723, ${texts}) as text_k
          from (select n, c, row_number() over (partition by c order by n)::int as seq from seed_msg_assign) as m
          join seed_conv_times t on t.c = m.c`,
  );
}

async function insertConversations(db: Database): Promise<void> {
  await db.execute(sql`
    insert into conversations (id, member_low, member_high, subject_type, subject_id, subject_title, last_seq,
      last_message_at, created_at)
    select v.id, least(v.a, v.b), greatest(v.a, v.b), v.subject_type::conversation_subject, v.subject_id, v.title,
           t.messages, l.at, t.started_at
      from seed_convs v
      join seed_conv_times t on t.c = v.c
      join (select c, max(created_at) as at from seed_msgs group by c) l on l.c = v.c
     order by v.id`);
}

/**
 * Both sides: whoever did not write the last message (odd numbers are the asker's) has it unread a third of the
 * time; everything else is read.
 */
async function insertSides(db: Database): Promise<void> {
  await db.execute(sql`
    insert into conversation_members (conversation_id, account_id, other_account_id, last_message_at, last_read_seq,
      unread_count)
    select s.conversation_id, s.account_id, s.other_account_id, s.last_message_at,
           s.last_seq - s.unread, s.unread
      from (select v.id as conversation_id, side.account_id, side.other_account_id, c.last_message_at, c.last_seq,
                   case when side.account_id = case when c.last_seq % 2 = 1 then v.b else v.a end
                             and pg_temp.seed_chance(v.c, 730, 0.33) then 1 else 0 end as unread
              from seed_convs v
              join conversations c on c.id = v.id
              cross join lateral (values (v.a, v.b), (v.b, v.a)) as side(account_id, other_account_id)) as s
     order by s.conversation_id, s.account_id`);
}

async function insertMessages(db: Database): Promise<void> {
  await db.execute(sql`
    insert into messages (id, conversation_id, seq, sender_account_id, client_id, body, created_at)
    select pg_temp.seed_id('message', m.n), v.id, m.seq, case when m.seq % 2 = 1 then v.a else v.b end,
           pg_temp.seed_id('message-client', m.n), x.v, m.created_at
      from seed_msgs m
      join seed_convs v on v.c = m.c
      join seed_message_texts x on x.k = m.text_k
     order by v.id, m.seq`);
}
