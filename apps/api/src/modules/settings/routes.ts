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
import type { Database } from '../../db/client';
import { signedIn } from '../../http/auth';
import { PUBLISHED_CONTENT_TOPICS } from '../../http/cache-topics';
import { attachment } from '../../http/download';
import { unauthenticated } from '../../http/errors';
import { findAccountById, presentUser } from '../accounts/index';
import type { SettingsService } from './service';

const MEMBERS = { roles: ['user', 'business', 'partner'] as const };
const tokenOf = (header: string | undefined) => tokenFromHeader(header) ?? '';
const tags = ['settings'];

/** /api/prop/settings/…: change password, profile visibility, language, download my data, delete my account. */
export const settingsRoutes: FastifyPluginAsyncZod<{
  service: SettingsService;
  db: Database;
  perIpPerMinute: number;
}> = async (app, { service, db, perIpPerMinute }) => {
  const limited = { rateLimit: { max: perIpPerMinute, timeWindow: 60_000 } };

  app.put(
    '/prop/settings/password',
    {
      config: { roles: ['user', 'business', 'partner', 'admin'], ...limited },
      schema: {
        tags,
        summary: 'Change password (current password required); other sessions end',
        body: changePasswordRequestSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request) => {
      const accountId = signedIn(request.auth).accountId;
      const token = await service.changePassword(accountId, request.body.current_password, request.body.new_password);
      const account = await findAccountById(db, accountId);
      if (!account) throw unauthenticated();
      return { message: SETTINGS_MESSAGES.passwordChanged, data: { token, user: await presentUser(db, account) } };
    },
  );

  app.put(
    '/prop/settings/email',
    {
      config: { ...MEMBERS, ...limited },
      schema: {
        tags,
        summary: 'Change email, step 1: the new address and your password; a code goes to the new address',
        body: changeEmailRequestSchema,
        response: { 200: messageOnlySchema },
      },
    },
    async (request) => {
      await service.startEmailChange(signedIn(request.auth).accountId, request.body.new_email, request.body.password);
      return { message: SETTINGS_MESSAGES.emailCodeSent, data: null };
    },
  );

  app.post(
    '/prop/settings/email/confirm',
    {
      config: { ...MEMBERS, ...limited },
      schema: {
        tags,
        summary: 'Change email, step 2: the code from the new address',
        body: confirmEmailChangeRequestSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request) => {
      const accountId = signedIn(request.auth).accountId;
      await service.confirmEmailChange(accountId, request.body.otp);
      const account = await findAccountById(db, accountId);
      if (!account) throw unauthenticated();
      return {
        message: SETTINGS_MESSAGES.emailChanged,
        data: { token: tokenOf(request.headers.authorization), user: await presentUser(db, account) },
      };
    },
  );

  app.put(
    '/prop/settings/visibility',
    {
      config: { ...MEMBERS, invalidates: () => PUBLISHED_CONTENT_TOPICS },
      schema: {
        tags,
        summary: 'Profile visibility: public or private',
        body: visibilityRequestSchema,
        response: { 200: messageOnlySchema },
      },
    },
    async (request) => {
      await service.setVisibility(signedIn(request.auth).accountId, request.body.visibility);
      return { message: SETTINGS_MESSAGES.visibilitySaved, data: null };
    },
  );

  // Any signed-in account, admins too, and before the email is confirmed: the language only words the
  // emails this account gets (a code sent again after sign-up comes in the new language).
  const anyone = { roles: ROLES, allowUnverified: true };
  const languageResponse = envelope(languageResultSchema);

  app.get(
    '/prop/settings/language',
    {
      config: anyone,
      schema: {
        tags,
        summary: "The account's language (en, ha, yo, ig or pcm): the language of its emails",
        response: { 200: languageResponse },
      },
    },
    async (request) => ({
      message: 'Language',
      data: { language: await service.language(signedIn(request.auth).accountId) },
    }),
  );

  app.put(
    '/prop/settings/language',
    {
      config: anyone,
      schema: {
        tags,
        summary: "Set the account's language (en, ha, yo, ig or pcm): the language of its emails",
        body: languageRequestSchema,
        response: { 200: languageResponse },
      },
    },
    async (request) => {
      const language = await service.setLanguage(signedIn(request.auth).accountId, request.body.language);
      return { message: SETTINGS_MESSAGES.languageSaved, data: { language } };
    },
  );

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

  app.delete(
    '/prop/settings/account',
    {
      config: { ...MEMBERS, ...limited, invalidates: () => PUBLISHED_CONTENT_TOPICS },
      schema: {
        tags,
        summary: 'Delete my account (password confirmation); an audit record stays',
        body: deleteAccountRequestSchema,
        response: { 200: messageOnlySchema },
      },
    },
    async (request) => {
      await service.deleteAccount(signedIn(request.auth).accountId, request.body.password);
      return { message: SETTINGS_MESSAGES.accountDeleted, data: null };
    },
  );
};
