import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { LEVELS, LOCATIONS, OPPORTUNITIES, TIMINGS, TOOL_CATEGORIES, TOOL_TYPES, TOOLS, TRAININGS } from '../listings';
import { createList, createLookup, loadStaged, stage, withIndexesRebuilt } from './bulk';
import { createWorksList, pictureArray, stageHosts, stagePeople, worksJoins } from './members';
import type { NationalSeeder } from './types';

/*
 * What approved partners publish: tools and offers, opportunities (a fifth closed) and trainings (a quarter past),
 * a few busy partners publishing most; registrations for trainings (each training's attendee_count, kept by the
 * register call on the platform, is the number of its registrations); and listings people saved for later
 * (some save many, most a few).
 */

export const nationalListingsSeeder: NationalSeeder = {
  name: 'tools, opportunities and trainings',
  tables: ['tools', 'opportunities', 'events', 'event_registrations', 'saved_listings'],
  marker: (sizes) => ({ table: 'tools', kind: 'tool', count: sizes.tools }),
  async run({ db, sizes, pictures, log }) {
    const hosts = await stageHosts(db);
    const people = await stagePeople(db);
    await createWorksList(db, pictures.works);
    await createLookups(db);
    await withIndexesRebuilt(db, 'tools', () => insertTools(db, sizes.tools, hosts));
    await withIndexesRebuilt(db, 'opportunities', () => insertOpportunities(db, sizes.opportunities, hosts));
    await stageTrainings(db, sizes.trainings, hosts);
    const registrations = await stageRegistrations(db, sizes.trainings, sizes.registrations, people);
    await withIndexesRebuilt(db, 'events', () => insertTrainings(db));
    await loadStaged(db, 'event_registrations', 'seed_registrations', ['event_id', 'account_id', 'created_at']);
    const saved = await withIndexesRebuilt(db, 'saved_listings', () => insertSaved(db, sizes, people));
    log(
      `${sizes.tools} tools, ${sizes.opportunities} opportunities, ${sizes.trainings} trainings, ` +
        `${registrations} registrations, ${saved} saved listings`,
    );
  },
};

async function createLookups(db: Database): Promise<void> {
  await createLookup(
    db,
    'seed_tool_texts',
    'k int, name text, description text, offer text, sector text',
    TOOLS.map(([name, description, offer, sector], k) => ({ k, name, description, offer, sector })),
  );
  await createLookup(
    db,
    'seed_opportunity_texts',
    'k int, title text, description text',
    OPPORTUNITIES.map(([title, description], k) => ({ k, title, description })),
  );
  await createLookup(
    db,
    'seed_training_texts',
    'k int, title text, description text, place text',
    TRAININGS.map(([title, description, place], k) => ({ k, title, description, place })),
  );
  await createList(db, 'seed_tool_types', TOOL_TYPES);
  await createList(db, 'seed_tool_categories', TOOL_CATEGORIES);
  await createList(db, 'seed_locations', LOCATIONS);
  await createList(db, 'seed_timings', TIMINGS);
  await createList(db, 'seed_levels', LEVELS);
  await createList(db, 'seed_addresses', ['Yaba, Lagos', 'Wuse II, Abuja', 'GRA, Port Harcourt', 'Bodija, Ibadan']);
}

/** A partner for row `n` (a few publish most) and when it was approved: listings come after that. */
const hostJoin = (salt: number, hosts: number) =>
  sql.raw(`join seed_hosts h on h.k = pg_temp.seed_skewed(g.n, ${salt}, ${hosts}, 1.5)`);

