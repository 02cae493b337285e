import {
  AVAILABILITY_TYPES,
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  GENDERS,
  PARTNER_TYPES,
  SKILL_LEVELS,
} from '@creative-ng/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { BUSINESS_NEED_DETAILS, DEMO_EMAIL_DOMAIN, STREETS } from '../accounts';
import { BUSINESS_KINDS, BUSINESS_WORDS, FIRST_NAMES, LAST_NAMES, PARTNER_NAMES } from '../names';
import { createList, stage, withIndexesRebuilt } from './bulk';
import { createReferenceLookups, HUB_SLOTS, LANGUAGE_SHARES, SECTOR_COUNT, STATE_SLOTS } from './reference';
import type { NationalContext, NationalSeeder } from './types';

/*
 * A million creatives, businesses and partners with profiles like the demo seed's: Nigerian names, states weighted
 * by population, an LGA of the state, sectors and categories, skills, a verified identity for most creatives,
 * pictures from the demo pools; 5% with an unverified email, 10% private, 1% blacklisted, 30% of partners
 * waiting for approval. Emails end in `.n<number>@demo.example`, so they never meet the demo seed's.
 *
 * The directory's search text (accounts.search_text) is kept by triggers on the profile and skill tables, with the
 * function account_search_text (migration 0007). Calling it for a million accounts takes minutes, so with triggers
 * off the seeder builds the same text in bulk: the account's name, then its profile's words as that function
 * joins them (each staged row's profile_text), then its skills in name order. The national seed's test checks
 * that every account's search_text equals account_search_text(id, display_name): change both together.
 *
 * The same triggers copy onto the account what the directories filter by (its profile's state and sector, that it
 * has a profile, whether its identity is verified; migration 0014): the seeder writes those with the account too.
 * The counts other triggers keep (account_counts, tallies, search_words) are rebuilt once every seeder has run, by
 * recount() (see index.ts).
 */

export const nationalAccountsSeeder: NationalSeeder = {
  name: 'accounts and profiles',
  tables: [
    'accounts',
    'creative_profiles',
    'business_profiles',
    'partner_profiles',
    'skills',
    'identity_verifications',
  ],
  reproducesTriggers: [
    'accounts_search_text',
    'creative_profiles_search_insert',
    'business_profiles_search_insert',
    'partner_profiles_search_insert',
    'skills_search_insert',
    'identity_verifications_insert',
    // Counts, rebuilt by recount() after the load.
    'accounts_counted_insert',
    'creative_profiles_counted_insert',
    'business_profiles_counted_insert',
    'partner_profiles_counted_insert',
  ],
  marker: (sizes) => ({ table: 'accounts', kind: 'creative', count: sizes.creatives }),
  async run(context) {
    const { db, sizes, log } = context;
    await createReferenceLookups(db);
    await createLooks(db, context);
    await stageCreatives(db, sizes.creatives);
    await stageBusinesses(db, sizes.businesses);
    await stagePartners(db, sizes.partners);
    await withIndexesRebuilt(db, 'creative_profiles', () => insertCreativeProfiles(db));
    await withIndexesRebuilt(db, 'skills', () => insertSkills(db));
    await withIndexesRebuilt(db, 'identity_verifications', () => insertIdentities(db));
    await withIndexesRebuilt(db, 'business_profiles', () => insertBusinessProfiles(db));
    await withIndexesRebuilt(db, 'partner_profiles', () => insertPartnerProfiles(db));
    await withIndexesRebuilt(db, 'accounts', () => insertAccounts(db, context.passwordHash));
    log(`${sizes.creatives} creatives, ${sizes.businesses} businesses, ${sizes.partners} partners`);
  },
};

/** Lists the profiles draw from: names, options of the sign-up forms, and the demo picture pools. */
async function createLooks(db: Database, { pictures }: NationalContext): Promise<void> {
  await createList(db, 'seed_first_names', FIRST_NAMES);
  await createList(db, 'seed_last_names', LAST_NAMES);
  await createList(db, 'seed_business_words', BUSINESS_WORDS);
  await createList(db, 'seed_business_kinds', BUSINESS_KINDS);
  await createList(db, 'seed_partner_names', PARTNER_NAMES);
  await createList(db, 'seed_streets', STREETS);
  await createList(db, 'seed_employment', EMPLOYMENT_STATUSES);
  await createList(db, 'seed_education', EDUCATION_LEVELS);
  await createList(db, 'seed_skill_levels', SKILL_LEVELS);
  await createList(db, 'seed_genders', GENDERS);
  await createList(db, 'seed_availability', AVAILABILITY_TYPES);
  await createList(db, 'seed_partner_types', PARTNER_TYPES);
  await createList(db, 'seed_portraits', pictures.portraits);
  await createList(db, 'seed_covers', pictures.covers);
}

