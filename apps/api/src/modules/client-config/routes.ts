import { type ClientConfig, clientConfigResponseSchema } from '@creative-ng/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/env';

/** GET /api/config: the few settings the web app needs at run time (nothing secret). */
export const clientConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const data: ClientConfig = {
    chat: { whatsappNumber: config.CHAT_WHATSAPP_NUMBER ?? null, text: config.CHAT_TEXT },
    identityProvider: { name: config.IDENTITY_PROVIDER_NAME },
    funding: { registrationUrl: config.FUNDING_REGISTRATION_URL ?? null, formUrl: config.FUNDING_FORM_URL ?? null },
  };
  app.get(
    '/config',
    {
      schema: {
        tags: ['platform'],
        summary: 'Public settings for the web app',
        response: { 200: clientConfigResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { message: 'Client configuration', data };
    },
  );
};
