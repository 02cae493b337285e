import {
  AVAILABILITY_TYPES,
  categoriesFor,
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  GENDERS,
  lgasOf,
  NIGERIAN_STATES,
  PARTNER_TYPES,
  SECTOR_GROUPS,
  SKILL_LEVELS,
} from '@creative-ng/shared';
import type { Database } from '../db/client';
import {
  accounts,
  businessProfiles,
  creativeProfiles,
  identityVerifications,
  partnerProfiles,
  skills,
} from '../db/schema/index';
import { createOrResetAdmin } from '../modules/accounts/service';
import { hashPassword } from '../security/passwords';
import { BUSINESS_KINDS, BUSINESS_WORDS, FIRST_NAMES, LAST_NAMES, PARTNER_NAMES } from './names';
import { SeededRandom } from './random';
import type { Seeder } from './types';

/** Where demo accounts get their email: a reserved top-level domain, so no mail can ever reach a real person. */
export const DEMO_EMAIL_DOMAIN = 'demo.example';

/** Every demo creative, business and partner signs in with this password (README). Never seed production. */
export const DEMO_PASSWORD = 'Demo#2025';
export const DEMO_ADMIN = { email: `admin@${DEMO_EMAIL_DOMAIN}`, password: 'Admin#2025' } as const;

const COUNTS = {
  small: { creatives: 60, businesses: 20, partners: 10 },
  large: { creatives: 200_000, businesses: 40_000, partners: 5_000 },
} as const;

/** Most creatives live in the big cities, whatever their state of origin. */
const CITY_STATES = ['Lagos', 'Federal Capital Territory', 'Rivers', 'Kano', 'Oyo', 'Enugu', 'Kaduna'];
const DAY_MS = 24 * 60 * 60 * 1000;

type AccountRow = typeof accounts.$inferInsert;

export const accountsSeeder: Seeder = {
  name: 'accounts and profiles',
  async run(db, scale, log, { images }) {
    const counts = COUNTS[scale];
    const random = new SeededRandom(20_250_201);
    // One hash for all: hashing 245,000 passwords one by one would take an hour.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const now = Date.now();
    const joined = () => new Date(now - random.int(365 * DAY_MS));

    await createOrResetAdmin(db, DEMO_ADMIN.email, DEMO_ADMIN.password);
    log(`admin ${DEMO_ADMIN.email}`);
    const looks = new Looks(await images.pool('portraits'), await images.pool('covers'));
    await insertInBatches(db, counts.creatives, (i) => looks.creative(creative(random, i, joined())), passwordHash);
    log(`${counts.creatives} creatives`);
    await insertInBatches(db, counts.businesses, (i) => looks.business(business(random, i, joined())), passwordHash);
    log(`${counts.businesses} businesses`);
    await insertInBatches(db, counts.partners, (i) => looks.partner(partner(random, i, joined())), passwordHash);
    log(`${counts.partners} partners`);
  },
};

interface Generated<P> {
  account: AccountRow & { id: string };
  profile: P;
  table: typeof creativeProfiles | typeof businessProfiles | typeof partnerProfiles;
  skills?: string[];
  verification?: typeof identityVerifications.$inferInsert;
}

type Creative = Generated<typeof creativeProfiles.$inferInsert>;
type Business = Generated<typeof businessProfiles.$inferInsert>;
type Partner = Generated<typeof partnerProfiles.$inferInsert>;

/**
 * What makes demo profiles look lived-in: photos and covers from the picture pools, social links,
 * a verified identity for most creatives. It draws from its own random sequence, so the names, states
 * and sectors of the demo data stay the same whether or not pictures are available.
 */
class Looks {
  private readonly random = new SeededRandom(4_040);

  constructor(
    private readonly portraits: readonly string[],
    private readonly covers: readonly string[],
  ) {}

  private picture(pool: readonly string[], probability: number): string | null {
    return pool.length > 0 && this.random.chance(probability) ? this.random.pick(pool) : null;
  }

  private handle(name: string): string {
    return name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  }

