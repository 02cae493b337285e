import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/lists';
import { useTestApp } from './helpers/app';
import { directoryBusiness, directoryCreative } from './helpers/directory';
import { type ExplainedStatement, expectIndexedCall } from './helpers/plans';

/*
 * How a search's tab counts read, by how common its words are (decision 0116): PostgreSQL's statistics of the
 * accounts' words (ANALYZE) say whether a list's newest accounts are worth matching first. A rare word is counted
 * from the list's word index alone; a common one reads the list's newest thousand first and stops at the cap.
 */
const app = useTestApp();
const db = () => app().database.handle.db;

const CREATIVES = 80;
const BUSINESSES = 30;

beforeAll(async () => {
  // One Chinedu among 80 creatives: 'chinedu' is in 1 account of 110 (under 2 %).
  await directoryCreative(db(), { first: 'Chinedu', last: 'Okafor' });
  for (let i = 1; i < CREATIVES; i += 1) await directoryCreative(db(), { first: 'Amaka', last: 'Obi' });
  // 'limited' in every business's name: 30 accounts of 110.
  for (let i = 0; i < BUSINESSES; i += 1) await directoryBusiness(db(), { name: 'Ankara Limited' });
  await db().execute(sql`analyze accounts`);
  // The first search reads the statistics' common words (kept a few minutes), after the ANALYZE above.
  await app().app.inject({ method: 'GET', url: '/api/prop/public/directory?q=amaka' });
});

const search = (query: string) => ({ method: 'GET' as const, url: `/api/prop/public/directory?${query}` });
const countsOf = (statements: ExplainedStatement[]) => statements.find((s) => s.sql.includes('as business'));

describe('a search counts its tabs by how common its words are', () => {
  it("a rare word ('chined') is counted from each list's word index, without reading any list's newest accounts", async () => {
    const statements = await expectIndexedCall(app(), search('tab=creatives&q=chined'), { maxStatements: 4 });
    const counts = countsOf(statements);
    for (const role of ['user', 'business', 'partner'])
      expect(counts?.text).toContain(`accounts_listed_${role}_search_idx`);
    expect(counts?.text).not.toContain('accounts_listed_newest_idx');
    const answer = await app().app.inject(search('tab=creatives&q=chined'));
    expect(answer.json().data.counts).toEqual({ creatives: 1, business: 0, partners: 0 });
    expect(answer.json().data.creatives.map((entry: { name: string }) => entry.name)).toEqual(['Chinedu Okafor']);
  });

  it("a common word ('limited') reads each list's newest accounts first, a bounded walk, then its word index", async () => {
    const statements = await expectIndexedCall(app(), search('tab=business&q=limited'), { maxStatements: 4 });
    const counts = countsOf(statements);
    expect(counts?.text).toContain('accounts_listed_newest_idx');
    expect(counts?.text).toContain('accounts_listed_business_search_idx');
    const answer = await app().app.inject(search('tab=business&q=limited'));
    expect(answer.json().data.counts).toEqual({ creatives: 0, business: BUSINESSES, partners: 0 });
    expect(answer.json().data.counts_capped).toEqual({ creatives: false, business: false, partners: false });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the connections of the platform', () => {
  it('never JIT-compile a statement (a capped count would compile for longer than it runs)', async () => {
    const [row] = rowsOf<{ jit: string }>(await db().execute(sql`show jit`));
    expect(row?.jit).toBe('off');
  });
});
