import { TOOL_CATEGORIES } from '@creative-ng/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { accounts, eventRegistrations, events, opportunities, tools } from '../db/schema/index';
import { SeededRandom } from './random';
import { approvedPartners, insertBatches } from './rows';
import type { Seeder } from './types';

const COUNTS = {
  small: { tools: 30, opportunities: 24, events: 14, registrations: 60, partners: 10, members: 60 },
  large: {
    tools: 20_000,
    opportunities: 20_000,
    events: 10_000,
    registrations: 100_000,
    partners: 3_000,
    members: 20_000,
  },
} as const;

export const TOOLS = [
  [
    'Canva Pro',
    'Design flyers, posts and pitch decks with ready templates.',
    '50% off the first year',
    'Visual Arts & Crafts',
  ],
  [
    'Adobe Creative Cloud',
    'Photoshop, Illustrator, Premiere Pro and more in one plan.',
    '30% off for students',
    'Visual Arts & Crafts',
  ],
  [
    'Boomplay Artist',
    'Put your songs on Boomplay and see who listens, by city.',
    'Free promotion for 3 months',
    'Music & Performing Arts',
  ],
  [
    'Paystack Starter',
    'Take card and bank-transfer payments for your shop online.',
    'No fees on your first ₦500,000',
    'Fashion Design',
  ],
  ['Zoom Workplace', 'Run online classes and meetings with up to 300 people.', '2 months free', 'Broadcasting'],
  [
    'DaVinci Resolve Studio',
    'Edit, colour and finish films with a Hollywood-grade tool.',
    '₦40,000 off a licence',
    'Film & TV',
  ],
  [
    'Co-working desk in Yaba',
    'A desk, fast internet and power all day in a Yaba hub.',
    'First week free',
    'Digital Media',
  ],
  [
    'Printing at Ikeja',
    'Large-format printing for exhibitions and shows.',
    '20% off every order',
    'Visual Arts & Crafts',
  ],
] as const;

export const OPPORTUNITIES = [
  ['Film editing fellowship', 'Six months of paid editing work with a Lagos studio, with a mentor.'],
  ['Call for young illustrators', 'Illustrate a children’s book series in Hausa, Igbo and Yoruba.'],
  ['Fashion week showcase', 'Ten new designers get a free runway slot and styling support.'],
  ['Music residency in Abuja', 'Four weeks in a studio with producers and session players.'],
  ['Animation studio internship', 'Learn 2D and 3D animation on real client work in Port Harcourt.'],
  ['Crafts export programme', 'Help for craft makers to sell abroad: pricing, shipping and packing.'],
] as const;

export const TRAININGS = [
  [
    'Music production masterclass',
    'Mixing and mastering Afrobeats with working producers.',
    'Freedom Park, Lagos Island',
  ],
  ['Photography for small brands', 'Shoot products with a phone and simple light.', 'Online'],
  ['Copyright for creatives', 'Protect your work and get paid when others use it.', 'Online'],
  ['Adire and tie-dye workshop', 'A day of indigo dyeing with master dyers.', 'Itoku Market, Abeokuta'],
  ['Pitching to investors', 'Tell your story, show your numbers and ask for money.', 'Ventures Hub, Abuja'],
  ['Screenwriting bootcamp', 'Write a short film script in a weekend, with feedback.', 'Online'],
] as const;

