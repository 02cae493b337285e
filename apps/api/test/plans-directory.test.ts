import { beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../src/db/schema/index';
import { signedInAccount } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { directoryBusiness, directoryCreative, directoryPartner } from './helpers/directory';
import { expectIndexedCall, explainCall, getAs, planProblems } from './helpers/plans';

/*
 * The public directory, the admin directory, the audit log and the analytics, each call checked for the plans its
 * statements would get on a national-size database (helpers/plans.ts): indexes read in the order shown, counts from
 * kept counts or stopped at the cap, no account read whole, no query per row.
 */
const app = useTestApp();
const db = () => app().database.handle.db;
let adminToken = '';
let someoneId = '';

beforeAll(async () => {
  const chinedu = await directoryCreative(db(), {
    first: 'Chinedu',
    last: 'Okafor',
    expertise: 'Cinematographer',
    sector: 'Film & TV',
    state: 'Enugu',
    skills: ['Drone filming'],
    identity: true,
  });
  someoneId = chinedu.account.id;
  await directoryCreative(db(), { first: 'Oluwaseun', last: 'Adeyemi', sector: 'Music', state: 'Lagos' });
  await directoryCreative(db(), { first: 'Amaka', last: 'Obi', state: 'Lagos', account: { visibility: 'private' } });
  await directoryBusiness(db(), { name: 'Ankara House', state: 'Lagos' });
  await directoryPartner(db(), { name: 'Naija Arts Trust', approved: true });
  ({ token: adminToken } = await signedInAccount(db(), 'admin'));
  // A report of each status in the admin queue.
  await db()
    .insert(reports)
    .values(
      (['open', 'dismissed'] as const).map((status) => ({
        reporterAccountId: someoneId,
        targetType: 'profile' as const,
        targetId: someoneId,
        reason: 'Testing the queue',
        status,
      })),
    );
  // Something in the audit log.
  await app().app.inject({
    method: 'PATCH',
    url: `/api/prop/admin-creative/${someoneId}/blacklist`,
    headers: { authorization: adminToken },
    payload: { blacklisted: true, reason: 'Testing the log' },
  });
  // A process's first search also reads the lists' word statistics, kept a few minutes (decision 0127): read
  // them here, so each call below is checked for the statements every search sends.
  await app().app.inject(visitor('/api/prop/public/directory?q=warm'));
});

const visitor = (url: string) => getAs(url);
const asAdmin = (url: string) => getAs(url, adminToken);

describe('public directory query plans', () => {
  it('each tab, newest first, with kept counts', async () => {
    for (const tab of ['creatives', 'business', 'partners']) {
      await expectIndexedCall(app(), visitor(`/api/prop/public/directory?tab=${tab}`), { maxStatements: 2 });
    }
    await expectIndexedCall(app(), visitor('/api/prop/public/directory'), { maxStatements: 4 });
  });

  it('by state, by sector, by both, and a later page', async () => {
    for (const filter of ['state=Lagos', 'sector=Music', 'state=Lagos&sector=Music', 'state=Lagos&page=3']) {
      await expectIndexedCall(app(), visitor(`/api/prop/public/directory?tab=creatives&${filter}`));
    }
    await expectIndexedCall(
      app(),
      visitor('/api/prop/public/directory?tab=business&state=Lagos&sector=Fashion+Design'),
    );
  });

  it('search: a prefix, a typo, with a filter, and on a later page', async () => {
    for (const q of ['chined', 'oluwasegun', 'chinedu+okafor', 'lagos&state=Lagos', 'film&page=2']) {
      await expectIndexedCall(app(), visitor(`/api/prop/public/directory?tab=creatives&q=${q}`), { maxStatements: 4 });
    }
  });

  it("search counts each list in its own word index, and reads a list's few matches from it (decision 0086)", async () => {
    const statements = await expectIndexedCall(app(), visitor('/api/prop/public/directory?tab=business&q=chined'), {
      maxStatements: 4,
    });
    const plans = statements.map((statement) => statement.text).join('\n');
    for (const role of ['user', 'business', 'partner']) {
      expect(plans).toContain(`accounts_listed_${role}_search_idx`);
    }
    // The business page: the matches of the list's word index in order, not a walk of every listed business.
    // (A count reads a list's newest accounts first when its statistics expect many matches: a bounded walk.)
    const page = statements.find((statement) => statement.sql.includes('order by rank'));
    expect(page?.text).toContain('accounts_listed_business_search_idx');
    expect(page?.text).not.toContain('accounts_listed_newest_idx');
  });
});

describe('admin directory query plans', () => {
  it('each list with its tab counts, by badge, state and sector', async () => {
    for (const path of ['admin-creative', 'admin-business', 'admin-partner']) {
      await expectIndexedCall(app(), asAdmin(`/api/prop/${path}`), { maxStatements: 3 });
    }
    for (const filter of ['status=BLOCKED', 'status=ACTIVE&state=Enugu', 'state=Lagos&sector=Music', 'page=2']) {
      await expectIndexedCall(app(), asAdmin(`/api/prop/admin-creative?${filter}`));
    }
  });

  it('search, with and without a badge', async () => {
    await expectIndexedCall(app(), asAdmin('/api/prop/admin-creative?q=chined'), { maxStatements: 7 });
    await expectIndexedCall(app(), asAdmin('/api/prop/admin-creative?q=oluwasegun&status=PUBLIC'));
    // A whole email address: one look-up in the unique index of emails.
    await expectIndexedCall(app(), asAdmin('/api/prop/admin-creative?q=someone%40example.ng'));
    await expectIndexedCall(app(), asAdmin('/api/prop/admin-creative.csv?q=someone%40example.ng'));
  });

  it('a search counts each tab from its role’s word index, and reads a page of few matches from it (decision 0051)', async () => {
    const tabs = [
      ['admin-creative', 'accounts_user_search_idx'],
      ['admin-business', 'accounts_business_search_idx'],
      ['admin-partner', 'accounts_partner_search_idx'],
    ];
    for (const [path, index] of tabs) {
      const statements = await expectIndexedCall(app(), asAdmin(`/api/prop/${path}?q=chined`), { maxStatements: 5 });
      // The counts read each list's matches as a set (a materialized CTE): never a walk of the table that hopes to
      // meet enough of them soon.
      const counts = statements.find((statement) => statement.sql.includes('as business'));
      expect(counts?.sql).toContain('as materialized');
      for (const [, each] of tabs) expect(counts?.text).toContain(`using ${each}`);
      // Few matches (one Chinedu, or none on this tab): the page reads them from the tab's word index.
      const page = statements.find((statement) => statement.sql.includes('as rank'));
      expect(page?.text).toContain(`using ${index}`);
    }
  });

  it('one account, and the CSV export', async () => {
    await expectIndexedCall(app(), asAdmin(`/api/prop/admin-creative/${someoneId}`));
    await expectIndexedCall(app(), asAdmin('/api/prop/admin-creative.csv'));
    await expectIndexedCall(app(), asAdmin('/api/prop/admin-creative.csv?q=chined'));
  });

  it('the reports queue of each status, newest first from its index (no sort of the queue, its total capped)', async () => {
    for (const query of ['', '?status=dismissed', '?page=3']) {
      const { statusCode, statements } = await explainCall(app(), asAdmin(`/api/prop/admin-reports${query}`));
      expect(statusCode).toBe(200);
      // The queue's total is counted to a cap (decision 0026), so no statement reads every report of a status.
      expect(
        statements.some((statement) =>
          /count\(\*\)::int from \(\(select 1 from "reports"[^)]*\) limit/.test(statement.sql),
        ),
      ).toBe(true);
      expect(statements.some((statement) => statement.sql.includes('order by'))).toBe(true);
      for (const statement of statements) {
        expect(planProblems(statement.plan), `${statement.sql}\n\n${statement.text}`).toEqual([]);
      }
    }
  });

  it('the reports queue reads each target’s open reports from their index, with its page (no grouping, no sort)', async () => {
    const { statements } = await explainCall(app(), asAdmin('/api/prop/admin-reports'));
    const page = statements.find((statement) => statement.sql.includes('as same'));
    expect(page?.text).toContain('using reports_open_target_idx');
    expect(statements.some((statement) => statement.sql.includes('group by'))).toBe(false);
  });

  it('the audit log, all of it and one account’s', async () => {
    await expectIndexedCall(app(), asAdmin('/api/prop/admin-audit'), { maxStatements: 3 });
    await expectIndexedCall(app(), asAdmin(`/api/prop/admin-audit?subject=${someoneId}`));
  });

  it('the reports queue and the audit log count from their index even where reading the table is allowed', async () => {
    // A count to the cap with no order is read from the table's first pages when the planner may (helpers/plans.ts,
    // `priced`): how far depends on where the rows lie. Counted in the list's index order, it reads that index.
    for (const url of [
      '/api/prop/admin-reports',
      '/api/prop/admin-reports?status=dismissed',
      '/api/prop/admin-audit',
    ]) {
      await expectIndexedCall(app(), asAdmin(url), { seqscan: 'priced' });
    }
  });

  it('the analytics', async () => {
    await expectIndexedCall(app(), asAdmin('/api/prop/admin-analytics'), { maxStatements: 2 });
  });
});
