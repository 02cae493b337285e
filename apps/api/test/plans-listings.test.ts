import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/lists';
import {
  eventRegistrations,
  events,
  opportunities,
  products,
  savedListings,
  sellerUsernames,
  tools,
} from '../src/db/schema/index';
import { useTestApp } from './helpers/app';
import { directoryBusiness, directoryCreative, directoryPartner } from './helpers/directory';
import { DAY } from './helpers/listings';
import { expectIndexedCall, explainCall, getAs, type PlanNode } from './helpers/plans';

/*
 * Tools, opportunities, trainings, the marketplace and saved items, each call checked for the plans its
 * statements would get on a national-size database (helpers/plans.ts): every list and filter the web app offers
 * reads an index in the order shown (open opportunities and coming trainings first, each run from its own index),
 * its total is counted to the cap, one item and its owner's others read a page of the owner's index.
 */
const app = useTestApp();
const db = () => app().database.handle.db;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const partner = await directoryPartner(db(), { name: 'Naija Arts Trust', approved: true });
  const creative = await directoryCreative(db(), { first: 'Chinedu', last: 'Okafor' });
  const business = await directoryBusiness(db(), { name: 'Ankara House' });
  Object.assign(tokens, { partner: partner.token, creative: creative.token, business: business.token });
  const by = { partnerAccountId: partner.account.id, description: 'For Nigerian creatives', images: [] };
  const [tool, paid] = await db()
    .insert(tools)
    .values([
      {
        ...by,
        name: 'Canva Pro',
        link: 'https://canva.com',
        sector: 'Film & TV',
        offer: '50% off',
        type: 'subscription',
      },
      { ...by, name: 'Adobe', link: 'https://adobe.com', sector: 'Music', offer: '20% off', price: 5000 },
    ])
    .returning({ id: tools.id });
  const soon = new Date(Date.now() + 10 * DAY);
  const gone = new Date(Date.now() - 10 * DAY);
  const opportunity = { ...by, link: 'https://example.ng', startsAt: soon, timing: 'full-time', level: 'senior' };
  const [open] = await db()
    .insert(opportunities)
    .values([
      { ...opportunity, title: 'Film fellowship', deadline: soon, location: 'remote' },
      { ...opportunity, title: 'Closed residency', deadline: gone, location: 'onsite' },
    ])
    .returning({ id: opportunities.id });
  const training = { ...by, link: 'https://example.ng', address: 'Freedom Park, Lagos' };
  const [coming] = await db()
    .insert(events)
    .values([
      { ...training, title: 'Music workshop', location: 'Online', startsAt: soon },
      { ...training, title: 'Past workshop', location: 'Offline', startsAt: gone },
    ])
    .returning({ id: events.id });
  const sale = { link: 'https://example.ng', images: [], quantity: 4, description: 'Hand-dyed in Abeokuta' };
  const [product] = await db()
    .insert(products)
    .values([
      { ...sale, sellerAccountId: business.account.id, title: 'Adire wrap', category: 'product', priceKobo: 2_500_000 },
      { ...sale, sellerAccountId: business.account.id, title: 'Aso oke', category: 'product', priceKobo: 5_000_000 },
      {
        ...sale,
        sellerAccountId: creative.account.id,
        title: 'Portrait session',
        category: 'service',
        priceKobo: 90_000,
      },
    ])
    .returning({ id: products.id });
  await db().insert(sellerUsernames).values({ accountId: business.account.id, username: 'ankara-house' });
  await db()
    .insert(savedListings)
    .values([
      { accountId: creative.account.id, toolId: tool?.id ?? null },
      { accountId: creative.account.id, toolId: paid?.id ?? null },
      { accountId: creative.account.id, opportunityId: open?.id ?? null },
      { accountId: creative.account.id, eventId: coming?.id ?? null },
    ]);
  await db()
    .insert(eventRegistrations)
    .values({ eventId: coming?.id ?? '', accountId: creative.account.id });
  Object.assign(ids, { tool: tool?.id, opportunity: open?.id, event: coming?.id, product: product?.id });
});

const visitor = (url: string) => getAs(url);

/**
 * The Limit nodes below the top of a plan whose rows the statement reads on (the page's ids, made unique for the
 * join), not the count's (which an aggregate without groups counts).
 */
function innerLimits(plan: PlanNode | undefined, ancestors: PlanNode[] = []): PlanNode[] {
  if (!plan) return [];
  const counted = ancestors.some((a) => a['Node Type'] === 'Aggregate' && !a['Group Key']);
  const own = plan['Node Type'] === 'Limit' && ancestors.length > 0 && !counted ? [plan] : [];
  return [...own, ...(plan.Plans ?? []).flatMap((child) => innerLimits(child, [...ancestors, plan]))];
}

const relationsUnder = (plan: PlanNode | undefined): string[] =>
  plan
    ? [...(plan['Relation Name'] ? [plan['Relation Name']] : []), ...(plan.Plans ?? []).flatMap(relationsUnder)]
    : [];
const as = (who: string, url: string) => getAs(url, tokens[who] ?? '');