/**
 * The account columns every role's staged rows share, for row `g.n` of a kind whose salts start at `salt`:
 * joined over the last three years (more of them recently), 95% with a verified email, 1% blacklisted,
 * 10% private, languages in LANGUAGE_SHARES.
 */
function accountColumns(salt: number) {
  return sql.raw(`
    pg_temp.seed_recent(g.n, ${salt}, ${3 * 365}) as created_at,
    pg_temp.seed_chance(g.n, ${salt + 1}, 0.95) as email_verified,
    pg_temp.seed_chance(g.n, ${salt + 2}, 0.01) as is_blacklisted,
    case when pg_temp.seed_chance(g.n, ${salt + 3}, 0.1) then 'private' else 'public' end as visibility,
    ${languageCase(`pg_temp.seed_unit(g.n, ${salt + 4})`)} as language`);
}

/** A language code by LANGUAGE_SHARES for a fraction in [0, 1): a CASE over the running shares. */
function languageCase(fraction: string): string {
  const total = Object.values(LANGUAGE_SHARES).reduce((sum, share) => sum + share, 0);
  let upTo = 0;
  const branches = Object.entries(LANGUAGE_SHARES).map(([code, share]) => {
    upTo += share / total;
    return `when ${fraction} < ${upTo.toFixed(6)} then '${code}'`;
  });
  return `(case ${branches.join(' ')} else 'en' end)`;
}

async function stageCreatives(db: Database, count: number): Promise<void> {
  await stage(
    db,
    'seed_creatives',
    sql`select g.n, pg_temp.seed_id('creative', g.n) as id, 'user' as role,
          f.v as first_name, l.v as last_name, f.v || ' ' || l.v as display_name,
          lower(f.v || '.' || l.v || '.n' || g.n || '@' || ${DEMO_EMAIL_DOMAIN}) as email,
          o.name as origin_state, lo.name as lga_origin,
          case when pg_temp.seed_chance(g.n, 110, 0.55) then o.name else hub.name end as residence_state,
          s.k as sector_k, s.name as sector, s.category_count, c.k as category_k, c.name as category,
          concat_ws(' ', f.v, l.v, c.name, c.name, s.name) as profile_text,
          pg_temp.seed_pick(g.n, 111, s.category_count) as skill_k1,
          pg_temp.seed_pick(g.n, 112, s.category_count) as skill_k2,
          null::timestamptz as approved_at,
          ${accountColumns(100)}
     from generate_series(1, ${count}::int) as g(n)
     join seed_first_names f on f.k = pg_temp.seed_pick(g.n, 120, ${FIRST_NAMES.length})
     join seed_last_names l on l.k = pg_temp.seed_pick(g.n, 121, ${LAST_NAMES.length})
     join seed_state_slots os on os.slot = pg_temp.seed_pick(g.n, 122, ${STATE_SLOTS})
     join seed_states o on o.k = os.state_k
     join seed_lgas lo on lo.state_k = o.k and lo.k = pg_temp.seed_pick(g.n, 123, o.lga_count)
     join seed_hub_slots hs on hs.slot = pg_temp.seed_pick(g.n, 124, ${HUB_SLOTS})
     join seed_states hub on hub.k = hs.state_k
     join seed_sectors s on s.k = pg_temp.seed_pick(g.n, 125, ${SECTOR_COUNT})
     join seed_categories c on c.sector_k = s.k and c.k = pg_temp.seed_pick(g.n, 126, s.category_count)`,
  );
}