  creative(row: Creative): Creative {
    const handle = this.handle(`${row.profile.firstName}${row.profile.lastName}${this.random.int(100)}`);
    row.profile.photo = this.picture(this.portraits, 0.7);
    row.profile.coverPhoto = this.picture(this.covers, 0.5);
    row.profile.instagram = this.random.chance(0.6) ? `https://instagram.com/${handle}` : null;
    row.profile.twitter = this.random.chance(0.3) ? `https://x.com/${handle}` : null;
    if (this.random.chance(0.7)) {
      row.verification = {
        accountId: row.account.id,
        type: this.random.chance(0.8) ? 'NIN' : 'BVN',
        // Not an HMAC of any number: demo rows only need to be unique, and hold no identity.
        numberHmac: `demo:${row.account.id}`,
        lastFour: String(1000 + this.random.int(9000)),
        provider: 'demo',
        verifiedAt: new Date((row.account.createdAt as Date).getTime() + DAY_MS),
      };
    }
    return row;
  }

  business(row: Business): Business {
    const slug = this.handle(row.profile.tradeName);
    const needs = ['Training', 'Funding', 'Tools', 'MarketAccess'] as const;
    for (const need of needs) {
      if (!this.random.chance(0.45)) continue;
      row.profile[`need${need}`] = true;
      row.profile[`detail${need}`] = BUSINESS_NEED_DETAILS[need];
    }
    Object.assign(row.profile, {
      logo: this.picture(this.portraits, 0.6),
      coverPhoto: this.picture(this.covers, 0.5),
      cacNumber: this.random.chance(0.7) ? `RC${100_000 + this.random.int(1_800_000)}` : null,
      address: `${1 + this.random.int(120)} ${this.random.pick(STREETS)}, ${row.profile.lga}`,
      website: `https://${slug}.${DEMO_EMAIL_DOMAIN}`,
      instagram: this.random.chance(0.7) ? `https://instagram.com/${slug}` : null,
      facebook: this.random.chance(0.4) ? `https://facebook.com/${slug}` : null,
    });
    return row;
  }

  partner(row: Partner): Partner {
    row.profile.logo = this.picture(this.portraits, 0.6);
    row.profile.coverPhoto = this.picture(this.covers, 0.4);
    return row;
  }
}

export const STREETS = [
  'Adeola Odeku Street',
  'Allen Avenue',
  'Ahmadu Bello Way',
  'Ogui Road',
  'Aba Road',
  'Zaria Road',
];
export const BUSINESS_NEED_DETAILS = {
  Training: 'Bookkeeping and digital marketing for our team of five.',
  Funding: 'A loan for new equipment so we can take larger orders.',
  Tools: 'Design software licences and a better camera.',
  MarketAccess: 'Stockists outside our state and buyers abroad.',
} as const;

function accountFlags(random: SeededRandom, createdAt: Date) {
  return {
    createdAt,
    emailVerifiedAt: random.chance(0.95) ? new Date(createdAt.getTime() + 10 * 60 * 1000) : null,
    isBlacklisted: random.chance(0.01),
    visibility: random.chance(0.1) ? ('private' as const) : ('public' as const),
  };
}

function creative(random: SeededRandom, i: number, createdAt: Date): Generated<typeof creativeProfiles.$inferInsert> {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const origin = random.pick(NIGERIAN_STATES);
  const group = random.pick(SECTOR_GROUPS);
  const category = random.pick(categoriesFor(group.id));
  const id = random.uuid();
  return {
    table: creativeProfiles,
    account: {
      id,
      role: 'user',
      email: `${firstName}.${lastName}.${i}@${DEMO_EMAIL_DOMAIN}`.toLowerCase(),
      displayName: `${firstName} ${lastName}`,
      ...accountFlags(random, createdAt),
    },
    profile: {
      accountId: id,
      firstName,
      lastName,
      originState: origin.state,
      lgaOrigin: random.pick(origin.lgas),
      residenceState: random.chance(0.6) ? random.pick(CITY_STATES) : origin.state,
      sector: group.name,
      category,
      expertise: category,
      bio: `${category} from ${origin.state}. I work in ${group.name.toLowerCase()} and I am open to collaborations.`,
      employmentStatus: random.pick(EMPLOYMENT_STATUSES),
      levelOfEducation: random.pick(EDUCATION_LEVELS),
      skillLevel: random.pick(SKILL_LEVELS),
      gender: random.pick(GENDERS),
      dateOfBirth: `${1965 + random.int(40)}-${String(1 + random.int(12)).padStart(2, '0')}-${String(1 + random.int(28)).padStart(2, '0')}`,
      phoneNumber: `+2348${random.pick(['0', '1'])}${String(10_000_000 + random.int(89_999_999))}`,
      availability: random.chance(0.6) ? random.pick(AVAILABILITY_TYPES) : null,
      openToRemote: random.chance(0.5),
      needTraining: random.chance(0.5),
      needFunding: random.chance(0.6),
      needTools: random.chance(0.3),
      needMarketAccess: random.chance(0.4),
      detailFunding: 'Equipment and a small working capital to take on bigger jobs.',
      createdAt,
    },
    skills: [...new Set([category, random.pick(categoriesFor(group.id)), random.pick(categoriesFor(group.id))])],
  };
}

