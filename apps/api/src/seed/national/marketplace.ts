import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { DEMO_PDF, PRODUCTS, PROPOSALS } from '../marketplace';
import { createLookup, stage, withIndexesRebuilt } from './bulk';
import { createWorksList, pictureArray, stageHosts, stagePeople, worksJoins } from './members';
import type { NationalSeeder } from './types';

/*
 * The marketplace and proposals: sellers with readable usernames, products (a few sellers with hundreds), carts,
 * order requests in every status (decided ones with the moment they were decided), and proposals from creatives
 * and businesses to approved partners, half of them answering one of the partner's opportunities, each with a
 * small PDF, a quarter approved and a quarter rejected with a reason.
 */

export const nationalMarketplaceSeeder: NationalSeeder = {
  name: 'marketplace and proposals',
  tables: ['seller_usernames', 'products', 'cart_items', 'order_requests', 'proposals', 'proposal_documents'],
  marker: (sizes) => ({ table: 'products', kind: 'product', count: sizes.products }),
  async run({ db, sizes, pictures, log }) {
    const people = await stagePeople(db);
    const hosts = await stageHosts(db);
    const sellers = Math.min(sizes.sellers, people);
    await createWorksList(db, pictures.works);
    await createLookup(
      db,
      'seed_product_texts',
      'k int, title text, description text, category text, naira int',
      PRODUCTS.map(([title, description, category, naira], k) => ({ k, title, description, category, naira })),
    );
    await createLookup(
      db,
      'seed_proposal_texts',
      'k int, title text, letter text',
      PROPOSALS.map(([title, letter], k) => ({ k, title, letter })),
    );
    await withIndexesRebuilt(db, 'seller_usernames', () => insertUsernames(db, sellers));
    await stageProducts(db, sizes.products, sellers);
    await withIndexesRebuilt(db, 'products', () => insertProducts(db));
    await withIndexesRebuilt(db, 'cart_items', () => insertCarts(db, sizes.cartItems, sizes.products, people));
    await withIndexesRebuilt(db, 'order_requests', () => insertOrders(db, sizes.orders, sizes.products, people));
    await stageProposals(db, sizes.proposals, people, hosts);
    await withIndexesRebuilt(db, 'proposals', () => insertProposals(db));
    await withIndexesRebuilt(db, 'proposal_documents', () => insertDocuments(db));
    log(
      `${sellers} sellers, ${sizes.products} products, ${sizes.cartItems} cart lines, ${sizes.orders} order requests, ` +
        `${sizes.proposals} proposals`,
    );
  },
};

/** The first `sellers` people sell: a username from their name, made unique with their number ('ada-okafor-17'). */
async function insertUsernames(db: Database, sellers: number): Promise<void> {
  await db.execute(sql`
    insert into seller_usernames (account_id, username, created_at, updated_at)
    select p.id, rtrim(left(trim(both '-' from lower(regexp_replace(p.display_name, '[^a-zA-Z0-9]+', '-', 'g'))), 20), '-')
                 || '-' || p.k,
           p.created_at, p.created_at
      from seed_people p
     where p.k <= ${sellers}
     order by p.id`);
}

/** Prices around each kind's usual price (kobo), 8% sold out, 5% marked out of stock, within the last year. */
async function stageProducts(db: Database, count: number, sellers: number): Promise<void> {
  await stage(
    db,
    'seed_products',
    sql`select g.n, pg_temp.seed_id('product', g.n) as id, s.id as seller_id, t.title, t.description, t.category,
               round(t.naira * (0.6 + 0.8 * pg_temp.seed_unit(g.n, 602)))::bigint * 100
                 + case when pg_temp.seed_chance(g.n, 603, 0.2) then 50 else 0 end as price_kobo,
               pg_temp.seed_between(g.n, 604, greatest(s.created_at, pg_temp.seed_anchor() - interval '365 days'),
                                    pg_temp.seed_anchor()) as created_at
          from generate_series(1, ${count}::int) as g(n)
          join seed_people s on s.k = pg_temp.seed_skewed(g.n, 600, ${sellers}, 1.5)
          join seed_product_texts t on t.k = pg_temp.seed_pick(g.n, 601, ${PRODUCTS.length})`,
  );
}

