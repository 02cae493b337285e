import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { LONG_TAIL, WORKS } from '../feed';
import { REASONS } from '../moderation';
import { createList, createLookup, loadStaged, stage, withIndexesRebuilt } from './bulk';
import { createWorksList, pictureArray, stageMembers, worksJoins } from './members';
import type { NationalSeeder } from './types';

/*
 * A million posts over the last year and three million likes. A few members post a lot and most a little; a few
 * posts get thousands of likes and most a handful. Authors include private and blacklisted members (whose posts
 * the feed must leave out, as it would on a live platform), and 0.2% of posts were taken down by an admin.
 * Each post's like_count (kept by the like call on the platform) is the number of its likes.
 */

export const nationalFeedSeeder: NationalSeeder = {
  name: 'posts and likes',
  tables: ['posts', 'post_likes'],
  marker: (sizes) => ({ table: 'posts', kind: 'post', count: sizes.posts }),
  async run({ db, sizes, pictures, log }) {
    const members = await stageMembers(db);
    await createWorksList(db, pictures.works);
    await createLookup(
      db,
      'seed_post_texts',
      'k int, title text, description text',
      WORKS.map(([title, description], k) => ({ k, title, description })),
    );
    await createList(db, 'seed_report_reasons', REASONS);
    await stagePosts(db, sizes.posts, members);
    const likes = await stageLikes(db, sizes.posts, sizes.likes, members);
    await withIndexesRebuilt(db, 'posts', () => insertPosts(db));
    await loadStaged(db, 'post_likes', 'seed_likes', ['post_id', 'account_id', 'created_at']);
    log(`${sizes.posts} posts, ${likes} likes`);
  },
};

/** Authors skewed (the busiest has a few hundred posts); each post after its author joined, within the year. */
async function stagePosts(db: Database, count: number, members: number): Promise<void> {
  await stage(
    db,
    'seed_posts',
    sql`select g.n, pg_temp.seed_id('post', g.n) as id, m.id as author_id,
               pg_temp.seed_between(g.n, 401, greatest(m.created_at, pg_temp.seed_anchor() - interval '365 days'),
                                    pg_temp.seed_anchor()) as created_at
          from generate_series(1, ${count}::int) as g(n)
          join seed_members m on m.k = pg_temp.seed_skewed(g.n, 400, ${members}, 1.7)`,
  );
}

/**
 * Likes by members on posts (skewed: the most liked post has a few thousand), after both the post and the liker
 * existed, never on one's own post, once per person and post. A quarter more candidates than needed, so that
 * after removing repeats there are still exactly `count` (sorted as the primary key, which makes its build cheap).
 */
async function stageLikes(db: Database, posts: number, count: number, members: number): Promise<number> {
  return stage(
    db,
    'seed_likes',
    sql`select post_id, account_id, min(created_at) as created_at
          from (select p.id as post_id, m.id as account_id,
                       pg_temp.seed_between(g.n, 411, greatest(p.created_at, m.created_at), pg_temp.seed_anchor())
                         as created_at
                  from generate_series(1, ${Math.ceil(count * 1.25)}::int) as g(n)
                  join seed_posts p on p.n = pg_temp.seed_skewed(g.n, 410, ${posts}, 2)
                  join seed_members m on m.k = 1 + pg_temp.seed_pick(g.n, 412, ${members})
                 where m.id <> p.author_id) as candidates
         group by post_id, account_id
         order by post_id, account_id
         limit ${count}`,
  );
}

async function insertPosts(db: Database): Promise<void> {
  await db.execute(sql`
    insert into posts (id, author_account_id, title, description, link, images, like_count, removed_at,
      removed_reason, created_at, updated_at)
    select p.id, p.author_id, t.title,
           case when pg_temp.seed_chance(p.n, 420, 0.5) then t.description || ${LONG_TAIL} else t.description end,
           'https://example.com/portfolio/' || p.n,
           ${pictureArray('w', 'p.n', 421, 3)},
           coalesce(l.likes, 0),
           removal.at, case when removal.at is not null then reason.v end,
           p.created_at, p.created_at
      from seed_posts p
      join seed_post_texts t on t.k = pg_temp.seed_pick(p.n, 422, ${WORKS.length})
      join seed_report_reasons reason on reason.k = pg_temp.seed_pick(p.n, 423, ${REASONS.length})
      cross join lateral (select case when pg_temp.seed_chance(p.n, 424, 0.002)
                                      then least(p.created_at + interval '2 days', pg_temp.seed_anchor()) end as at)
                 as removal
      left join (select post_id, count(*)::int as likes from seed_likes group by post_id) l on l.post_id = p.id
      ${worksJoins('w', 'p.n', 425)}
     order by p.created_at, p.id`);
}
