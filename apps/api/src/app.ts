import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config/env';
import type { Secrets } from './config/secrets';
import type { DatabaseHandle } from './db/client';
import { authPlugin } from './http/auth';
import { registerErrorHandler } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerSecurity } from './http/security';
import { registerSpa } from './http/spa';
import { loggerOptions } from './logging';
import { clientConfigRoutes } from './modules/client-config/routes';
import { docsRoutes } from './modules/docs/routes';
import { healthRoutes } from './modules/health/routes';
import { referenceRoutes } from './modules/reference/routes';
import { sessionRoutes } from './modules/sessions/routes';

export const APP_VERSION = '0.1.0';

export interface AppDependencies {
  config: Config;
  secrets: Secrets;
  database: DatabaseHandle;
  redis?: Redis;
  /** Folder of the built web app; omitted in API-only tests. */
  webDist?: string | undefined;
  /** Override the logger (tests pass false or a stream). */
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the whole platform as one Fastify app without listening: server.ts listens, tests inject.
 * A feature adds one line here: `api.register(featureRoutes, deps)`.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.LOG_LEVEL),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurity(app, config, deps.redis);
  await registerOpenApi(app, config, APP_VERSION);
  await app.register(authPlugin, { db: database.db });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, version: APP_VERSION });
      await api.register(referenceRoutes);
      await api.register(clientConfigRoutes, { config });
      await api.register(sessionRoutes, { db: database.db });
      await api.register(docsRoutes);
    },
    { prefix: '/api' },
  );

  await registerSpa(app, deps.webDist);
  app.addHook('onClose', async () => {
    await database.close();
    deps.redis?.disconnect();
  });
  return app;
}