async function stageBusinesses(db: Database, count: number): Promise<void> {
  // Half in the creative hubs, half anywhere by population.
  await stage(
    db,
    'seed_businesses',
    sql`select g.n, pg_temp.seed_id('business', g.n) as id, 'business' as role,
          w.v || ' ' || kd.v as display_name,
          lower(regexp_replace(w.v || ' ' || kd.v, '[^a-zA-Z]+', '-', 'g') || '.n' || g.n || '@' || ${DEMO_EMAIL_DOMAIN}) as email,
          lower(regexp_replace(w.v || kd.v, '[^a-zA-Z0-9]+', '', 'g')) as slug,
          st.name as state, lg.name as lga, s.name as sector, c.name as area,
          concat_ws(' ', w.v || ' ' || kd.v, w.v || ' ' || kd.v || ' Limited', s.name, c.name) as profile_text,
          null::timestamptz as approved_at,
          ${accountColumns(200)}
     from generate_series(1, ${count}::int) as g(n)
     join seed_business_words w on w.k = pg_temp.seed_pick(g.n, 220, ${BUSINESS_WORDS.length})
     join seed_business_kinds kd on kd.k = pg_temp.seed_pick(g.n, 221, ${BUSINESS_KINDS.length})
     join seed_state_slots ss on ss.slot = pg_temp.seed_pick(g.n, 222, ${STATE_SLOTS})
     join seed_hub_slots hs on hs.slot = pg_temp.seed_pick(g.n, 223, ${HUB_SLOTS})
     join seed_states st on st.k = case when pg_temp.seed_chance(g.n, 224, 0.5) then hs.state_k else ss.state_k end
     join seed_lgas lg on lg.state_k = st.k and lg.k = pg_temp.seed_pick(g.n, 225, st.lga_count)
     join seed_sectors s on s.k = pg_temp.seed_pick(g.n, 226, ${SECTOR_COUNT})
     join seed_categories c on c.sector_k = s.k and c.k = pg_temp.seed_pick(g.n, 227, s.category_count)`,
  );
}

async function stagePartners(db: Database, count: number): Promise<void> {
  // The first of each name plainly, then numbered ('Lagos Culture Fund 3'); 70% approved two days after joining.
  await stage(
    db,
    'seed_partners',
    sql`select p.*,
          case when pg_temp.seed_chance(p.n, 310, 0.7)
               then least(p.created_at + interval '2 days', pg_temp.seed_anchor()) end as approved_at
     from (select g.n, pg_temp.seed_id('partner', g.n) as id, 'partner' as role,
                  pn.v || case when g.n > ${PARTNER_NAMES.length} then ' ' || ((g.n - 1) / ${PARTNER_NAMES.length}) else '' end
                    as display_name,
                  lower(regexp_replace(pn.v, '[^a-zA-Z0-9]+', '-', 'g')) || '-' || g.n as slug,
                  lower(regexp_replace(pn.v, '[^a-zA-Z0-9]+', '-', 'g')) || '.n' || g.n || '@' || ${DEMO_EMAIL_DOMAIN}
                    as email,
                  cf.v || ' ' || cl.v as contact_name, t.v as partner_type,
                  concat_ws(' ', pn.v || case when g.n > ${PARTNER_NAMES.length} then ' ' || ((g.n - 1) / ${PARTNER_NAMES.length}) else '' end,
                            t.v) as profile_text,
                  lower(cf.v || '.' || cl.v || '.n' || g.n || '@' || ${DEMO_EMAIL_DOMAIN}) as contact_email,
                  ${accountColumns(300)}
             from generate_series(1, ${count}::int) as g(n)
             join seed_partner_names pn on pn.k = (g.n - 1) % ${PARTNER_NAMES.length}
             join seed_first_names cf on cf.k = pg_temp.seed_pick(g.n, 320, ${FIRST_NAMES.length})
             join seed_last_names cl on cl.k = pg_temp.seed_pick(g.n, 321, ${LAST_NAMES.length})
             join seed_partner_types t on t.k = pg_temp.seed_pick(g.n, 322, ${PARTNER_TYPES.length})) p`,
  );
}

