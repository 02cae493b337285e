import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AUDIT_ACTIONS } from '../../modules/audit/service';
import { REPORT_DISMISSED_ACTION } from '../../modules/moderation/service';
import { DISMISSAL_NOTE, REASONS } from '../moderation';
import { createList, stage, withIndexesRebuilt } from './bulk';
import { stageMembers } from './members';
import type { NationalSeeder } from './types';

/*
 * Reports for the admin queue and what admins did about them: mostly open; a fifth dismissed (each with its
 * 'report.dismissed' audit row); and, for every post the feed seeder marked as taken down, the report that led
 * to it, closed as 'removed', with its 'content.removed' audit row. Reports name posts (most), products,
 * partners' tools and profiles, never the reporter's own. One open report per person and target.
 * (The blacklisting and approval audit rows come from the demo seed's recordAuditHistory, after all seeders.)
 */

export const nationalModerationSeeder: NationalSeeder = {
  name: 'reports and audit',
  tables: ['reports', 'audit_log'],
  marker: (sizes) => ({ table: 'reports', kind: 'report', count: sizes.reports }),
  async run({ db, sizes, adminId, log }) {
    const members = await stageMembers(db);
    await createList(db, 'seed_report_reasons', REASONS);
    const removed = await stageRemovedPostReports(db, members);
    await stageOtherReports(db, sizes, members, Math.max(0, sizes.reports - removed));
    await withIndexesRebuilt(db, 'reports', () => insertReports(db, adminId));
    const audited = await withIndexesRebuilt(db, 'audit_log', () => insertAudit(db, adminId));
    log(`${sizes.reports} reports (${removed} led to a post being taken down), ${audited} audit rows`);
  },
};

/** One report per taken-down post, by a member who is not its author, the day before it came down. */
async function stageRemovedPostReports(db: Database, members: number): Promise<number> {
  return stage(
    db,
    'seed_removal_reports',
    sql`select row_number() over (order by p.id) as n, 'post' as target_type, p.id as target_id, p.title,
               p.author_account_id as author_id, m.id as reporter_id, p.removed_reason as reason, 'removed' as status,
               greatest(p.created_at, p.removed_at - interval '1 day') as created_at, p.removed_at as resolved_at
          from posts p
          join seed_members m on m.k = 1 + pg_temp.seed_pick(hashtext(p.id::text), 700, ${members})
         where p.removed_at is not null and m.id <> p.author_account_id`,
  );
}

/**
 * The other reports: posts 55%, products 15%, tools 10%, profiles 20% (skewed: some targets are reported many
 * times), in the last two months; a fifth dismissed the next day.
 */