async function insertTools(db: Database, count: number, hosts: number): Promise<void> {
  await db.execute(sql`
    insert into tools (id, partner_account_id, name, description, link, images, sector, offer, type, category, price,
      created_at, updated_at)
    select pg_temp.seed_id('tool', g.n), h.id, t.name, t.description, 'https://example.com/offers/' || g.n,
           ${pictureArray('w', 'g.n', 501, 2)}, t.sector, t.offer, ty.v, cat.v,
           case when pg_temp.seed_chance(g.n, 502, 0.4) then 0 else (1 + pg_temp.seed_pick(g.n, 503, 200)) * 500 end,
           c.at, c.at
      from generate_series(1, ${count}::int) as g(n)
      ${hostJoin(500, hosts)}
      join seed_tool_texts t on t.k = pg_temp.seed_pick(g.n, 504, ${TOOLS.length})
      join seed_tool_types ty on ty.k = pg_temp.seed_pick(g.n, 505, ${TOOL_TYPES.length})
      join seed_tool_categories cat on cat.k = pg_temp.seed_pick(g.n, 506, ${TOOL_CATEGORIES.length})
      cross join lateral (select pg_temp.seed_between(g.n, 507, h.approved_at, pg_temp.seed_anchor()) as at) c
      ${worksJoins('w', 'g.n', 510)}
     order by c.at, g.n`);
}

/** A fifth have closed; each starts a week or more after its deadline, at 09:00. */
async function insertOpportunities(db: Database, count: number, hosts: number): Promise<void> {
  await db.execute(sql`
    insert into opportunities (id, partner_account_id, title, description, link, starts_at, deadline, images,
      address, timing, level, location, created_at, updated_at)
    select pg_temp.seed_id('opportunity', g.n), h.id, t.title, t.description,
           'https://example.com/opportunities/' || g.n,
           date_trunc('day', d.deadline + (7 + pg_temp.seed_pick(g.n, 521, 30)) * interval '1 day') + interval '9 hours',
           d.deadline, ${pictureArray('w', 'g.n', 522, 1)},
           case when pg_temp.seed_chance(g.n, 523, 0.8) then a.v end, tm.v, lv.v, loc.v, c.at, c.at
      from generate_series(1, ${count}::int) as g(n)
      ${hostJoin(520, hosts)}
      join seed_opportunity_texts t on t.k = pg_temp.seed_pick(g.n, 524, ${OPPORTUNITIES.length})
      join seed_addresses a on a.k = pg_temp.seed_pick(g.n, 525, 4)
      join seed_timings tm on tm.k = pg_temp.seed_pick(g.n, 526, ${TIMINGS.length})
      join seed_levels lv on lv.k = pg_temp.seed_pick(g.n, 527, ${LEVELS.length})
      join seed_locations loc on loc.k = pg_temp.seed_pick(g.n, 528, ${LOCATIONS.length})
      cross join lateral (
        select case when pg_temp.seed_chance(g.n, 529, 0.2)
                    then pg_temp.seed_anchor() - (1 + pg_temp.seed_pick(g.n, 530, 20)) * interval '1 day'
                    else pg_temp.seed_anchor() + (3 + pg_temp.seed_pick(g.n, 531, 60)) * interval '1 day' end
               as deadline) d
      cross join lateral (
        select pg_temp.seed_between(g.n, 532, h.approved_at, least(d.deadline, pg_temp.seed_anchor())) as at) c
      ${worksJoins('w', 'g.n', 535)}
     order by c.at, g.n`);
}

/** On the hour between 08:00 and 15:00 UTC; a quarter already took place; announced up to a month before. */
async function stageTrainings(db: Database, count: number, hosts: number): Promise<void> {
  await stage(
    db,
    'seed_trainings',
    sql`select g.n, pg_temp.seed_id('event', g.n) as id, h.id as partner_id, t.title, t.description, t.place,
               s.starts_at,
               greatest(h.approved_at, least(s.starts_at, pg_temp.seed_anchor())
                        - pg_temp.seed_pick(g.n, 541, 30 * 86400) * interval '1 second') as created_at
          from generate_series(1, ${count}::int) as g(n)
          ${hostJoin(540, hosts)}
          join seed_training_texts t on t.k = pg_temp.seed_pick(g.n, 542, ${TRAININGS.length})
          cross join lateral (
            select date_trunc('day', case when pg_temp.seed_chance(g.n, 543, 0.25)
                                          then pg_temp.seed_anchor() - (1 + pg_temp.seed_pick(g.n, 544, 60)) * interval '1 day'
                                          else pg_temp.seed_anchor() + (2 + pg_temp.seed_pick(g.n, 545, 90)) * interval '1 day' end)
                   + (8 + pg_temp.seed_pick(g.n, 546, 8)) * interval '1 hour' as starts_at) s`,
  );
}

