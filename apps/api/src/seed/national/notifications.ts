import { NOTICE_KINDS } from '@creative-ng/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { stage, withIndexesRebuilt } from './bulk';
import type { NationalSeeder } from './types';

/*
 * The notices the platform would have written for what the other seeders made, with the data each feature puts
 * in them: every partner approval, order request and decision, proposal received and decided, and post taken
 * down; then the newest likes ('post_liked', one per post and liker) and training registrations fill up to the
 * total. Older notices are mostly read. Mail for them is not pending: the ones a person gets by email by default
 * are marked as emailed a few minutes after, so the notice mailer has nothing to send for demo data.
 */

export const nationalNotificationsSeeder: NationalSeeder = {
  name: 'notifications',
  tables: ['notifications'],
  marker: (sizes) => ({ table: 'notifications', kind: 'notification', count: sizes.notifications }),
  async run({ db, sizes, log }) {
    const decisions = await stage(db, 'seed_notices', decisionNotices());
    const rest = Math.max(0, sizes.notifications - decisions);
    const likes = Math.ceil((rest * 2) / 3);
    await db.execute(sql`insert into seed_notices ${likeNotices(likes)}`);
    await db.execute(sql`insert into seed_notices ${registrationNotices(rest - likes)}`);
    await withIndexesRebuilt(db, 'notifications', () => insertNotices(db, sizes.notifications));
    log(`${sizes.notifications} notifications`);
  },
};

/** Columns of every staged notice: whom, what, its data, the dedupe key, when, and a key unique per notice. */
const NOTICE = sql.raw('account_id, kind, data, dedupe_key, created_at, source_key');

function decisionNotices() {
  return sql`
    select id as account_id, 'partner_approved' as kind, jsonb_build_object('name', display_name) as data,
           null::text as dedupe_key, approved_at as created_at, 'approval:' || id as source_key
      from accounts where role = 'partner' and approved_at is not null
    union all
    select seller_account_id, 'order_request',
           jsonb_build_object('title', product_title, 'order_id', id, 'buyer_name', buyer_name,
                              'link', '/orders?side=selling'),
           null, created_at, 'order:' || id
      from order_requests
    union all
    select buyer_account_id, 'order_updated',
           jsonb_build_object('title', product_title, 'status', status, 'order_id', id, 'link', '/orders'),
           null, decided_at, 'order-decided:' || id
      from order_requests where status <> 'pending'
    union all
    select host_account_id, 'proposal_received',
           jsonb_build_object('title', title, 'proposal_id', id, 'link', '/proposaldetailsPage/' || id),
           null, created_at, 'proposal:' || id
      from proposals
    union all
    select sender_account_id, 'proposal_decided',
           jsonb_build_object('title', title, 'decision', lower(status), 'status', status, 'reason', reason,
                              'proposal_id', id, 'link', '/proposaldetailsPage/' || id),
           null, decided_at, 'proposal-decided:' || id
      from proposals where status <> 'PENDING'
    union all
    select author_account_id, 'content_removed',
           jsonb_build_object('target_type', 'post', 'target_id', id, 'title', title, 'reason', removed_reason),
           null, removed_at, 'removed:' || id
      from posts where removed_at is not null`;
}

function likeNotices(count: number) {
  return sql`
    select ${NOTICE} from (
      select p.author_account_id as account_id, 'post_liked' as kind,
             jsonb_build_object('post_id', p.id, 'title', p.title, 'by_id', a.id, 'by_name', a.display_name) as data,
             'post_liked:' || p.id as dedupe_key, l.created_at, 'like:' || l.post_id || ':' || l.account_id as source_key
        from (select * from post_likes order by created_at desc, post_id, account_id limit ${count}) as l
        join posts p on p.id = l.post_id
        join accounts a on a.id = l.account_id) as newest`;
}

function registrationNotices(count: number) {
  return sql`
    select ${NOTICE} from (
      select e.partner_account_id as account_id, 'event_registration' as kind,
             jsonb_build_object('event_id', e.id, 'title', e.title, 'by_id', a.id, 'by_name', a.display_name,
                                'message', a.display_name || ' registered for your training "' || e.title || '".',
                                'link', '/training/' || e.id) as data,
             null::text as dedupe_key, r.created_at, 'registration:' || r.event_id || ':' || r.account_id as source_key
        from (select * from event_registrations order by created_at desc, event_id, account_id limit ${count}) as r
        join events e on e.id = r.event_id
        join accounts a on a.id = r.account_id) as newest`;
}

/** Read: 80% of those older than three days, 30% of newer ones. Emailed: kinds that go by email by default. */
async function insertNotices(db: Database, count: number): Promise<void> {
  const emailed = Object.entries(NOTICE_KINDS)
    .filter(([, kind]) => kind.emailByDefault)
    .map(([name]) => sql`${name}`);
  await db.execute(sql`
    insert into notifications (id, account_id, kind, data, dedupe_key, read_at, email_pending, emailed_at, created_at)
    select pg_temp.seed_id('notification', x.n), x.account_id, x.kind, x.data, x.dedupe_key,
           case when pg_temp.seed_chance(x.n, 801, case when x.created_at < pg_temp.seed_anchor() - interval '3 days'
                                                         then 0.8 else 0.3 end)
                then pg_temp.seed_between(x.n, 802, x.created_at,
                                          least(x.created_at + interval '2 days', pg_temp.seed_anchor())) end,
           false,
           case when x.kind in (${sql.join(emailed, sql`, `)}) then x.created_at + interval '2 minutes' end,
           x.created_at
      from (select ${NOTICE}, row_number() over (order by created_at, source_key) as n
              from (select ${NOTICE} from seed_notices order by created_at desc, source_key limit ${count}) as newest)
           as x
     order by x.created_at, x.n`);
}