async function stageOtherReports(
  db: Database,
  sizes: { posts: number; products: number; tools: number },
  members: number,
  count: number,
): Promise<void> {
  await stage(
    db,
    'seed_other_reports',
    sql`select row_number() over (order by reporter_id, target_type, target_id) as n, r.*
          from (select distinct on (m.id, t.target_type, t.target_id)
                       t.target_type, t.target_id, t.title, t.author_id, m.id as reporter_id, reason.v as reason,
                       case when pg_temp.seed_chance(g.n, 711, 0.2) then 'dismissed' else 'open' end as status,
                       c.at as created_at,
                       least(c.at + interval '1 day', pg_temp.seed_anchor()) as resolved_at, g.n as candidate
                  from generate_series(1, ${Math.ceil(count * 1.5)}::int) as g(n)
                  cross join lateral (select pg_temp.seed_unit(g.n, 701) as u) as roll
                  left join posts post
                    on roll.u < 0.55 and post.id = pg_temp.seed_id('post', pg_temp.seed_skewed(g.n, 702, ${sizes.posts}, 2))
                  left join products product
                    on roll.u >= 0.55 and roll.u < 0.7
                   and product.id = pg_temp.seed_id('product', pg_temp.seed_skewed(g.n, 703, ${sizes.products}, 2))
                  left join tools tool
                    on roll.u >= 0.7 and roll.u < 0.8
                   and tool.id = pg_temp.seed_id('tool', pg_temp.seed_skewed(g.n, 704, ${sizes.tools}, 2))
                  left join seed_members profile
                    on roll.u >= 0.8 and profile.k = pg_temp.seed_skewed(g.n, 705, ${members}, 2)
                  cross join lateral (
                    select case when post.id is not null then 'post' when product.id is not null then 'product'
                                when tool.id is not null then 'listing' else 'profile' end as target_type,
                           coalesce(post.id, product.id, tool.id, profile.id) as target_id,
                           coalesce(post.title, product.title, tool.name, profile.display_name) as title,
                           coalesce(post.author_account_id, product.seller_account_id, tool.partner_account_id,
                                    profile.id) as author_id,
                           coalesce(post.created_at, product.created_at, tool.created_at, profile.created_at)
                             as target_created_at) as t
                  join seed_members m on m.k = 1 + pg_temp.seed_pick(g.n, 706, ${members})
                  join seed_report_reasons reason on reason.k = pg_temp.seed_pick(g.n, 707, ${REASONS.length})
                  cross join lateral (
                    select pg_temp.seed_between(g.n, 708,
                             greatest(t.target_created_at, m.created_at, pg_temp.seed_anchor() - interval '60 days'),
                             pg_temp.seed_anchor()) as at) c
                 where t.target_id is not null and m.id <> t.author_id and (post.id is null or post.removed_at is null)
                 order by m.id, t.target_type, t.target_id, g.n) as r
         order by candidate
         limit ${count}`,
  );
}

async function insertReports(db: Database, adminId: string): Promise<void> {
  await db.execute(sql`
    insert into reports (id, reporter_account_id, target_type, target_id, reason, status, resolved_by_account_id,
      resolution, resolved_at, created_at)
    select pg_temp.seed_id('report', row_number() over (order by r.created_at, r.reporter_id, r.target_id)),
           r.reporter_id, r.target_type::report_target, r.target_id, r.reason, r.status::report_status,
           case when r.status <> 'open' then ${adminId}::uuid end,
           case r.status when 'dismissed' then ${DISMISSAL_NOTE} when 'removed' then r.reason end,
           case when r.status <> 'open' then r.resolved_at end, r.created_at
      from (select target_type, target_id, reporter_id, reason, status, created_at, resolved_at
              from seed_removal_reports
            union all
            select target_type, target_id, reporter_id, reason, status, created_at, resolved_at
              from seed_other_reports) r
     order by r.created_at, r.reporter_id, r.target_id`);
}

/** One audit row per closed report, as the admin's dismiss and remove calls write them. */
async function insertAudit(db: Database, adminId: string): Promise<number> {
  const result = await db.execute(sql`
    insert into audit_log (id, actor_account_id, action, subject_account_id, subject_label, reason, details,
      created_at)
    select pg_temp.seed_id('audit', row_number() over (order by x.resolved_at, rep.id)), ${adminId}::uuid,
           case x.status when 'removed' then ${AUDIT_ACTIONS.contentRemoved} else ${REPORT_DISMISSED_ACTION} end,
           x.author_id, author.display_name || ' (' || author.role || ')',
           case x.status when 'removed' then x.reason else ${DISMISSAL_NOTE} end,
           jsonb_build_object('target_type', x.target_type, 'target_id', x.target_id, 'title', x.title,
                              'report_id', rep.id, 'reports_resolved', 1),
           x.resolved_at
      from (select target_type, target_id, title, author_id, reporter_id, reason, status, resolved_at
              from seed_removal_reports
            union all
            select target_type, target_id, title, author_id, reporter_id, reason, status, resolved_at
              from seed_other_reports where status = 'dismissed') x
      join reports rep on rep.reporter_account_id = x.reporter_id and rep.target_id = x.target_id
                      and rep.target_type = x.target_type::report_target
      join accounts author on author.id = x.author_id
     order by x.resolved_at, rep.id`);
  return (result as unknown as { rowCount?: number }).rowCount ?? 0;
}
