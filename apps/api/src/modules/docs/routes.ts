import type { FastifyPluginAsync } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { renderDocsPage } from '../../http/openapi';

/** GET /api/openapi.json (the generated document) and GET /api/docs (a readable page of it). */
export const docsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/docs', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderDocsPage(app.swagger() as OpenAPIV3.Document)),
  );
};