/** Creatives and businesses register for trainings (popular ones fill up), once each, before the day. */
async function stageRegistrations(db: Database, trainings: number, count: number, people: number) {
  return stage(
    db,
    'seed_registrations',
    sql`select event_id, account_id, min(created_at) as created_at
          from (select t.id as event_id, p.id as account_id,
                       pg_temp.seed_between(g.n, 552, greatest(t.created_at, p.created_at),
                                            least(t.starts_at, pg_temp.seed_anchor())) as created_at
                  from generate_series(1, ${Math.ceil(count * 1.25)}::int) as g(n)
                  join seed_trainings t on t.n = pg_temp.seed_skewed(g.n, 550, ${trainings}, 1.5)
                  join seed_people p on p.k = 1 + pg_temp.seed_pick(g.n, 551, ${people})) as candidates
         group by event_id, account_id
         order by event_id, account_id
         limit ${count}`,
  );
}

async function insertTrainings(db: Database): Promise<void> {
  await db.execute(sql`
    insert into events (id, partner_account_id, title, description, link, location, starts_at, address, images,
      attendee_count, created_at, updated_at)
    select t.id, t.partner_id, t.title, t.description, 'https://example.com/trainings/' || t.n,
           case when t.place = 'Online' then 'Online' else 'Offline' end, t.starts_at,
           case when t.place = 'Online' then 'Zoom (link sent after registering)' else t.place end,
           ${pictureArray('w', 't.n', 560, 2)}, coalesce(r.going, 0), t.created_at, t.created_at
      from seed_trainings t
      left join (select event_id, count(*)::int as going from seed_registrations group by event_id) r
        on r.event_id = t.id
      ${worksJoins('w', 't.n', 565)}
     order by t.created_at, t.n`);
}

/**
 * Saved listings: tools 40%, opportunities 35%, trainings 25%; a few people save dozens. One row per person and
 * listing (the unique indexes say so), saved after both existed.
 */
async function insertSaved(
  db: Database,
  sizes: { tools: number; opportunities: number; trainings: number; savedListings: number },
  people: number,
): Promise<number> {
  const result = await db.execute(sql`
    insert into saved_listings (id, account_id, tool_id, opportunity_id, event_id, created_at)
    select pg_temp.seed_id('saved', row_number() over (order by account_id, item_id)), account_id,
           case when kind = 'tool' then item_id end, case when kind = 'opportunity' then item_id end,
           case when kind = 'event' then item_id end, created_at
      from (select p.id as account_id, i.kind, i.item_id,
                   min(pg_temp.seed_between(g.n, 573, greatest(p.created_at, t.created_at, o.created_at, e.created_at),
                                            pg_temp.seed_anchor())) as created_at
              from generate_series(1, ${Math.ceil(sizes.savedListings * 1.25)}::int) as g(n)
              join seed_people p on p.k = pg_temp.seed_skewed(g.n, 570, ${people}, 1.5)
              cross join lateral (
                select case when u < 0.4 then 'tool' when u < 0.75 then 'opportunity' else 'event' end as kind,
                       case when u < 0.4 then pg_temp.seed_id('tool', pg_temp.seed_skewed(g.n, 572, ${sizes.tools}, 1.5))
                            when u < 0.75 then pg_temp.seed_id('opportunity', pg_temp.seed_skewed(g.n, 572, ${sizes.opportunities}, 1.5))
                            else pg_temp.seed_id('event', pg_temp.seed_skewed(g.n, 572, ${sizes.trainings}, 1.5)) end as item_id
                  from (select pg_temp.seed_unit(g.n, 571) as u) as roll) as i
              left join tools t on i.kind = 'tool' and t.id = i.item_id
              left join opportunities o on i.kind = 'opportunity' and o.id = i.item_id
              left join events e on i.kind = 'event' and e.id = i.item_id
             group by p.id, i.kind, i.item_id
             order by p.id, i.item_id
             limit ${sizes.savedListings}) as saved
     order by created_at`);
  return (result as unknown as { rowCount?: number }).rowCount ?? 0;
}