async function insertProducts(db: Database): Promise<void> {
  await db.execute(sql`
    insert into products (id, seller_account_id, title, description, link, images, category, price_kobo, quantity,
      out_of_stock, created_at, updated_at)
    select p.id, p.seller_id, p.title, p.description, 'https://example.com/shop/' || p.n,
           ${pictureArray('w', 'p.n', 610, 3)}, p.category, p.price_kobo,
           case when pg_temp.seed_chance(p.n, 611, 0.08) then 0 else 1 + pg_temp.seed_pick(p.n, 612, 40) end,
           pg_temp.seed_chance(p.n, 613, 0.05), p.created_at, p.created_at
      from seed_products p
      ${worksJoins('w', 'p.n', 615)}
     order by p.created_at, p.n`);
}

/** Cart lines: people with a product or two of someone else's in their cart, added after both existed. */
async function insertCarts(db: Database, count: number, products: number, people: number): Promise<void> {
  await db.execute(sql`
    insert into cart_items (account_id, product_id, quantity, created_at, updated_at)
    select account_id, product_id, quantity, created_at, created_at
      from (select b.id as account_id, p.id as product_id, min(1 + pg_temp.seed_pick(g.n, 622, 3)) as quantity,
                   min(pg_temp.seed_between(g.n, 623, greatest(b.created_at, p.created_at), pg_temp.seed_anchor()))
                     as created_at
              from generate_series(1, ${Math.ceil(count * 1.25)}::int) as g(n)
              join seed_products p on p.n = pg_temp.seed_skewed(g.n, 620, ${products}, 1.5)
              join seed_people b on b.k = 1 + pg_temp.seed_pick(g.n, 621, ${people})
             where b.id <> p.seller_id
             group by b.id, p.id
             order by b.id, p.id
             limit ${count}) as lines
     order by account_id, product_id`);
}

/**
 * Order requests from people to sellers (never to themselves), mostly in the last six months: 40% pending,
 * then accepted, declined and fulfilled, decided within three days.
 */
async function insertOrders(db: Database, count: number, products: number, people: number): Promise<void> {
  await db.execute(sql`
    insert into order_requests (id, buyer_account_id, seller_account_id, product_id, product_title, unit_price_kobo,
      quantity, status, buyer_name, buyer_email, buyer_phone, message, decided_at, created_at, updated_at)
    select pg_temp.seed_id('order', row_number() over (order by o.n)), o.buyer_id, o.seller_id, o.product_id, o.title,
           o.price_kobo, o.quantity, o.status, o.buyer_name, o.buyer_email, o.buyer_phone, o.message,
           o.decided_at, o.created_at, coalesce(o.decided_at, o.created_at)
      from (select g.n, b.id as buyer_id, p.seller_id, p.id as product_id, p.title, p.price_kobo,
                   1 + pg_temp.seed_pick(g.n, 632, 2) as quantity, s.status, b.display_name as buyer_name,
                   b.email::text as buyer_email,
                   case when pg_temp.seed_chance(g.n, 633, 0.6)
                        then '+23480' || (10000000 + pg_temp.seed_pick(g.n, 634, 89999999)) end as buyer_phone,
                   case when pg_temp.seed_chance(g.n, 635, 0.5) then 'Please call me before delivery.' end as message,
                   c.at as created_at,
                   case when s.status <> 'pending'
                        then least(c.at + (1 + pg_temp.seed_pick(g.n, 636, 72)) * interval '1 hour',
                                   pg_temp.seed_anchor()) end as decided_at
              from generate_series(1, ${Math.ceil(count * 1.1)}::int) as g(n)
              join seed_products p on p.n = pg_temp.seed_skewed(g.n, 630, ${products}, 1.5)
              join seed_people b on b.k = 1 + pg_temp.seed_pick(g.n, 631, ${people})
              cross join lateral (
                select (array['pending', 'pending', 'accepted', 'declined', 'fulfilled'])[1 + pg_temp.seed_pick(g.n, 637, 5)]
                       as status) s
              cross join lateral (
                select pg_temp.seed_between(g.n, 638,
                         greatest(p.created_at, b.created_at, pg_temp.seed_anchor() - interval '180 days'),
                         pg_temp.seed_anchor()) as at) c
             where b.id <> p.seller_id
             order by g.n
             limit ${count}) as o
     order by o.created_at, o.n`);
}