export const TOOL_TYPES = ['subscription', 'membership', 'one-time-purchase'] as const;
/** The categories are the platform's own list (what the create form and the filters offer). */
export { TOOL_CATEGORIES };
export const LOCATIONS = ['remote', 'onsite', 'hybrid'] as const;
export const TIMINGS = ['full-time', 'part-time'] as const;
export const LEVELS = ['junior', 'intermediate', 'senior'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Tools, opportunities and trainings by approved demo partners (pictures from the 'works' pool when the seed has
 * storage), some opportunities closed and some trainings past, and creatives and businesses registered for
 * trainings (counts kept on the rows). Deterministic ids: running it twice adds nothing.
 */
export const listingsSeeder: Seeder = {
  name: 'listings',
  async run(db, scale, log, { images }) {
    const counts = COUNTS[scale];
    const random = new SeededRandom(20_261_122);
    const partners = await approvedPartners(db, counts.partners);
    if (partners.length === 0) {
      log('no approved partners: skipped');
      return;
    }
    const members = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(sql`${accounts.role} in ('user', 'business')`, eq(accounts.isBlacklisted, false)))
      .orderBy(asc(accounts.id))
      .limit(counts.members);
    const works = await images.pool('works');
    const pictures = (n: number) => (works.length === 0 ? [] : Array.from({ length: n }, () => random.pick(works)));
    const now = Date.now();
    const suffix = (i: number) => (scale === 'large' ? ` #${i + 1}` : '');

    const toolRows: (typeof tools.$inferInsert)[] = [];
    for (let i = 0; i < counts.tools; i++) {
      const [name, description, offer, sector] = random.pick(TOOLS);
      toolRows.push({
        id: random.uuid(),
        partnerAccountId: random.pick(partners).id,
        name: `${name}${suffix(i)}`,
        description,
        link: `https://example.com/offers/${i + 1}`,
        images: pictures(1 + random.int(2)),
        sector,
        offer,
        type: random.pick(TOOL_TYPES),
        category: random.pick(TOOL_CATEGORIES),
        price: random.chance(0.4) ? 0 : (1 + random.int(200)) * 500,
        createdAt: new Date(now - random.int(120 * DAY_MS)),
      });
    }

    const opportunityRows: (typeof opportunities.$inferInsert)[] = [];
    for (let i = 0; i < counts.opportunities; i++) {
      const [title, description] = random.pick(OPPORTUNITIES);
      const created = now - random.int(90 * DAY_MS);
      // About one in five has closed.
      const deadline = random.chance(0.2) ? now - (1 + random.int(20)) * DAY_MS : now + (3 + random.int(60)) * DAY_MS;
      opportunityRows.push({
        id: random.uuid(),
        partnerAccountId: random.pick(partners).id,
        title: `${title}${suffix(i)}`,
        description,
        link: `https://example.com/opportunities/${i + 1}`,
        startsAt: new Date(Math.floor((deadline + (7 + random.int(30)) * DAY_MS) / DAY_MS) * DAY_MS + 9 * 3_600_000),
        deadline: new Date(deadline),
        images: pictures(1),
        address: random.pick(['Yaba, Lagos', 'Wuse II, Abuja', 'GRA, Port Harcourt', 'Bodija, Ibadan', null]),
        timing: random.pick(TIMINGS),
        level: random.pick(LEVELS),
        location: random.pick(LOCATIONS),
        createdAt: new Date(created),
      });
    }

    const eventRows: (typeof events.$inferInsert)[] = [];
    for (let i = 0; i < counts.events; i++) {
      const [title, description, place] = random.pick(TRAININGS);
      // On the hour between 09:00 and 16:00 Nigerian time; a quarter already took place.
      const day = Math.floor(
        (random.chance(0.25) ? now - (1 + random.int(60)) * DAY_MS : now + (2 + random.int(90)) * DAY_MS) / DAY_MS,
      );
      const startsAt = new Date(day * DAY_MS + (8 + random.int(8)) * 3_600_000);
      eventRows.push({
        id: random.uuid(),
        partnerAccountId: random.pick(partners).id,
        title: `${title}${suffix(i)}`,
        description,
        link: `https://example.com/trainings/${i + 1}`,
        location: place === 'Online' ? 'Online' : 'Offline',
        startsAt,
        address: place === 'Online' ? 'Zoom (link sent after registering)' : place,
        images: pictures(1 + random.int(2)),
        createdAt: new Date(Math.min(now, startsAt.getTime()) - random.int(30 * DAY_MS)),
      });
    }

    const registrationRows: (typeof eventRegistrations.$inferInsert)[] = [];
    const seen = new Set<string>();
    const going = new Map<string, number>();
    if (members.length > 0) {
      for (let i = 0; i < counts.registrations; i++) {
        const event = random.pick(eventRows);
        const member = random.pick(members);
        const key = `${event.id}:${member.id}`;
        if (!event.id || seen.has(key)) continue;
        seen.add(key);
        registrationRows.push({ eventId: event.id, accountId: member.id });
        going.set(event.id, (going.get(event.id) ?? 0) + 1);
      }
    }
    for (const event of eventRows) event.attendeeCount = going.get(event.id ?? '') ?? 0;

    await insertBatches(toolRows, (batch) => db.insert(tools).values(batch).onConflictDoNothing());
    await insertBatches(opportunityRows, (batch) => db.insert(opportunities).values(batch).onConflictDoNothing());
    let added = 0;
    await insertBatches(eventRows, async (batch) => {
      added += (await db.insert(events).values(batch).onConflictDoNothing().returning({ id: events.id })).length;
    });
    // Registrations go in only with their trainings, so a second run keeps every count right.
    if (added === eventRows.length) {
      await insertBatches(registrationRows, (batch) =>
        db.insert(eventRegistrations).values(batch).onConflictDoNothing(),
      );
    }
    log(
      `${toolRows.length} offers, ${opportunityRows.length} opportunities, ${eventRows.length} trainings, ${added === eventRows.length ? registrationRows.length : 0} registrations`,
    );
  },
};