async function insertCreativeProfiles(db: Database): Promise<void> {
  await db.execute(sql`
    insert into creative_profiles (account_id, first_name, last_name, origin_state, lga_origin, residence_state,
      sector, category, expertise, bio, employment_status, level_of_education, skill_level, gender, date_of_birth,
      phone_number, photo, cover_photo, availability, open_to_remote, instagram, twitter,
      need_training, need_funding, need_tools, need_market_access, detail_funding, created_at, updated_at)
    select c.id, c.first_name, c.last_name, c.origin_state, c.lga_origin, c.residence_state,
           c.sector, c.category, c.category,
           c.category || ' from ' || c.origin_state || '. I work in ' || lower(c.sector)
             || ' and I am open to collaborations.',
           emp.v, edu.v, lvl.v, gen.v,
           make_date(1965 + pg_temp.seed_pick(c.n, 130, 40)::int, 1 + pg_temp.seed_pick(c.n, 131, 12)::int,
                     1 + pg_temp.seed_pick(c.n, 132, 28)::int),
           '+2348' || pg_temp.seed_pick(c.n, 133, 2) || (10000000 + pg_temp.seed_pick(c.n, 134, 89999999)),
           case when pg_temp.seed_chance(c.n, 135, 0.7) then portrait.v end,
           case when pg_temp.seed_chance(c.n, 136, 0.5) then cover.v end,
           case when pg_temp.seed_chance(c.n, 137, 0.6) then av.v end,
           pg_temp.seed_chance(c.n, 138, 0.5),
           case when pg_temp.seed_chance(c.n, 139, 0.6)
                then 'https://instagram.com/' || lower(c.first_name || c.last_name || pg_temp.seed_pick(c.n, 140, 100)) end,
           case when pg_temp.seed_chance(c.n, 141, 0.3)
                then 'https://x.com/' || lower(c.first_name || c.last_name || pg_temp.seed_pick(c.n, 140, 100)) end,
           pg_temp.seed_chance(c.n, 142, 0.5), pg_temp.seed_chance(c.n, 143, 0.6),
           pg_temp.seed_chance(c.n, 144, 0.3), pg_temp.seed_chance(c.n, 145, 0.4),
           'Equipment and a small working capital to take on bigger jobs.',
           c.created_at, c.created_at
      from seed_creatives c
      join seed_employment emp on emp.k = pg_temp.seed_pick(c.n, 146, ${EMPLOYMENT_STATUSES.length})
      join seed_education edu on edu.k = pg_temp.seed_pick(c.n, 147, ${EDUCATION_LEVELS.length})
      join seed_skill_levels lvl on lvl.k = pg_temp.seed_pick(c.n, 148, ${SKILL_LEVELS.length})
      join seed_genders gen on gen.k = pg_temp.seed_pick(c.n, 149, ${GENDERS.length})
      join seed_availability av on av.k = pg_temp.seed_pick(c.n, 150, ${AVAILABILITY_TYPES.length})
      left join seed_portraits portrait
        on portrait.k = pg_temp.seed_pick(c.n, 151, (select count(*) from seed_portraits))
      left join seed_covers cover on cover.k = pg_temp.seed_pick(c.n, 152, (select count(*) from seed_covers))
     order by c.id`);
}

/** The creative's category and up to two more of its sector, as the demo seed gives them (no repeats). */
async function insertSkills(db: Database): Promise<void> {
  await db.execute(sql`
    insert into skills (id, account_id, name, created_at)
    select pg_temp.seed_id('skill', c.n * 3 + s.j), c.id, cat.name, c.created_at
      from seed_creatives c
     cross join lateral (values (0, c.category_k), (1, c.skill_k1), (2, c.skill_k2)) as s(j, k)
      join seed_categories cat on cat.sector_k = c.sector_k and cat.k = s.k
     where s.j = 0 or (s.j = 1 and s.k <> c.category_k)
        or (s.j = 2 and s.k <> c.category_k and s.k <> c.skill_k1)
     order by c.id, s.j`);
}

/** 70% of creatives proved who they are (NIN mostly), a day after joining. Demo rows hold no real number. */
async function insertIdentities(db: Database): Promise<void> {
  await db.execute(sql`
    insert into identity_verifications (account_id, type, number_hmac, last_four, provider, verified_at)
    select c.id, (case when pg_temp.seed_chance(c.n, 161, 0.8) then 'NIN' else 'BVN' end)::identity_type,
           'demo:' || c.id, (1000 + pg_temp.seed_pick(c.n, 162, 9000))::text, 'demo',
           least(c.created_at + interval '1 day', pg_temp.seed_anchor())
      from seed_creatives c
     where pg_temp.seed_chance(c.n, 160, 0.7)
     order by c.id`);
}

