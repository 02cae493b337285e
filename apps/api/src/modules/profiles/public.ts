import {
  type AdminProfileExtras,
  envelope,
  PROFILE_MESSAGES,
  type PublicBusiness,
  type PublicCreative,
  type PublicPartner,
  publicPartnerSchema,
  publicProfileResponseSchema,
} from '@creative-ng/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import {
  accounts,
  businessProfiles,
  creativeProfiles,
  identityVerifications,
  partnerProfiles,
} from '../../db/schema/index';
import type { AuthContext } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import { listSkills, type ProfileNeeds, presentNeeds } from './repository';

type Account = typeof accounts.$inferSelect;
type Identity = typeof identityVerifications.$inferSelect | null;

/**
 * Whether a viewer may see an account's profile: the public sees only verified, public, not-blacklisted
 * accounts and, of partners, only approved ones (as the directory lists them); the owner always sees their own;
 * admins see everyone.
 */
function visibleTo(account: Account, viewer: AuthContext | null): boolean {
  if (viewer?.role === 'admin' || viewer?.accountId === account.id) return true;
  return (
    account.visibility === 'public' &&
    !account.isBlacklisted &&
    account.emailVerifiedAt !== null &&
    (account.role !== 'partner' || account.approvedAt !== null)
  );
}

function adminExtras(
  account: Account,
  identity: Identity,
  fields: { phone: string | null; originState: string | null; lga: string | null; needs: ProfileNeeds | null },
  partnership: AdminProfileExtras['partnership'] = null,
): AdminProfileExtras {
  return {
    email: account.email,
    phone_number: fields.phone,
    verification_type: identity?.type ?? null,
    identity_last_four: identity?.lastFour ?? null,
    origin_state: fields.originState,
    lga: fields.lga,
    is_blacklisted: account.isBlacklisted,
    // 'Activated' as the admin directory's status badge reads it (directoryStatus in packages/shared/src/directory):
    // a creative or business with a verified NIN/BVN, a partner an admin approved.
    is_activated: account.role === 'partner' ? account.approvedAt !== null : identity !== null,
    visibility: account.visibility,
    created_at: account.createdAt.toISOString(),
    needs: fields.needs && presentNeeds(fields.needs),
    partnership,
  };
}

async function loadCreative(db: Database, id: string, viewer: AuthContext | null): Promise<PublicCreative | undefined> {
  const [row] = await db
    .select({ account: accounts, p: creativeProfiles, identity: identityVerifications })
    .from(accounts)
    .innerJoin(creativeProfiles, eq(creativeProfiles.accountId, accounts.id))
    .leftJoin(identityVerifications, eq(identityVerifications.accountId, accounts.id))
    .where(eq(accounts.id, id));
  if (!row || !visibleTo(row.account, viewer)) return undefined;
  const { account, p, identity } = row;
  return {
    type: 'creative',
    id: account.id,
    name: account.displayName,
    first_name: p.firstName,
    last_name: p.lastName,
    photo: p.photo,
    cover_photo: p.coverPhoto,
    facebook: p.facebook,
    instagram: p.instagram,
    twitter: p.twitter,
    identity_verified: identity !== null,
    category: p.category,
    sector: p.sector,
    expertise: p.expertise,
    location: p.residenceState,
    bio: p.bio,
    gender: p.gender,
    level_of_education: p.levelOfEducation,
    employment_status: p.employmentStatus,
    skill_level: p.skillLevel,
    status: p.availability,
    open_to_remote: p.openToRemote,
    skills: await listSkills(db, account.id),
    posts: [],
    ...(viewer?.role === 'admin'
      ? {
          admin: adminExtras(account, identity, {
            phone: p.phoneNumber,
            originState: p.originState,
            lga: p.lgaOrigin,
            needs: p,
          }),
        }
      : {}),
  };
}

