import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import type { Config } from '../config/env';
import { escapeHtml } from './html';

/** Builds the OpenAPI document from every route's zod schemas. Served by the docs module. */
export async function registerOpenApi(app: FastifyInstance, config: Config, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'CreativeNG platform API',
        description:
          "The API of the national platform for Nigeria's creative economy. Send the session token in the `authorization` header, raw or as `Bearer <token>`. Every answer is an envelope: `{ message, data }`; errors carry `data.code` and, for invalid input, `data.fields`. Every message a person reads also comes by code: a confirmation has `messageCode` and `params` beside `message`, an error has `data.messageCode` and `data.params`, and each field of `data.fields` has its `{ code, params }` in `data.fieldCodes`. `message` is worded in the `Accept-Language` of the request (en, ha, yo, ig, pcm; English by default).",
        version,
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
}

type Operation = OpenAPIV3.OperationObject;

/** A plain, readable HTML page of the API: no script, so it works under the strict CSP and on slow phones. */
export function renderDocsPage(doc: OpenAPIV3.Document): string {
  const rows: string[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const op = item?.[method] as Operation | undefined;
      if (!op) continue;
      rows.push(renderOperation(method, path, op));
    }
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} — reference</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#1f2933;background:#fff;line-height:1.5}
main{max-width:960px;margin:0 auto;padding:16px}
h1{font-size:1.6rem;color:#006b40}.op{border:1px solid #d5dbe1;border-radius:8px;margin:12px 0;padding:8px 12px}
.m{display:inline-block;min-width:4.5em;font-weight:700;text-transform:uppercase;color:#fff;background:#006b40;border-radius:4px;padding:0 6px;margin-right:8px;text-align:center}
code{font-family:ui-monospace,Menlo,Consolas,monospace;word-break:break-all}summary{cursor:pointer}
pre{background:#f4f6f8;padding:8px;overflow:auto;font-size:.85rem}a{color:#006b40}
</style></head><body><main>
<h1>${escapeHtml(doc.info.title)} <small>v${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description ?? '')}</p>
<p>Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a></p>
${rows.join('\n')}
</main></body></html>`;
}

function renderOperation(method: string, path: string, op: Operation): string {
  const responses = Object.keys(op.responses ?? {}).join(', ');
  const details = JSON.stringify({ parameters: op.parameters, requestBody: op.requestBody }, null, 2);
  return `<section class="op"><h2><span class="m">${method}</span><code>${escapeHtml(path)}</code></h2>
<p>${escapeHtml(op.summary ?? '')} ${escapeHtml(op.description ?? '')}</p>
<p>Responses: ${escapeHtml(responses)}${op.security ? ' · needs sign-in' : ''}</p>
<details><summary>Parameters and body</summary><pre>${escapeHtml(details)}</pre></details></section>`;
}
