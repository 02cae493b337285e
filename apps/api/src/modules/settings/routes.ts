import {
  authResponseSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmEmailChangeRequestSchema,
  deleteAccountRequestSchema,
  envelope,
  languageRequestSchema,
  languageResultSchema,
  messageOnlySchema,
  ROLES,
  SETTINGS_MESSAGES,
  tokenFromHeader,
  visibilityRequestSchema,
} from '@creative-ng/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answeredRoutes, noData } from '../../http/answers';
import { signedIn } from '../../http/auth';
import { PUBLISHED_CONTENT_TOPICS } from '../../http/cache-topics';
import { attachment } from '../../http/download';
import type { SettingsService } from './service';

const MEMBERS = { roles: ['user', 'business', 'partner'] as const };
const tags = ['settings'];

/** /api/prop/settings/…: change password, profile visibility, language, download my data, delete my account. */
export const settingsRoutes: FastifyPluginAsyncZod<{
  service: SettingsService;
  perIpPerMinute: number;
}> = async (app, { service, perIpPerMinute }) => {
  const limited = { rateLimit: { max: perIpPerMinute, timeWindow: 60_000 } };

  const answered = answeredRoutes(app, { tags, config: { ...MEMBERS, ...limited } });
  answered.put('/prop/settings/password', {
    config: { roles: ['user', 'business', 'partner', 'admin'], ...limited },
    summary: 'Change password (current password required); other sessions end',
    body: changePasswordRequestSchema,
    response: authResponseSchema,
    message: SETTINGS_MESSAGES.passwordChanged,
    data: (request) =>
      service.changePassword(
        signedIn(request.auth).accountId,
        request.body.current_password,
        request.body.new_password,
      ),
  });

  answered.put('/prop/settings/email', {
    summary: 'Change email, step 1: the new address and your password; a code goes to the new address',
    body: changeEmailRequestSchema,
    response: messageOnlySchema,
    message: SETTINGS_MESSAGES.emailCodeSent,
    data: (request) =>
      noData(service.startEmailChange(signedIn(request.auth).accountId, request.body.new_email, request.body.password)),
  });

  answered.post('/prop/settings/email/confirm', {
    summary: 'Change email, step 2: the code from the new address',
    body: confirmEmailChangeRequestSchema,
    response: authResponseSchema,
    message: SETTINGS_MESSAGES.emailChanged,
    data: (request) =>
      service.confirmEmailChange(
        signedIn(request.auth).accountId,
        request.body.otp,
        tokenFromHeader(request.headers.authorization) ?? '',
      ),
  });

  answered.put('/prop/settings/visibility', {
    config: { ...MEMBERS, invalidates: () => PUBLISHED_CONTENT_TOPICS },
    summary: 'Profile visibility: public or private',
    body: visibilityRequestSchema,
    response: messageOnlySchema,
    message: SETTINGS_MESSAGES.visibilitySaved,
    data: (request) => noData(service.setVisibility(signedIn(request.auth).accountId, request.body.visibility)),
  });

  // Any signed-in account, admins too, and before the email is confirmed: the language only words the
  // emails this account gets (a code sent again after sign-up comes in the new language).
  const anyone = { roles: ROLES, allowUnverified: true };
  const languageResponse = envelope(languageResultSchema);

  answered.get('/prop/settings/language', {
    config: anyone,
    summary: "The account's language (en, ha, yo, ig or pcm): the language of its emails",
    response: languageResponse,
    message: 'Language',
    data: async (request) => ({ language: await service.language(signedIn(request.auth).accountId) }),
  });

  answered.put('/prop/settings/language', {
    config: anyone,
    summary: "Set the account's language (en, ha, yo, ig or pcm): the language of its emails",
    body: languageRequestSchema,
    response: languageResponse,
    message: SETTINGS_MESSAGES.languageSaved,
    data: async (request) => ({
      language: await service.setLanguage(signedIn(request.auth).accountId, request.body.language),
    }),
  });

  app.get(
    '/prop/settings/export',
    {
      config: MEMBERS,
      schema: {
        tags,
        summary: 'Download all my data as JSON (NDPA right of access)',
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (request, reply) => {
      const data = await service.exportData(signedIn(request.auth).accountId);
      reply.header(
        'content-disposition',
        attachment(`creativeng-my-data-${new Date().toISOString().slice(0, 10)}.json`),
      );
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  answered.delete('/prop/settings/account', {
    config: { ...MEMBERS, ...limited, invalidates: () => PUBLISHED_CONTENT_TOPICS },
    summary: 'Delete my account (password confirmation); an audit record stays',
    body: deleteAccountRequestSchema,
    response: messageOnlySchema,
    message: SETTINGS_MESSAGES.accountDeleted,
    data: (request) => noData(service.deleteAccount(signedIn(request.auth).accountId, request.body.password)),
  });
};