async function loadBusiness(db: Database, id: string, viewer: AuthContext | null): Promise<PublicBusiness | undefined> {
  const [row] = await db
    .select({ account: accounts, p: businessProfiles, identity: identityVerifications })
    .from(accounts)
    .innerJoin(businessProfiles, eq(businessProfiles.accountId, accounts.id))
    .leftJoin(identityVerifications, eq(identityVerifications.accountId, accounts.id))
    .where(eq(accounts.id, id));
  if (!row || !visibleTo(row.account, viewer)) return undefined;
  const { account, p, identity } = row;
  return {
    type: 'business',
    id: account.id,
    name: p.tradeName,
    trade_name: p.tradeName,
    registered_name: p.registeredName,
    photo: p.logo,
    logo: p.logo,
    cover_photo: p.coverPhoto,
    facebook: p.facebook,
    instagram: p.instagram,
    twitter: p.twitter,
    identity_verified: identity !== null,
    sector: p.sector,
    area: p.area,
    state: p.state,
    location: [p.lga, p.state].filter(Boolean).join(', ') || null,
    address: p.address,
    website: p.website,
    posts: [],
    ...(viewer?.role === 'admin'
      ? { admin: adminExtras(account, identity, { phone: p.phoneNumber, originState: p.state, lga: p.lga, needs: p }) }
      : {}),
  };
}

async function loadPartner(db: Database, id: string, viewer: AuthContext | null): Promise<PublicPartner | undefined> {
  const [row] = await db
    .select({ account: accounts, p: partnerProfiles })
    .from(accounts)
    .innerJoin(partnerProfiles, eq(partnerProfiles.accountId, accounts.id))
    .where(eq(accounts.id, id));
  if (!row || !visibleTo(row.account, viewer)) return undefined;
  const { account, p } = row;
  const approved = account.approvedAt !== null;
  return {
    type: 'partner',
    id: account.id,
    name: p.name,
    photo: p.logo,
    logo: p.logo,
    cover_photo: p.coverPhoto,
    facebook: null,
    instagram: null,
    twitter: null,
    identity_verified: false,
    website: p.website,
    industry: p.industry,
    partner_type: p.partnerType,
    goals: p.goals,
    outcome: p.outcome,
    approved,
    ...(viewer?.role === 'admin'
      ? {
          admin: adminExtras(
            account,
            null,
            { phone: p.contactPhone, originState: null, lga: null, needs: null },
            {
              contact_name: p.contactName,
              contact_email: p.contactEmail,
              contact_phone: p.contactPhone,
              approved,
            },
          ),
        }
      : {}),
  };
}

const LOADERS = { creative: loadCreative, business: loadBusiness, partner: loadPartner } as const;

/**
 * An account's public profile, whatever its kind, as this viewer may see it (undefined when there is none or it
 * is private or blacklisted): what the shareable pages /profile/{id} and /publicProfile/{id} show.
 */
export async function findPublicProfile(
  db: Database,
  id: string,
  viewer: AuthContext | null,
): Promise<PublicCreative | PublicBusiness | PublicPartner | undefined> {
  for (const load of Object.values(LOADERS)) {
    const profile = await load(db, id, viewer);
    if (profile) return profile;
  }
  return undefined;
}

/**
 * GET /prop/public/{creative|business|partner}/{id} (answer in data.data) and GET /prop/public/partner
 * (the signed-in partner's own). Admins get the admin-only fields; private and blacklisted profiles, and
 * partners not yet approved, answer 404 to everyone else.
 */
export const publicProfileRoutes: FastifyPluginAsyncZod<{
  db: Database;
  /** The newest posts of an author as this viewer may see them (the feed feature provides it). */
  postsOf?: (authorId: string, viewer: AuthContext | null) => Promise<unknown[]>;
}> = async (app, { db, postsOf }) => {
  for (const [kind, load] of Object.entries(LOADERS)) {
    app.get(
      `/prop/public/${kind}/:id`,
      {
        schema: {
          tags: ['profiles: public'],
          summary: `A ${kind}'s public profile (admins also see the admin-only fields)`,
          params: z.object({ id: z.uuid({ error: PROFILE_MESSAGES.notFound }) }),
          response: { 200: publicProfileResponseSchema },
        },
      },
      async (request) => {
        const profile = await load(db, request.params.id, request.auth);
        if (!profile) throw notFound(PROFILE_MESSAGES.notFound);
        if ('posts' in profile && postsOf) profile.posts = await postsOf(profile.id, request.auth);
        return { message: 'Profile', data: { data: profile } };
      },
    );
  }

  app.get(
    '/prop/public/partner',
    {
      config: { roles: ['partner'] },
      schema: {
        tags: ['profiles: partner'],
        summary: "The signed-in partner's own profile (the spec reads it at data)",
        response: { 200: envelope(publicPartnerSchema) },
      },
    },
    async (request) => {
      const profile = request.auth ? await loadPartner(db, request.auth.accountId, request.auth) : undefined;
      if (!profile) throw notFound(PROFILE_MESSAGES.notFound);
      return { message: 'Profile', data: profile };
    },
  );
};