function business(random: SeededRandom, i: number, createdAt: Date): Generated<typeof businessProfiles.$inferInsert> {
  const tradeName = `${random.pick(BUSINESS_WORDS)} ${random.pick(BUSINESS_KINDS)}`;
  const state = random.chance(0.5) ? random.pick(CITY_STATES) : random.pick(NIGERIAN_STATES).state;
  const group = random.pick(SECTOR_GROUPS);
  const id = random.uuid();
  return {
    table: businessProfiles,
    account: {
      id,
      role: 'business',
      email: `${tradeName.replace(/[^a-z]+/gi, '-')}.${i}@${DEMO_EMAIL_DOMAIN}`.toLowerCase(),
      displayName: tradeName,
      ...accountFlags(random, createdAt),
    },
    profile: {
      accountId: id,
      tradeName,
      registeredName: `${tradeName} Limited`,
      sector: group.name,
      area: random.pick(categoriesFor(group.id)),
      state,
      lga: random.pick(lgasOf(state)),
      phoneNumber: `+23480${String(10_000_000 + random.int(89_999_999))}`,
      createdAt,
    },
  };
}

function partner(random: SeededRandom, i: number, createdAt: Date): Generated<typeof partnerProfiles.$inferInsert> {
  const base = random.pick(PARTNER_NAMES);
  const name =
    i < PARTNER_NAMES.length ? (PARTNER_NAMES[i] ?? base) : `${base} ${Math.floor(i / PARTNER_NAMES.length)}`;
  const contactFirst = random.pick(FIRST_NAMES);
  const contactLast = random.pick(LAST_NAMES);
  const slug = name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  const id = random.uuid();
  return {
    table: partnerProfiles,
    account: {
      id,
      role: 'partner',
      email: `${slug}.${i}@${DEMO_EMAIL_DOMAIN}`,
      displayName: name,
      approvedAt: random.chance(0.7) ? new Date(createdAt.getTime() + 2 * DAY_MS) : null,
      ...accountFlags(random, createdAt),
    },
    profile: {
      accountId: id,
      name,
      website: `https://${slug}.${DEMO_EMAIL_DOMAIN}`,
      industry: random.chance(0.7) ? 'private' : 'public',
      contactName: `${contactFirst} ${contactLast}`,
      contactEmail: `${contactFirst}.${contactLast}.${i}@${DEMO_EMAIL_DOMAIN}`.toLowerCase(),
      contactPhone: `+23470${String(10_000_000 + random.int(89_999_999))}`,
      partnerType: random.pick(PARTNER_TYPES),
      goals: 'Help young Nigerian creatives turn their talent into a living.',
      outcome: 'More creatives trained, funded and selling their work at home and abroad.',
      createdAt,
    },
  };
}

const BATCH = 1000;

/** Inserts generated accounts with their profiles, a batch per transaction; re-running adds nothing twice. */
async function insertInBatches<P>(
  db: Database,
  count: number,
  make: (i: number) => Generated<P>,
  passwordHash: string,
): Promise<void> {
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => make(start + k));
    const [first] = rows;
    if (!first) return;
    await db.transaction(async (tx) => {
      await tx
        .insert(accounts)
        .values(rows.map((r) => ({ ...r.account, passwordHash })))
        .onConflictDoNothing();
      await tx
        .insert(first.table)
        .values(rows.map((r) => r.profile) as never)
        .onConflictDoNothing();
      const skillRows = rows.flatMap((r) => (r.skills ?? []).map((name) => ({ accountId: r.account.id, name })));
      if (skillRows.length > 0) await tx.insert(skills).values(skillRows).onConflictDoNothing();
      const verified = rows.flatMap((r) => (r.verification ? [r.verification] : []));
      if (verified.length > 0) await tx.insert(identityVerifications).values(verified).onConflictDoNothing();
    });
  }
}
