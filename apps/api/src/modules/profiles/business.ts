import {
  BUSINESS_MESSAGES,
  BUSINESS_PROFILE_MESSAGES,
  type BusinessProfile,
  businessEditRequestSchema,
  businessProfileResponseSchema,
  businessVerificationRequestSchema,
  nigerianPhoneField,
  ownedBusinessRequestSchema,
  ownedBusinessResponseSchema,
  PROFILE_MESSAGES,
} from '@creative-ng/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { businessProfiles, ownedBusinesses } from '../../db/schema/index';
import { answeredRoutes } from '../../http/answers';
import { signedIn } from '../../http/auth';
import { DIRECTORY_TOPIC } from '../../http/cache-topics';
import { notFound } from '../../http/errors';
import { type OwnImagesCheck, refuseForeignImages } from './own-images';
import { accountWithProfile, ownProfileService, presentNeeds } from './repository';

type Edit = z.output<typeof businessEditRequestSchema>;

/** The column of each key of the business edit form (spec names → schema). */
const COLUMNS: Record<keyof Edit, keyof typeof businessProfiles.$inferInsert> = {
  registered_name: 'registeredName',
  trade_name: 'tradeName',
  sector: 'sector',
  area: 'area',
  state: 'state',
  lga: 'lga',
  phone_number: 'phoneNumber',
  address: 'address',
  website: 'website',
  facebook: 'facebook',
  instagram: 'instagram',
  twitter: 'twitter',
  logo: 'logo',
  cover_photo: 'coverPhoto',
  need_training: 'needTraining',
  need_funding: 'needFunding',
  need_tools: 'needTools',
  need_market_access: 'needMarketAccess',
  detail_training: 'detailTraining',
  detail_funding: 'detailFunding',
  detail_tools: 'detailTools',
  detail_market_access: 'detailMarketAccess',
};

async function loadBusiness(db: Database, accountId: string): Promise<BusinessProfile> {
  const { account, p } = await accountWithProfile(db, businessProfiles, accountId);
  return {
    id: account.id,
    email: account.email,
    registered_name: p.registeredName,
    trade_name: p.tradeName,
    sector: p.sector,
    area: p.area,
    state: p.state,
    lga: p.lga,
    phone_number: p.phoneNumber,
    address: p.address,
    website: p.website,
    facebook: p.facebook,
    instagram: p.instagram,
    twitter: p.twitter,
    logo: p.logo,
    cover_photo: p.coverPhoto,
    cac_number: p.cacNumber,
    ...presentNeeds(p),
    visibility: account.visibility,
    created_at: account.createdAt.toISOString(),
  };
}

type SideBusiness = z.output<typeof ownedBusinessRequestSchema>;

/** A business's own profile, and the side business any member may add. */
export function businessProfileService(db: Database) {
  return {
    ...ownProfileService<Edit, BusinessProfile>(db, {
      table: businessProfiles,
      columns: COLUMNS,
      name: 'trade_name',
      load: loadBusiness,
    }),

    async recordCac(accountId: string, cacNumber: string): Promise<BusinessProfile> {
      await db.update(businessProfiles).set({ cacNumber }).where(eq(businessProfiles.accountId, accountId));
      return loadBusiness(db, accountId);
    },

    /** The member's side business, or null when they added none. */
    async sideBusiness(accountId: string) {
      const [row] = await db.select().from(ownedBusinesses).where(eq(ownedBusinesses.accountId, accountId));
      return row ? presentOwned(row) : null;
    },

    async saveSideBusiness(accountId: string, input: SideBusiness) {
      const values = {
        name: input.name,
        cacNumber: input.cac_number,
        address: input.address,
        sector: input.sector,
        email: input.email,
        phoneNumber: input.phone_number,
      };
      const [row] = await db
        .insert(ownedBusinesses)
        .values({ accountId, ...values })
        .onConflictDoUpdate({ target: ownedBusinesses.accountId, set: values })
        .returning();
      if (!row) throw notFound();
      return presentOwned(row);
    },
  };
}
export type BusinessProfileService = ReturnType<typeof businessProfileService>;

