import { describe, expect, it } from 'vitest';
import { postLikes } from '../src/db/schema/index';
import { FEED_TOPIC } from '../src/http/cache-topics';
import { signedInAccount, signedInCreative } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { expectIndexedCall, explainPreparedAtSize, planProblems, planText } from './helpers/plans';
import { insertPosts } from './helpers/posts';

/*
 * The feed's calls, each checked for the plan its statements would get on a national-size database
 * (helpers/plans.ts): read through an index in the order asked for, no table read whole, no query per post.
 */
const app = useTestApp();
const db = () => app().database.handle.db;

async function fixture() {
  const author = await signedInCreative(db());
  const fan = await signedInAccount(db(), 'user', { displayName: 'Fan One' });
  const rows = await insertPosts(db(), author.account.id, 30);
  await db()
    .insert(postLikes)
    .values(rows.slice(0, 10).map((row) => ({ postId: row.id, accountId: fan.account.id })));
  const first = await app().app.inject({ method: 'GET', url: '/api/prop/public/post?limit=5' });
  return { author, fan, postId: rows[0]?.id ?? '', cursor: first.json().next_cursor as string };
}

describe('feed query plans', () => {
  let f: Awaited<ReturnType<typeof fixture>>;
  it('sets up', async () => {
    f = await fixture();
  });

  it('feed, first page, visitor and signed in', async () => {
    await expectIndexedCall(app(), { method: 'GET', url: '/api/prop/public/post?limit=12' }, { maxStatements: 2 });
    await expectIndexedCall(
      app(),
      { method: 'GET', url: '/api/prop/public/post?limit=12', headers: { authorization: f.fan.token } },
      { maxStatements: 3 },
    );
  });

  it('feed, deep page by cursor', async () => {
    await expectIndexedCall(app(), { method: 'GET', url: `/api/prop/public/post?limit=5&cursor=${f.cursor}` });
  });

  it('one post', async () => {
    await expectIndexedCall(app(), { method: 'GET', url: `/api/prop/public/post/${f.postId}` });
  });

  it("an author's posts, and one's own", async () => {
    await expectIndexedCall(app(), { method: 'GET', url: `/api/prop/public/posts/by/${f.author.account.id}` });
    await expectIndexedCall(app(), {
      method: 'GET',
      url: '/api/prop/posts',
      headers: { authorization: f.author.token },
    });
  });
});

/*
 * The feed's pages are prepared statements, planned once per connection: PostgreSQL keeps a statement's plan made
 * without its values (generic) only when it costs no more than the plans made with them. With the page's size a
 * parameter (`limit $n`) the generic plan was priced for a tenth of the posts, far above a page's plan, so at
 * national size every request was planned again (docs/performance.md). A test's few rows cannot show that price
 * (the planner's guesses without statistics make any plan cheap), so the test checks its cause: the size is written
 * into the statement, and the plan PostgreSQL keeps for any viewer and cursor is indexed.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("the feed's prepared pages", () => {
  it('carry their size, so the plan kept for every viewer and cursor reads one page of the index', async () => {
    const fan = await signedInAccount(db(), 'user', { displayName: 'Fan Two' });
    const first = await app().app.inject({ method: 'GET', url: '/api/prop/public/post?limit=5' });
    const cursor = first.json().next_cursor as string;
    const pages = [
      { url: '/api/prop/public/post?limit=12', rows: 13 },
      { url: `/api/prop/public/post?limit=5&cursor=${cursor}`, rows: 6 },
    ];
    for (const { url, rows } of pages) {
      // Nothing kept: a signed-in reader's answer is made from the visitors' one, read here from the database.
      await app().app.responseCache.invalidate(FEED_TOPIC);
      const { recorder } = app().database;
      recorder.start();
      await app().app.inject({ method: 'GET', url, headers: { authorization: fan.token } });
      const page = recorder.stop().find((statement) => statement.sql.includes('from "posts"'));
      if (!page) throw new Error(`${url} read no posts`);
      expect(page.sql, url).toMatch(new RegExp(`limit ${rows}$`));
      const { generic } = await explainPreparedAtSize(app().database, page);
      expect(planProblems(generic), `${url}\n\n${planText(generic)}`).toEqual([]);
    }
  });
});