/** Half answer one of the host's opportunities (when it has any); a quarter approved, a quarter rejected. */
async function stageProposals(db: Database, count: number, people: number, hosts: number): Promise<void> {
  await stage(
    db,
    'seed_host_opportunities',
    sql`select partner_account_id as host_id, id,
               row_number() over (partition by partner_account_id order by id) - 1 as j,
               count(*) over (partition by partner_account_id) as of_host
          from opportunities`,
  );
  await stage(
    db,
    'seed_proposals',
    sql`select g.n, pg_temp.seed_id('proposal', g.n) as id, s.id as sender_id, h.id as host_id, o.id as opportunity_id,
               t.title, t.letter, st.status, c.at as created_at,
               case when st.status <> 'PENDING'
                    then least(c.at + (1 + pg_temp.seed_pick(g.n, 646, 10)) * interval '1 day', pg_temp.seed_anchor())
               end as decided_at
          from generate_series(1, ${count}::int) as g(n)
          join seed_people s on s.k = pg_temp.seed_skewed(g.n, 640, ${people}, 1.3)
          join seed_hosts h on h.k = pg_temp.seed_skewed(g.n, 641, ${hosts}, 1.5)
          join seed_proposal_texts t on t.k = pg_temp.seed_pick(g.n, 642, ${PROPOSALS.length})
          left join (select distinct host_id, of_host from seed_host_opportunities) ho on ho.host_id = h.id
          left join seed_host_opportunities o
            on o.host_id = h.id and o.j = pg_temp.seed_pick(g.n, 643, ho.of_host) and pg_temp.seed_chance(g.n, 644, 0.5)
          cross join lateral (
            select (array['PENDING', 'PENDING', 'APPROVED', 'REJECTED'])[1 + pg_temp.seed_pick(g.n, 645, 4)] as status) st
          cross join lateral (
            select pg_temp.seed_between(g.n, 647,
                     greatest(s.created_at, h.approved_at, pg_temp.seed_anchor() - interval '365 days'),
                     pg_temp.seed_anchor()) as at) c`,
  );
}

async function insertProposals(db: Database): Promise<void> {
  await db.execute(sql`
    insert into proposals (id, sender_account_id, host_account_id, opportunity_id, title, cover_letter, status, reason,
      decided_at, created_at, updated_at)
    select p.id, p.sender_id, p.host_id, p.opportunity_id, p.title, p.letter, p.status,
           case p.status when 'APPROVED' then 'Clear plan and a fair budget.'
                         when 'REJECTED' then 'Outside what we fund this year.' end,
           p.decided_at, p.created_at, coalesce(p.decided_at, p.created_at)
      from seed_proposals p
     order by p.created_at, p.n`);
}

async function insertDocuments(db: Database): Promise<void> {
  await db.execute(sql`
    insert into proposal_documents (id, proposal_id, name, content_type, size, bytes, created_at)
    select pg_temp.seed_id('proposal-document', p.n), p.id, 'proposal.pdf', 'application/pdf', ${DEMO_PDF.length},
           ${DEMO_PDF}, p.created_at
      from seed_proposals p
     order by p.created_at, p.n`);
}
