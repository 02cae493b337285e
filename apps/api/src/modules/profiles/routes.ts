import {
  availabilityRequestSchema,
  BUSINESS_MESSAGES,
  creativeBiodataRequestSchema,
  creativeEditRequestSchema,
  creativeProfileResponseSchema,
  nigerianPhoneField,
  PROFILE_MESSAGES,
  skillsRequestSchema,
  skillsResponseSchema,
} from '@creative-ng/shared';
import type { MessageCode } from '@creative-ng/shared/i18n/codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answeredRoutes } from '../../http/answers';
import { signedIn } from '../../http/auth';
import { DIRECTORY_TOPIC } from '../../http/cache-topics';
import type { IdentityCheck } from '../identity/service';
import { type OwnImagesCheck, refuseForeignImages } from './own-images';
import type { ProfilesService } from './service';

const CREATIVE = { roles: ['user'] as const };
/** Onboarding, edits and skills change what the public directory shows of the creative: forget its first pages. */
const CREATIVE_CHANGING_DIRECTORY = { ...CREATIVE, invalidates: () => [DIRECTORY_TOPIC] };
const tags = ['profiles: creative'];

/** The creative's own profile: onboarding (biodata), edit, availability and skills. */
export const creativeProfileRoutes: FastifyPluginAsyncZod<{
  service: ProfilesService;
  checkIdentity: IdentityCheck;
  ownImages: OwnImagesCheck;
}> = async (app, { service, checkIdentity, ownImages }) => {
  const answered = answeredRoutes(app, { tags, config: CREATIVE_CHANGING_DIRECTORY });
  answered.put('/prop/creative/:phone_number', {
    summary: 'Creative onboarding (biodata); the phone number in the path is stored as +234…',
    params: z.object({ phone_number: nigerianPhoneField(BUSINESS_MESSAGES.phone) }),
    body: creativeBiodataRequestSchema,
    response: creativeProfileResponseSchema,
    message: PROFILE_MESSAGES.updated,
    data: async (request) => {
      const accountId = signedIn(request.auth).accountId;
      const body = request.body;
      if (body.identificationNumber && body.verificationMethod) {
        await checkIdentity(accountId, {
          type: body.verificationMethod,
          number: body.identificationNumber,
          firstName: body.firstName,
          lastName: body.lastName,
          dateOfBirth: body.dateOfBirth,
        });
      }
      return service.saveBiodata(accountId, request.params.phone_number, body);
    },
  });

  answered.get('/prop/users/profile', {
    config: CREATIVE,
    summary: 'Own creative profile',
    response: creativeProfileResponseSchema,
    message: 'Profile',
    data: (request) => service.getOwn(signedIn(request.auth).accountId),
  });

  answered.put('/prop/users/edit_profile', {
    summary: "The 'Edit My Information' modal; send only what changes, null clears",
    body: creativeEditRequestSchema,
    response: creativeProfileResponseSchema,
    message: PROFILE_MESSAGES.updated,
    data: async (request) => {
      const accountId = signedIn(request.auth).accountId;
      await refuseForeignImages(ownImages, accountId, request.body, ['photo', 'cover_photo']);
      return service.edit(accountId, request.body);
    },
  });

  answered.put('/prop/users/availability', {
    config: CREATIVE,
    summary: 'Availability (Full Time, Part Time, Contract or not available) and remote',
    body: availabilityRequestSchema,
    response: creativeProfileResponseSchema,
    message: PROFILE_MESSAGES.availabilitySaved,
    data: (request) => service.setAvailability(signedIn(request.auth).accountId, request.body),
  });

  app.get(
    '/prop/skill',
    { config: CREATIVE, schema: { tags, summary: 'Own skills', response: { 200: skillsResponseSchema } } },
    async (request) => {
      const list = await service.listSkills(signedIn(request.auth).accountId);
      return { message: 'Skills', skills: list, data: list };
    },
  );

  app.post(
    '/prop/skill',
    {
      config: CREATIVE_CHANGING_DIRECTORY,
      schema: {
        tags,
        summary: 'Add skills (a list)',
        body: skillsRequestSchema,
        response: { 200: skillsResponseSchema },
      },
    },
    async (request) => {
      const list = await service.addSkills(signedIn(request.auth).accountId, request.body.skills);
      return { message: PROFILE_MESSAGES.skillAdded, skills: list, data: list };
    },
  );

  app.delete(
    '/prop/skill/:id',
    {
      config: CREATIVE_CHANGING_DIRECTORY,
      schema: {
        tags,
        summary: 'Remove one of your skills',
        params: z.object({ id: z.uuid({ error: 'api.skillNotFound' satisfies MessageCode }) }),
        response: { 200: skillsResponseSchema },
      },
    },
    async (request) => {
      const list = await service.removeSkill(signedIn(request.auth).accountId, request.params.id);
      return { message: PROFILE_MESSAGES.skillRemoved, skills: list, data: list };
    },
  );
};