async function insertBusinessProfiles(db: Database): Promise<void> {
  const need = (name: keyof typeof BUSINESS_NEED_DETAILS, salt: number) =>
    sql`pg_temp.seed_chance(b.n, ${salt}, 0.45), case when pg_temp.seed_chance(b.n, ${salt}, 0.45) then ${BUSINESS_NEED_DETAILS[name]} end`;
  await db.execute(sql`
    insert into business_profiles (account_id, trade_name, registered_name, sector, area, state, lga, phone_number,
      need_training, detail_training, need_funding, detail_funding, need_tools, detail_tools,
      need_market_access, detail_market_access,
      logo, cover_photo, cac_number, address, website, instagram, facebook, created_at, updated_at)
    select b.id, b.display_name, b.display_name || ' Limited', b.sector, b.area, b.state, b.lga,
           '+23480' || (10000000 + pg_temp.seed_pick(b.n, 230, 89999999)),
           ${need('Training', 231)}, ${need('Funding', 232)}, ${need('Tools', 233)}, ${need('MarketAccess', 234)},
           case when pg_temp.seed_chance(b.n, 235, 0.6) then portrait.v end,
           case when pg_temp.seed_chance(b.n, 236, 0.5) then cover.v end,
           case when pg_temp.seed_chance(b.n, 237, 0.7) then 'RC' || (100000 + pg_temp.seed_pick(b.n, 238, 1800000)) end,
           (1 + pg_temp.seed_pick(b.n, 239, 120)) || ' ' || street.v || ', ' || b.lga,
           'https://' || b.slug || '.' || ${DEMO_EMAIL_DOMAIN},
           case when pg_temp.seed_chance(b.n, 240, 0.7) then 'https://instagram.com/' || b.slug end,
           case when pg_temp.seed_chance(b.n, 241, 0.4) then 'https://facebook.com/' || b.slug end,
           b.created_at, b.created_at
      from seed_businesses b
      join seed_streets street on street.k = pg_temp.seed_pick(b.n, 242, ${STREETS.length})
      left join seed_portraits portrait
        on portrait.k = pg_temp.seed_pick(b.n, 243, (select count(*) from seed_portraits))
      left join seed_covers cover on cover.k = pg_temp.seed_pick(b.n, 244, (select count(*) from seed_covers))
     order by b.id`);
}

async function insertPartnerProfiles(db: Database): Promise<void> {
  await db.execute(sql`
    insert into partner_profiles (account_id, name, website, industry, contact_name, contact_email, contact_phone,
      partner_type, goals, outcome, logo, cover_photo, created_at, updated_at)
    select p.id, p.display_name, 'https://' || p.slug || '.' || ${DEMO_EMAIL_DOMAIN},
           (case when pg_temp.seed_chance(p.n, 330, 0.7) then 'private' else 'public' end)::organization_sector,
           p.contact_name, p.contact_email, '+23470' || (10000000 + pg_temp.seed_pick(p.n, 331, 89999999)),
           p.partner_type::partner_type,
           'Help young Nigerian creatives turn their talent into a living.',
           'More creatives trained, funded and selling their work at home and abroad.',
           case when pg_temp.seed_chance(p.n, 332, 0.6) then portrait.v end,
           case when pg_temp.seed_chance(p.n, 333, 0.4) then cover.v end,
           p.created_at, p.created_at
      from seed_partners p
      left join seed_portraits portrait
        on portrait.k = pg_temp.seed_pick(p.n, 335, (select count(*) from seed_portraits))
      left join seed_covers cover on cover.k = pg_temp.seed_pick(p.n, 336, (select count(*) from seed_covers))
     order by p.id`);
}

/**
 * The accounts, in the order people joined (as a live table's rows are), with the search text the directory's
 * triggers would have written (see the top of this file).
 */
async function insertAccounts(db: Database, passwordHash: string): Promise<void> {
  // `place`: the state and sector the directories filter by (a creative's residence, a business's own).
  const staged = (table: string, place: string) =>
    sql.raw(`select id, role, email, display_name, profile_text, created_at, email_verified, is_blacklisted,
                    visibility, language, approved_at, ${place} from ${table}`);
  await db.execute(sql`
    insert into accounts (id, role, email, password_hash, display_name, email_verified_at, approved_at,
      is_blacklisted, visibility, language, search_text, directory_state, directory_sector, has_profile,
      identity_verified, created_at, updated_at)
    select a.id, a.role::account_role, a.email, ${passwordHash}, a.display_name,
           case when a.email_verified then a.created_at + interval '10 minutes' end, a.approved_at,
           a.is_blacklisted, a.visibility::profile_visibility, a.language,
           concat_ws(' ', a.display_name, a.profile_text, sk.names), a.place_state, a.place_sector, true,
           iv.account_id is not null, a.created_at, coalesce(a.approved_at, a.created_at)
      from (${staged('seed_creatives', 'residence_state as place_state, sector as place_sector')}
            union all ${staged('seed_businesses', 'state, sector')}
            union all ${staged('seed_partners', 'null::text, null::text')}) a
      left join (select s.account_id, string_agg(s.name, ' ' order by s.name) as names
                   from skills s join seed_creatives c on c.id = s.account_id
                  group by s.account_id) sk on sk.account_id = a.id
      left join identity_verifications iv on iv.account_id = a.id
     order by a.created_at, a.id`);
}
