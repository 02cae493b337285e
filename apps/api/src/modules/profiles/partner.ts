import {
  type PartnerEdit,
  type PartnerOwnProfile,
  PROFILE_MESSAGES,
  partnerEditRequestSchema,
  partnerOwnProfileResponseSchema,
} from '@creative-ng/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { partnerProfiles } from '../../db/schema/index';
import { answeredRoutes } from '../../http/answers';
import { signedIn } from '../../http/auth';
import { DIRECTORY_TOPIC } from '../../http/cache-topics';
import { accountWithProfile, ownProfileService } from './repository';

/** The column of each key of the partner edit form (registration names → schema). */
const COLUMNS: Record<keyof PartnerEdit, keyof typeof partnerProfiles.$inferInsert> = {
  name: 'name',
  website: 'website',
  industry: 'industry',
  user_name: 'contactName',
  user_email: 'contactEmail',
  user_phone_number: 'contactPhone',
  partner_type: 'partnerType',
  goals: 'goals',
  outcome: 'outcome',
};

async function loadPartner(db: Database, accountId: string): Promise<PartnerOwnProfile> {
  const { account, p } = await accountWithProfile(db, partnerProfiles, accountId);
  return {
    id: account.id,
    email: account.email,
    name: p.name,
    website: p.website,
    industry: p.industry,
    partner_type: p.partnerType,
    goals: p.goals,
    outcome: p.outcome,
    logo: p.logo,
    cover_photo: p.coverPhoto,
    approved: account.approvedAt !== null,
    approved_at: account.approvedAt?.toISOString() ?? null,
    contact: { name: p.contactName, email: p.contactEmail, phone: p.contactPhone },
    visibility: account.visibility,
    created_at: account.createdAt.toISOString(),
  };
}

/** A partner's own profile. */
export function partnerProfileService(db: Database) {
  return ownProfileService<PartnerEdit, PartnerOwnProfile>(db, {
    table: partnerProfiles,
    columns: COLUMNS,
    name: 'name',
    load: loadPartner,
  });
}
export type PartnerProfileService = ReturnType<typeof partnerProfileService>;

const PARTNER = { roles: ['partner'] as const };
/** The partner's profile is what the public directory shows of it: an edit forgets the directory's first pages. */
const PARTNER_CHANGING_DIRECTORY = { ...PARTNER, invalidates: () => [DIRECTORY_TOPIC] };

/** The partner's own profile: organisation, contact person, partnership details and approval state. */
export const partnerProfileRoutes: FastifyPluginAsyncZod<{ service: PartnerProfileService }> = async (
  app,
  { service },
) => {
  const tags = ['profiles: partner'];

  const answered = answeredRoutes(app, { tags, config: PARTNER });
  answered.get('/prop/partner-reg/profile', {
    summary: 'Own partner profile, with the contact person and the approval state',
    response: partnerOwnProfileResponseSchema,
    message: 'Profile',
    data: (request) => service.own(signedIn(request.auth).accountId),
  });

  answered.put('/prop/partner-reg/profile', {
    config: PARTNER_CHANGING_DIRECTORY,
    summary: 'Edit the partner profile (any subset); the organisation name is also the display name',
    body: partnerEditRequestSchema,
    response: partnerOwnProfileResponseSchema,
    message: PROFILE_MESSAGES.updated,
    data: (request) => service.edit(signedIn(request.auth).accountId, request.body),
  });
};
