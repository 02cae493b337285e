import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { escapeHtml } from '../../http/html';
import {
  type DevOutboxEntry,
  devOutboxList,
  devOutboxListSchema,
  devOutboxQuerySchema,
  listDevOutbox,
} from '../outbox/service';

/**
 * The dev outbox over HTTP, to anyone: GET /api/dev/outbox?to=EMAIL (JSON, newest first) and the page
 * /dev/outbox. Registered only when mail goes to the dev outbox (no SMTP_URL) and DEV_OUTBOX_PUBLIC is on,
 * for development and the automated tests; otherwise `npm run outbox` reads it (decision 0019).
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ db: Database; appSecret: string }> = async (
  app,
  { db, appSecret },
) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail kept by the dev outbox (only without SMTP, with DEV_OUTBOX_PUBLIC on)',
        ...devOutboxListSchema,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return devOutboxList(db, appSecret, request.query);
    },
  );

  app.get('/dev/outbox', { schema: { hide: true, querystring: devOutboxQuerySchema } }, async (request, reply) => {
    const entries = await listDevOutbox(db, appSecret, request.query.to, request.query.limit);
    reply.header('cache-control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(renderOutboxPage(entries, request.query.to));
  });
};

function renderOutboxPage(entries: DevOutboxEntry[], to: string | undefined): string {
  const items = entries
    .map(
      (e) => `<li class="m"><h2>${escapeHtml(e.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(e.to)}</strong> · ${escapeHtml(new Date(e.created_at).toLocaleString('en-NG', { timeZone: 'Africa/Lagos' }))}</p>
${e.otp ? `<p>Code: <strong class="otp" data-otp="${escapeHtml(e.otp)}">${escapeHtml(e.otp)}</strong></p>` : ''}
<pre>${escapeHtml(e.text)}</pre></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev outbox — CreativeNG</title>
<style>body{font-family:system-ui,sans-serif;margin:0;color:#1f2933;line-height:1.5}main{max-width:760px;margin:0 auto;padding:16px}
h1{color:#006b40;font-size:1.5rem}ul{list-style:none;padding:0}.m{border:1px solid #d5dbe1;border-radius:8px;padding:12px;margin:12px 0}
.m h2{font-size:1.05rem;margin:0}.meta{color:#52606d;margin:4px 0}pre{white-space:pre-wrap;background:#f4f6f8;padding:8px;border-radius:4px}
label{display:block;font-weight:600}input{font:inherit;padding:8px;min-height:44px;width:100%;max-width:360px;box-sizing:border-box}
button{font:inherit;min-height:44px;padding:0 16px;background:#006b40;color:#fff;border:0;border-radius:6px;margin-top:8px}</style></head>
<body><main><h1>Dev outbox</h1>
<p>No mail server is configured (SMTP_URL), so the platform keeps its emails here instead of sending them. Newest first.</p>
<p><strong>Anyone who can reach this server can read this page</strong>, because DEV_OUTBOX_PUBLIC is on. Never turn it on for a server people use; <code>npm run outbox</code> reads the same mail.</p>
<form method="get" action="/dev/outbox"><label for="to">Show mail to</label><input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}" autocomplete="email"><br><button type="submit">Show</button></form>
${entries.length ? `<ul>${items}</ul>` : '<p>No messages yet.</p>'}
</main></body></html>`;
}
