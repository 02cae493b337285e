import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { walkWindow } from '../src/db/account-search';
import { rowsOf } from '../src/db/lists';
import { signedInAccount } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { directoryBusiness, directoryCreative } from './helpers/directory';
import { type ExplainedStatement, expectIndexedCall, getAs } from './helpers/plans';

/*
 * How a search's tab counts read, by how common its words are in each list (decision 0127): each list's own word
 * statistics (ANALYZE of one role's search texts, migration 0023) say whether the list's newest accounts are worth
 * matching first. A word common in a list reads its newest accounts first and stops past the cap; the same word
 * in a list where it is rare is counted from that list's word index alone.
 */
const app = useTestApp();
const db = () => app().database.handle.db;
let adminToken = '';

const CREATIVES = 80;
const CHINEDUS = 4;
const BUSINESSES = 30;

beforeAll(async () => {
  // 'chinedu' in 4 creatives of 80 (5 % of the list), in no business.
  for (let i = 0; i < CHINEDUS; i += 1) await directoryCreative(db(), { first: 'Chinedu', last: 'Okafor' });
  for (let i = CHINEDUS; i < CREATIVES; i += 1) await directoryCreative(db(), { first: 'Amaka', last: 'Obi' });
  // 'limited' in every business's name, in no creative's.
  for (let i = 0; i < BUSINESSES; i += 1) await directoryBusiness(db(), { name: 'Ankara Limited' });
  ({ token: adminToken } = await signedInAccount(db(), 'admin'));
  await db().execute(sql`analyze accounts`);
  // The lists at national size: a list's statistics keep its share of the accounts (80 and 30 of 111) and the
  // share of the list each word is in, and the accounts' number is the planner's, set as if a million.
  await db().execute(sql`update pg_class set reltuples = 1000000 where oid = 'accounts'::regclass`);
  // The first search reads the lists' statistics (kept a few minutes), after the ANALYZE above.
  await app().app.inject({ method: 'GET', url: '/api/prop/public/directory?q=amaka' });
});

const search = (query: string) => getAs(`/api/prop/public/directory?${query}`);
const asAdmin = (url: string) => getAs(url, adminToken);
const countsOf = (statements: ExplainedStatement[]) => statements.find((s) => s.sql.includes('as business'));

describe("a search counts each tab by how common its words are in that tab's list", () => {
  it("'chined' walks the creatives' newest accounts first, and counts businesses and partners from their word indexes", async () => {
    const statements = await expectIndexedCall(app(), search('tab=creatives&q=chined'), { maxStatements: 4 });
    const counts = countsOf(statements)?.text ?? '';
    expect(counts).toContain('accounts_listed_newest_idx');
    for (const role of ['user', 'business', 'partner']) expect(counts).toContain(`accounts_listed_${role}_search_idx`);
    // One walk: the creatives' (a walk's limit is the window, the word index's the cap + 1).
    expect(countsOf(statements)?.sql.match(/limit \$\d+\) as newest/g)).toHaveLength(1);
    const answer = await app().app.inject(search('tab=creatives&q=chined'));
    // Fewer than the cap match, so the walk did not reach it and the word index counted them: exact.
    expect(answer.json().data.counts).toEqual({ creatives: CHINEDUS, business: 0, partners: 0 });
    expect(answer.json().data.counts_capped).toEqual({ creatives: false, business: false, partners: false });
  });

  it("'limited' walks the businesses' newest accounts first, and no other list's", async () => {
    const statements = await expectIndexedCall(app(), search('tab=business&q=limited'), { maxStatements: 4 });
    const counts = countsOf(statements);
    expect(counts?.text).toContain('accounts_listed_newest_idx');
    expect(counts?.sql.match(/limit \$\d+\) as newest/g)).toHaveLength(1);
    const answer = await app().app.inject(search('tab=business&q=limited'));
    expect(answer.json().data.counts).toEqual({ creatives: 0, business: BUSINESSES, partners: 0 });
  });

  it('a state narrows the lists: their statistics say nothing of it, so each is counted from its word index', async () => {
    const statements = await expectIndexedCall(app(), search('tab=creatives&q=chined&state=Lagos'), {
      maxStatements: 4,
    });
    expect(countsOf(statements)?.text).not.toContain('accounts_listed_newest_idx');
  });

  it("the admin directory's tabs for 'chined': the creatives' newest first, the businesses' word index", async () => {
    const statements = await expectIndexedCall(app(), asAdmin('/api/prop/admin-business?q=chined'), {
      maxStatements: 4,
    });
    const counts = countsOf(statements)?.text ?? '';
    expect(counts).toContain('accounts_role_newest_idx');
    expect(counts).toContain('accounts_business_search_idx');
    const answer = await app().app.inject(asAdmin('/api/prop/admin-creative?q=chined'));
    expect(answer.json().counts).toEqual({ creatives: CHINEDUS, business: 0, partners: 0 });
  });
});

describe('walkWindow: how many newest accounts a count reads first', () => {
  const cap = 100;
  it("'chined' among the national data's creatives (1.4 % of 800,000): about twice the 7,200 expected", () => {
    expect(walkWindow({ accounts: 800_000, share: 0.014 }, cap)).toBe(14_429);
  });
  it('none for a word in 0.5 % of them: its 4,000 matches cost less than 40,400 accounts walked', () => {
    expect(walkWindow({ accounts: 800_000, share: 0.005 }, cap)).toBe(0);
  });
  it('none in a small list, where fewer than the cap match at all, nor for a word the statistics do not hold', () => {
    expect(walkWindow({ accounts: 3_000, share: 0.05 }, cap)).toBe(0);
    expect(walkWindow({ accounts: 800_000, share: 0 }, cap)).toBe(0);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the connections of the platform', () => {
  it('never JIT-compile a statement (a capped count would compile for longer than it runs)', async () => {
    const [row] = rowsOf<{ jit: string }>(await db().execute(sql`show jit`));
    expect(row?.jit).toBe('off');
  });
});