describe('tools, opportunities and trainings query plans', () => {
  it('tools: the first page, each filter, a search and a later page', async () => {
    for (const query of ['', '?price=free', '?price=paid', '?type=subscription', '?category=software']) {
      await expectIndexedCall(app(), visitor(`/api/prop/tool/all${query}`), { maxStatements: 2 });
    }
    for (const query of ['?sector=Film+%26+TV', '?q=canva', '?page=20', '?type=subscription&price=free']) {
      await expectIndexedCall(app(), visitor(`/api/prop/tool/all${query}`), { maxStatements: 2 });
    }
    await expectIndexedCall(app(), as('creative', '/api/prop/tool/all'), { maxStatements: 2 });
  });

  it('a signed-in page reads what the member saved and registered for with its rows: the session and one statement (decision 0099)', async () => {
    const lists = ['/api/prop/tool/all?limit=7', '/api/prop/opportunity/all?status=open&limit=7'];
    for (const url of [...lists, '/api/prop/event/all?when=upcoming&limit=7']) {
      const [, page] = await expectIndexedCall(app(), as('creative', url), { maxStatements: 2 });
      expect(page?.sql).toContain('count(*)');
      expect(page?.sql).toContain('saved_listings');
    }
    const { statements } = await explainCall(app(), as('creative', '/api/prop/event/all?when=upcoming&limit=6'));
    expect(statements[1]?.sql).toContain('event_registrations');
    // What the member saved and registered for shows as before.
    const tools = await app().app.inject(as('creative', '/api/prop/tool/all?limit=5'));
    expect(tools.json().data.map((tool: { saved: boolean }) => tool.saved)).toEqual([true, true]);
    const coming = await app().app.inject(as('creative', '/api/prop/event/all?when=upcoming&limit=5'));
    expect(coming.json().data.data[0]).toMatchObject({ saved: true, registered: true });
    const detail = await expectIndexedCall(app(), as('creative', `/api/prop/tool/${ids.tool}`), { maxStatements: 3 });
    expect(detail.some((statement) => statement.sql.includes('saved_listings'))).toBe(true);
  });

  it('a page with rows carries its count in its one statement (decision 0084)', async () => {
    // Addresses no other test asks for: a visitor's first page asked for again is answered from memory.
    for (const query of ['?limit=8', '?q=canva&limit=8', '?sector=Film+%26+TV&limit=8']) {
      const [statement] = await expectIndexedCall(app(), visitor(`/api/prop/tool/all${query}`), { maxStatements: 1 });
      expect(statement?.sql).toContain('count(*)');
    }
    await expectIndexedCall(app(), visitor('/api/prop/public/product?limit=8'), { maxStatements: 1 });
    await expectIndexedCall(app(), visitor('/api/prop/public/product?category=product&limit=8'), {
      maxStatements: 1,
    });
  });

  it('opportunities: open ones then closed ones, each filter, a search and a later page', async () => {
    for (const query of ['', '?status=open', '?location=remote', '?timing=full-time&level=senior', '?q=fellowship']) {
      await expectIndexedCall(app(), visitor(`/api/prop/opportunity/all${query}`), { maxStatements: 3 });
    }
    // A page past the open ones counts them to know where the closed ones start.
    await expectIndexedCall(app(), visitor('/api/prop/opportunity/all?page=30'), { maxStatements: 4 });
    // 10,000 rows deep or deeper: no page is read, only a count to 10,000 (decision 0085).
    await expectIndexedCall(app(), visitor('/api/prop/opportunity/all?page=2000&limit=50'), { maxStatements: 1 });
  });

  it('trainings: coming ones then past ones, online or offline, a search and a later page', async () => {
    for (const query of ['', '?when=upcoming', '?location=Online', '?location=Offline&when=upcoming', '?q=music']) {
      await expectIndexedCall(app(), visitor(`/api/prop/event/all${query}`), { maxStatements: 3 });
    }
    await expectIndexedCall(app(), visitor('/api/prop/event/all?page=30'), { maxStatements: 4 });
    await expectIndexedCall(app(), as('creative', '/api/prop/event/all'), { maxStatements: 3 });
  });

  it('one item of each kind, a tool with its partner’s other tools', async () => {
    await expectIndexedCall(app(), visitor(`/api/prop/tool/${ids.tool}`));
    await expectIndexedCall(app(), visitor(`/api/prop/opportunity/${ids.opportunity}`));
    await expectIndexedCall(app(), as('creative', `/api/prop/event/${ids.event}`));
  });

  it("a partner's own lists", async () => {
    for (const path of ['tool', 'opportunity', 'event']) {
      await expectIndexedCall(app(), as('partner', `/api/prop/${path}`));
    }
  });

  it('saved items, all of them and of one kind: the session and one statement with the items and the count', async () => {
    await expectIndexedCall(app(), as('creative', '/api/prop/saved'), { maxStatements: 2 });
    for (const kind of ['tool', 'opportunity', 'event']) {
      await expectIndexedCall(app(), as('creative', `/api/prop/saved?kind=${kind}`), { maxStatements: 2 });
    }
    // The count reads the member's saved rows by their account's index in no order: nothing to sort.
    const [, page] = await expectIndexedCall(app(), as('creative', '/api/prop/saved?limit=3'), { maxStatements: 2 });
    expect(page?.sql).toMatch(/where "saved_listings"\."account_id" = \$\d+\s+limit \$\d+\) as counted/);
    // A page past the end counts what there is, up to where it would have started.
    await expectIndexedCall(app(), as('creative', '/api/prop/saved?page=50&limit=2'), { maxStatements: 3 });
  });
});

