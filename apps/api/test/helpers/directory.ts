import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/client';
import {
  type accounts,
  businessProfiles,
  creativeProfiles,
  identityVerifications,
  partnerProfiles,
  skills,
} from '../../src/db/schema/index';
import { signedInAccount } from './accounts';

type AccountOverrides = Partial<typeof accounts.$inferInsert>;

const tag = () => randomBytes(4).toString('hex');

/** A creative with a profile, skills and (optionally) a verified identity; signed in. */
export async function directoryCreative(
  db: Database,
  opts: {
    first: string;
    last: string;
    expertise?: string;
    sector?: string;
    state?: string;
    skills?: string[];
    identity?: boolean;
    account?: AccountOverrides;
  },
) {
  const signed = await signedInAccount(db, 'user', {
    email: `${opts.first}.${tag()}@example.ng`.toLowerCase(),
    displayName: `${opts.first} ${opts.last}`,
    ...opts.account,
  });
  const { account } = signed;
  await db.insert(creativeProfiles).values({
    accountId: account.id,
    firstName: opts.first,
    lastName: opts.last,
    expertise: opts.expertise ?? 'Photographer',
    category: opts.expertise ?? 'Photographer',
    sector: opts.sector ?? 'Visual Arts & Crafts',
    residenceState: opts.state ?? 'Lagos',
  });
  if (opts.skills?.length) await db.insert(skills).values(opts.skills.map((name) => ({ accountId: account.id, name })));
  if (opts.identity) {
    await db.insert(identityVerifications).values({
      accountId: account.id,
      type: 'NIN',
      numberHmac: `hmac-${tag()}`,
      lastFour: '1111',
      provider: 'sandbox',
    });
  }
  return signed;
}

export async function directoryBusiness(
  db: Database,
  opts: { name: string; sector?: string; state?: string; account?: AccountOverrides },
) {
  const signed = await signedInAccount(db, 'business', {
    email: `biz.${tag()}@example.ng`,
    displayName: opts.name,
    ...opts.account,
  });
  const { account } = signed;
  await db.insert(businessProfiles).values({
    accountId: account.id,
    tradeName: opts.name,
    sector: opts.sector ?? 'Fashion Design',
    area: 'Tailoring',
    state: opts.state ?? 'Lagos',
    lga: 'Ikeja',
  });
  return signed;
}

export async function directoryPartner(
  db: Database,
  opts: { name: string; approved?: boolean; account?: AccountOverrides },
) {
  const signed = await signedInAccount(db, 'partner', {
    email: `partner.${tag()}@example.ng`,
    displayName: opts.name,
    approvedAt: opts.approved ? new Date() : null,
    ...opts.account,
  });
  const { account } = signed;
  await db.insert(partnerProfiles).values({
    accountId: account.id,
    name: opts.name,
    industry: 'private',
    contactName: 'Ada Obi',
    contactEmail: `contact.${tag()}@example.ng`,
    contactPhone: '+2348012345678',
    partnerType: 'sponsor',
    goals: 'Help creatives',
    outcome: 'More creatives funded',
  });
  return signed;
}