const BUSINESS = { roles: ['business'] as const };
/** The business's profile is what the public directory shows of it: an edit forgets the directory's first pages. */
const BUSINESS_CHANGING_DIRECTORY = { ...BUSINESS, invalidates: () => [DIRECTORY_TOPIC] };
const MEMBERS = { roles: ['user', 'business', 'partner'] as const };
/** The business's pictures: each must be its own upload, as a creative's photo and cover must (routes.ts). */
const BUSINESS_IMAGES = ['logo', 'cover_photo'] as const;

/** The business's own profile (spec: business-info and /prop/business/{phone_number}) and a creative's side business. */
export const businessProfileRoutes: FastifyPluginAsyncZod<{
  service: BusinessProfileService;
  ownImages: OwnImagesCheck;
}> = async (app, { service, ownImages }) => {
  const tags = ['profiles: business'];

  const answered = answeredRoutes(app, { tags, config: BUSINESS_CHANGING_DIRECTORY });
  answered.get('/prop/business-info/profile', {
    config: BUSINESS,
    summary: 'Own business profile',
    response: businessProfileResponseSchema,
    message: 'Profile',
    data: (request) => service.own(signedIn(request.auth).accountId),
  });

  answered.put('/prop/business-info/edit_profile', {
    summary: 'Edit the business profile; each need flag and detail is its own field',
    body: businessEditRequestSchema,
    response: businessProfileResponseSchema,
    message: PROFILE_MESSAGES.updated,
    data: async (request) => {
      const accountId = signedIn(request.auth).accountId;
      await refuseForeignImages(ownImages, accountId, request.body, BUSINESS_IMAGES);
      return service.edit(accountId, request.body);
    },
  });

  answered.put('/prop/business/:phone_number', {
    summary: 'Business data with the phone number in the path (stored as +234…)',
    params: z.object({ phone_number: nigerianPhoneField(BUSINESS_MESSAGES.phone) }),
    body: businessEditRequestSchema,
    response: businessProfileResponseSchema,
    message: PROFILE_MESSAGES.updated,
    data: async (request) => {
      const accountId = signedIn(request.auth).accountId;
      await refuseForeignImages(ownImages, accountId, request.body, BUSINESS_IMAGES);
      return service.edit(accountId, { ...request.body, phone_number: request.params.phone_number });
    },
  });

  answered.post('/prop/business/verification', {
    config: BUSINESS,
    summary: 'Record the CAC registration number of the business',
    body: businessVerificationRequestSchema,
    response: businessProfileResponseSchema,
    message: BUSINESS_PROFILE_MESSAGES.cacSaved,
    data: (request) => service.recordCac(signedIn(request.auth).accountId, request.body.id),
  });

  app.get(
    '/prop/users/business',
    {
      config: MEMBERS,
      schema: {
        tags,
        summary: "Own side business ('No Business Added' when null)",
        response: { 200: ownedBusinessResponseSchema },
      },
    },
    async (request) => {
      const data = await service.sideBusiness(signedIn(request.auth).accountId);
      return { message: data ? 'Business' : BUSINESS_PROFILE_MESSAGES.noBusiness, data };
    },
  );

  answered.put('/prop/users/business', {
    config: MEMBERS,
    summary: 'Add or update own side business (the add-business modal)',
    body: ownedBusinessRequestSchema,
    response: ownedBusinessResponseSchema,
    message: BUSINESS_PROFILE_MESSAGES.businessSaved,
    data: (request) => service.saveSideBusiness(signedIn(request.auth).accountId, request.body),
  });
};

function presentOwned(row: typeof ownedBusinesses.$inferSelect) {
  return {
    name: row.name,
    cac_number: row.cacNumber,
    address: row.address,
    sector: row.sector,
    email: row.email,
    phone_number: row.phoneNumber,
    created_at: row.createdAt.toISOString(),
  };
}