describe('marketplace query plans', () => {
  it('the first page, a search, categories, prices and a later page', async () => {
    const queries = [
      '',
      '?q=adire',
      '?category=service',
      '?category=product&category=service',
      '?min_price=10000&max_price=50000',
      '?category=product&min_price=20000&max_price=100000',
      '?page=500',
      '?page=1200&limit=50',
    ];
    for (const query of queries) {
      await expectIndexedCall(app(), visitor(`/api/prop/public/product${query}`), { maxStatements: 2 });
    }
  });

  it('a deep page finds its ids from the index first; only its own rows are joined to their sellers (decision 0128)', async () => {
    // More rows than a count's cap, so a page can start past it.
    const [seller] = await db().select({ id: products.sellerAccountId }).from(products).limit(1);
    const [partner] = await db().select({ id: tools.partnerAccountId }).from(tools).limit(1);
    const many = Array.from({ length: 110 }, (_, i) => i);
    await db()
      .insert(products)
      .values(
        many.map((i) => ({
          sellerAccountId: seller?.id ?? '',
          title: `Adire piece ${i}`,
          description: 'Hand-dyed in Abeokuta',
          link: 'https://example.ng',
          images: [],
          category: 'product',
          priceKobo: 100_000 + i,
          quantity: 1,
        })),
      );
    await db()
      .insert(tools)
      .values(
        many.map((i) => ({
          partnerAccountId: partner?.id ?? '',
          name: `Tool ${i}`,
          description: 'For Nigerian creatives',
          link: 'https://example.ng',
          images: [],
          sector: 'Music',
          offer: '10% off',
        })),
      );
    for (const url of ['/api/prop/public/product?page=12&limit=10', '/api/prop/tool/all?page=12&limit=10']) {
      const [page] = await expectIndexedCall(app(), visitor(url), { maxStatements: 1 });
      expect(page?.sql).toMatch(/"id" in \(select "(products|tools)"\."id" from/);
      const skipping = innerLimits(page?.plan);
      expect(skipping.length, page?.text).toBe(1);
      // What the offset walks: the list's index and the owner's account (whether blacklisted), nothing else.
      expect(new Set(relationsUnder(skipping[0])), page?.text).toEqual(
        new Set([url.includes('tool') ? 'tools' : 'products', 'accounts']),
      );
    }
    // The same rows as reading the page at once would give, in the same order.
    const all = await app().app.inject(visitor('/api/prop/public/product?limit=50&page=3'));
    const deep = await app().app.inject(visitor('/api/prop/public/product?limit=10&page=12'));
    const ids = (answer: typeof all) => answer.json().data.data.map((p: { id: string }) => p.id);
    expect(ids(deep)).toEqual(ids(all).slice(10, 20));
    // A shallow page reads its rows at once.
    const [shallow] = await expectIndexedCall(app(), visitor('/api/prop/public/product?page=2&limit=10'));
    expect(shallow?.sql).not.toContain('in (select');
  });

  it("a product with its seller's other products, the seller's card and page, and a seller's own list", async () => {
    await expectIndexedCall(app(), visitor(`/api/prop/product/${ids.product}`), { maxStatements: 2 });
    await expectIndexedCall(app(), visitor('/api/prop/public/seller/ankara-house'));
    await expectIndexedCall(app(), visitor('/api/prop/public/product?seller=ankara-house&limit=8'), {
      maxStatements: 2,
    });
    await expectIndexedCall(app(), as('business', '/api/prop/product'));
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the connections of the platform', () => {
  it('plan a page without Memoize or parallel workers (decision 0123)', async () => {
    const [memoize] = rowsOf<{ enable_memoize: string }>(await db().execute(sql`show enable_memoize`));
    const [workers] = rowsOf<{ max_parallel_workers_per_gather: string }>(
      await db().execute(sql`show max_parallel_workers_per_gather`),
    );
    expect(memoize?.enable_memoize).toBe('off');
    expect(workers?.max_parallel_workers_per_gather).toBe('0');
    // A marketplace page joins each product to its seller's account and profiles: at size, with Memoize allowed,
    // PostgreSQL puts one on each join, sized for the whole table, though the page stops at a few rows.
    for (const url of ['/api/prop/public/product?limit=7', '/api/prop/tool/all?limit=7']) {
      const statements = await expectIndexedCall(app(), visitor(url), { maxStatements: 1 });
      for (const statement of statements) expect(statement.text, statement.sql).not.toContain('Memoize');
    }
  });
});
