import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  accounts,
  businessProfiles,
  creativeProfiles,
  identityVerifications,
  partnerProfiles,
  skills,
} from '../db/schema/index';
import { AUDIT_ACTIONS } from '../modules/audit/service';
import { hashPassword } from '../security/passwords';
import { DEMO_ADMIN, DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from './accounts';
import type { Seeder } from './types';

/*
 * Directory and admin demo data:
 * - a few named accounts the README's search demos use: 'chined' finds Chinedu Okafor, 'oluwasegun' finds
 *   Oluwaseun Adeyemi; one blacklisted creative; one pending and one approved partner (to approve in the demo);
 * - an audit history that matches the data: every blacklisted account and approved partner of the demo has
 *   the admin action that made it so (one INSERT ... SELECT, so the large scale is as quick as the small one).
 * Fixed emails and ids: running it twice adds nothing.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const email = (local: string) => `${local}@${DEMO_EMAIL_DOMAIN}`;

interface Showcase {
  id: string;
  role: 'user' | 'business' | 'partner';
  email: string;
  displayName: string;
  daysAgo: number;
  isBlacklisted?: boolean;
  approved?: boolean;
  identity?: boolean;
}

export const SHOWCASE: readonly Showcase[] = [
  {
    id: '8d000000-0000-4000-8000-000000000001',
    role: 'user',
    email: email('chinedu.okafor'),
    displayName: 'Chinedu Okafor',
    daysAgo: 40,
    identity: true,
  },
  {
    id: '8d000000-0000-4000-8000-000000000002',
    role: 'user',
    email: email('oluwaseun.adeyemi'),
    displayName: 'Oluwaseun Adeyemi',
    daysAgo: 25,
    identity: true,
  },
  {
    id: '8d000000-0000-4000-8000-000000000003',
    role: 'user',
    email: email('emeka.scam'),
    displayName: 'Emeka Nwachukwu',
    daysAgo: 12,
    isBlacklisted: true,
  },
  {
    id: '8d000000-0000-4000-8000-000000000004',
    role: 'business',
    email: email('adire.threads'),
    displayName: 'Adire Threads Studio',
    daysAgo: 30,
    identity: true,
  },
  {
    id: '8d000000-0000-4000-8000-000000000005',
    role: 'partner',
    email: email('lagos.creative.fund'),
    displayName: 'Lagos Creative Fund',
    daysAgo: 60,
    approved: true,
  },
  {
    id: '8d000000-0000-4000-8000-000000000006',
    role: 'partner',
    email: email('naija.arts.trust'),
    displayName: 'Naija Arts Trust',
    daysAgo: 3,
    approved: false,
  },
];

const [CHINEDU, OLUWASEUN, EMEKA, ADIRE, FUND, TRUST] = SHOWCASE as readonly Showcase[] as [
  Showcase,
  Showcase,
  Showcase,
  Showcase,
  Showcase,
  Showcase,
];

export const directorySeeder: Seeder = {
  name: 'directory and admin',
  async run(db, _scale, log) {
    const now = Date.now();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const created = (s: Showcase) => new Date(now - s.daysAgo * DAY_MS);
    await db.transaction(async (tx) => {
      await tx
        .insert(accounts)
        .values(
          SHOWCASE.map((s) => ({
            id: s.id,
            role: s.role,
            email: s.email,
            displayName: s.displayName,
            passwordHash,
            emailVerifiedAt: new Date(created(s).getTime() + 10 * 60 * 1000),
            isBlacklisted: s.isBlacklisted ?? false,
            approvedAt: s.approved ? new Date(created(s).getTime() + DAY_MS) : null,
            createdAt: created(s),
          })),
        )
        .onConflictDoNothing();
      await tx
        .insert(creativeProfiles)
        .values([
          {
            accountId: CHINEDU.id,
            firstName: 'Chinedu',
            lastName: 'Okafor',
            originState: 'Enugu',
            lgaOrigin: 'Nsukka',
            residenceState: 'Lagos',
            sector: 'Film & TV',
            category: 'Cinematographer',
            expertise: 'Cinematographer',
            bio: 'Cinematographer for Nollywood features and music videos. I shoot with drones too.',
            availability: 'Contract',
            openToRemote: true,
            needFunding: true,
            detailFunding: 'A cinema camera package to rent out between jobs.',
          },
          {
            accountId: OLUWASEUN.id,
            firstName: 'Oluwaseun',
            lastName: 'Adeyemi',
            originState: 'Oyo',
            lgaOrigin: 'Ibadan North',
            residenceState: 'Oyo',
            sector: 'Fashion Design',
            category: 'Fashion Designer',
            expertise: 'Fashion Designer',
            bio: 'Aso-oke and adire womenswear, made in Ibadan.',
            needMarketAccess: true,
          },
          {
            accountId: EMEKA.id,
            firstName: 'Emeka',
            lastName: 'Nwachukwu',
            originState: 'Anambra',
            lgaOrigin: 'Onitsha North',
            residenceState: 'Anambra',
            sector: 'Visual Arts & Crafts',
            category: 'Painter',
            expertise: 'Painter',
            bio: 'Blacklisted in the demo: asked buyers to pay before any work.',
          },
        ])
        .onConflictDoNothing();
      await tx
        .insert(businessProfiles)
        .values({
          accountId: ADIRE.id,
          tradeName: ADIRE.displayName,
          registeredName: 'Adire Threads Studio Limited',
          sector: 'Fashion Design',
          area: 'Textile Designer',
          state: 'Ogun',
          lga: 'Abeokuta South',
          address: '12 Itoku Market Road, Abeokuta',
          website: `https://adire-threads.${DEMO_EMAIL_DOMAIN}`,
          needMarketAccess: true,
          detailMarketAccess: 'Stockists in Lagos and Abuja for our adire fabrics.',
        })
        .onConflictDoNothing();
      await tx
        .insert(partnerProfiles)
        .values(
          [FUND, TRUST].map((p) => ({
            accountId: p.id,
            name: p.displayName,
            website: `https://${p.email.split('@')[0]?.replaceAll('.', '-')}.${DEMO_EMAIL_DOMAIN}`,
            industry: p === FUND ? ('public' as const) : ('private' as const),
            contactName: p === FUND ? 'Funke Akindele' : 'Ibrahim Musa',
            contactEmail: `contact.${p.email}`,
            contactPhone: p === FUND ? '+2347012345678' : '+2347087654321',
            partnerType: p === FUND ? ('scholarship' as const) : ('sponsor' as const),
            goals: 'Help young Nigerian creatives turn their talent into a living.',
            outcome: 'More creatives trained, funded and selling their work.',
          })),
        )
        .onConflictDoNothing();
      await tx
        .insert(skills)
        .values([
          { accountId: CHINEDU.id, name: 'Drone filming' },
          { accountId: CHINEDU.id, name: 'Colour grading' },
          { accountId: OLUWASEUN.id, name: 'Pattern cutting' },
          { accountId: OLUWASEUN.id, name: 'Adire dyeing' },
        ])
        .onConflictDoNothing();
      await tx
        .insert(identityVerifications)
        .values(
          SHOWCASE.filter((s) => s.identity).map((s, i) => ({
            accountId: s.id,
            type: 'NIN' as const,
            numberHmac: `demo-directory-${i}`,
            lastFour: String(1000 + i),
            provider: 'sandbox',
          })),
        )
        .onConflictDoNothing();
    });
    log(`${SHOWCASE.length} named accounts (Chinedu Okafor, Oluwaseun Adeyemi, a blacklisted creative, partners)`);

    const history = await recordAuditHistory(db);
    if (history) log(`audit history: ${history.blacklistings} blacklistings, ${history.approvals} partner approvals`);
  },
};

/**
 * The admin actions behind the demo data: one audit row for every blacklisted account and every approved partner
 * that has none yet (one INSERT ... SELECT each, so it takes as long for a million accounts as for a hundred).
 * Undefined when there is no demo admin.
 */
export async function recordAuditHistory(db: Database) {
  const [admin] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, DEMO_ADMIN.email));
  if (!admin) return undefined;
  const reason = 'Reported for asking buyers to pay before any work (demo).';
  const blacklisted = await db.execute(sql`
    insert into audit_log (actor_account_id, action, subject_account_id, subject_label, reason, created_at)
    select ${admin.id}::uuid, ${AUDIT_ACTIONS.accountBlacklisted}, a.id, a.display_name || ' (' || a.role || ')',
           ${reason}, least(a.created_at + interval '3 days', now())
      from accounts a
     where a.is_blacklisted
       and not exists (select 1 from audit_log l
                        where l.subject_account_id = a.id and l.action = ${AUDIT_ACTIONS.accountBlacklisted})`);
  const approved = await db.execute(sql`
    insert into audit_log (actor_account_id, action, subject_account_id, subject_label, created_at)
    select ${admin.id}::uuid, ${AUDIT_ACTIONS.partnerApproved}, a.id, a.display_name || ' (' || a.role || ')',
           a.approved_at
      from accounts a
     where a.role = 'partner' and a.approved_at is not null
       and not exists (select 1 from audit_log l
                        where l.subject_account_id = a.id and l.action = ${AUDIT_ACTIONS.partnerApproved})`);
  const count = (r: unknown) =>
    (r as { affectedRows?: number; rowCount?: number }).affectedRows ?? (r as { rowCount?: number }).rowCount ?? 0;
  return { blacklistings: count(blacklisted), approvals: count(approved) };
}
