import { Readable } from 'node:stream';
import {
  ADMIN_LIST_PATHS,
  type AdminRow,
  adminAccountIdParams,
  adminActionResponseSchema,
  adminListQuerySchema,
  adminListResponseSchema,
  blacklistBodySchema,
  DIRECTORY_LISTS,
  DIRECTORY_MESSAGES,
  type DirectoryList,
  deleteBodySchema,
} from '@creative-ng/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAccountSearch } from '../../db/account-search';
import type { Database } from '../../db/client';
import { PUBLISHED_CONTENT_TOPICS } from '../../http/cache-topics';
import { csvLine } from '../../http/csv';
import { attachment } from '../../http/download';
import { notFound, unauthenticated } from '../../http/errors';
import { countCap, pageInfo, pageOffset } from '../../http/pagination';
import { requestSlots } from '../../http/slots';
import { adminCount, adminCounts, adminRow, adminRows, allAdminRows, ROLE_OF_LIST } from './repository';
import type { AdminService } from './service';

const ADMIN = { roles: ['admin'] } as const;
/** Blacklisting, deleting and approving change what the public sees of an account. */
const ADMIN_CHANGING_PUBLIC = { ...ADMIN, invalidates: () => PUBLISHED_CONTENT_TOPICS };
const LIST_NAMES = { creatives: 'creatives', business: 'businesses', partners: 'partners' } as const;

type CsvColumns = readonly (readonly [string, (row: AdminRow) => unknown])[];

/** Creatives and businesses: the table's columns (name, location, creative specialty, status, date joined) and more. */
const PEOPLE_COLUMNS: CsvColumns = [
  ['Name', (r) => r.name],
  ['Email', (r) => r.email],
  ['Location', (r) => r.location],
  ['Creative specialty', (r) => r.specialty],
  ['Sector', (r) => r.sector],
  ['Status', (r) => r.status],
  ['Date joined', (r) => r.created_at.slice(0, 10)],
  ['ID', (r) => r.id],
];

/** The CSV columns of each list: the table's columns, plus email and the facts behind the status. */
const CSV_COLUMNS: Record<DirectoryList, CsvColumns> = {
  creatives: PEOPLE_COLUMNS,
  business: PEOPLE_COLUMNS,
  partners: [
    ['Name', (r) => r.name],
    ['Email', (r) => r.email],
    ['Sector', (r) => r.industry],
    ['Partner type', (r) => r.partner_type],
    ['Approved', (r) => (r.approved ? 'yes' : 'no')],
    ['Status', (r) => r.status],
    ['Date joined', (r) => r.created_at.slice(0, 10)],
    ['ID', (r) => r.id],
  ],
};

const CSV_BATCH = 2000;
/**
 * CSV exports one instance streams at once. Each reads its list batch by batch for as long as the download lasts,
 * a connection of the pool at a time: more at once only wait on each other and starve every other request (at 50
 * exports the whole pool timed out). Past it an export is answered 503 with Retry-After before it reads anything.
 */
const CSV_EXPORTS_AT_ONCE = 2;

function adminId(auth: { accountId: string } | null): string {
  if (!auth) throw unauthenticated();
  return auth.accountId;
}

/**
 * The admin directory: GET /prop/admin-creative|admin-business|admin-partner with search,
 * filters and pages; their CSV exports; one account; approve (partners), blacklist and delete. Admins only.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Database; service: AdminService }> = async (
  app,
  { db, service },
) => {
  const exportSlot = requestSlots(CSV_EXPORTS_AT_ONCE, 'api.busy');
  for (const list of DIRECTORY_LISTS) {
    const segment = ADMIN_LIST_PATHS[list];
    const base = `/prop/admin-${segment}`;
    const role = ROLE_OF_LIST[list];
    const tags = ['admin directory'];

    app.get(
      base,
      {
        config: ADMIN,
        schema: {
          tags,
          summary: `The ${LIST_NAMES[list]}, searched, filtered and paginated (the list at data)`,
          description:
            '`q` searches name, skills, expertise, category and sector (typos forgiven), or a whole email address. `state` and `sector` filter ' +
            'creatives and businesses; `status` filters by badge. `counts` holds each tab’s total for the same search.',
          querystring: adminListQuerySchema,
          response: { 200: adminListResponseSchema },
        },
      },
      async (request) => {
        const query = request.query;
        const search = await adminAccountSearch(db, query.q);
        const filtered = Boolean(query.status || query.state || query.sector);
        const page = { offset: pageOffset(query), limit: query.limit };
        const counting = Promise.all([
          adminCounts(db, search, countCap(query)),
          // Without filters the list's total is its tab's count.
          filtered ? adminCount(db, list, query, search, countCap(query)) : undefined,
        ]);
        // A search counts first: a list with no more matches than the cap reads its page from them, from the list's
        // word index, instead of walking the list newest first past every account that does not match (0051).
        const [[tabs, filteredTotal], rows] = search
          ? await counting.then(async (counted) => {
              const total = counted[1] ?? { capped: counted[0].capped[list] };
              return [counted, await adminRows(db, list, query, search, page, !total.capped)] as const;
            })
          : await Promise.all([counting, adminRows(db, list, query, null, page)]);
        const total = filteredTotal ?? { total: tabs.counts[list], capped: tabs.capped[list] };
        return {
          message: 'Directory',
          data: rows,
          pagination: pageInfo(query.page, query.limit, total.total, total.capped),
          counts: tabs.counts,
          counts_capped: tabs.capped,
        };
      },
    );

    app.get(
      `${base}.csv`,
      {
        config: ADMIN,
        onRequest: exportSlot,
        schema: {
          tags,
          summary: `Every ${LIST_NAMES[list].replace(/s$/, '')} matching the search and filters, as CSV`,
          description:
            'Same query as the list (page and limit ignored). Cells are quoted and cannot run as formulas. A few exports run at once; past that, 503 with Retry-After.',
          querystring: adminListQuerySchema,
        },
      },
      async (request, reply) => {
        const query = request.query;
        const columns = CSV_COLUMNS[list];
        const search = await adminAccountSearch(db, query.q);
        // The first batch is read before anything is sent: a query the database refuses, or a busy database,
        // gets its proper answer (400, 503) instead of a 200 cut short.
        const batches = allAdminRows(db, list, query, search, CSV_BATCH)[Symbol.asyncIterator]();
        const first = await batches.next();
        async function* lines() {
          yield `\uFEFF${csvLine(columns.map(([title]) => title))}`;
          for (let batch = first; !batch.done; batch = await batches.next()) {
            for (const row of batch.value) yield csvLine(columns.map(([, cell]) => cell(row)));
          }
        }
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachment(`${LIST_NAMES[list]}-${day}.csv`))
          .header('cache-control', 'no-store')
          .send(Readable.from(lines()));
      },
    );

    app.get(
      `${base}/:id`,
      {
        config: ADMIN,
        schema: {
          tags,
          summary: `One ${LIST_NAMES[list].replace(/s$/, '')}'s admin row`,
          params: adminAccountIdParams,
          response: { 200: adminActionResponseSchema },
        },
      },
      async (request) => {
        const row = await adminRow(db, list, request.params.id);
        if (!row) throw notFound(DIRECTORY_MESSAGES.notFound);
        return { message: 'Account', data: row };
      },
    );

    app.patch(
      `${base}/:id/blacklist`,
      {
        config: ADMIN_CHANGING_PUBLIC,
        schema: {
          tags,
          summary: 'Blacklist (reason needed) or take off the blacklist',
          description:
            'Blacklisting ends every session of the account at once and hides its profile, posts and listings. ' +
            'An admin cannot blacklist itself. One audit row per call.',
          params: adminAccountIdParams,
          body: blacklistBodySchema,
          response: { 200: adminActionResponseSchema },
        },
      },
      async (request) => {
        const { blacklisted, reason } = request.body;
        await service.setBlacklisted(adminId(request.auth), request.params.id, role, blacklisted, reason);
        return {
          message: blacklisted ? DIRECTORY_MESSAGES.blacklisted : DIRECTORY_MESSAGES.unblacklisted,
          data: (await adminRow(db, list, request.params.id)) ?? null,
        };
      },
    );

    app.delete(
      `${base}/:id`,
      {
        config: ADMIN_CHANGING_PUBLIC,
        schema: {
          tags,
          summary: 'Delete the account and its content',
          description: 'An admin cannot delete itself. One audit row per call, naming the account.',
          params: adminAccountIdParams,
          body: deleteBodySchema,
          response: { 200: adminActionResponseSchema },
        },
      },
      async (request) => {
        await service.deleteAccount(adminId(request.auth), request.params.id, role, request.body?.reason);
        return { message: DIRECTORY_MESSAGES.deleted, data: null };
      },
    );
  }

  const approve = {
    config: ADMIN_CHANGING_PUBLIC,
    schema: {
      tags: ['admin directory'],
      summary: 'Approve a partner (PATCH, or GET as the spec’s other reading)',
      description: 'The partner may publish from then on and is told in the app and by email. One audit row.',
      params: adminAccountIdParams,
      response: { 200: adminActionResponseSchema },
    },
  };
  const approveHandler = async (request: { auth: { accountId: string } | null; params: { id: string } }) => {
    await service.approvePartner(adminId(request.auth), request.params.id);
    return { message: DIRECTORY_MESSAGES.approved, data: (await adminRow(db, 'partners', request.params.id)) ?? null };
  };
  app.patch('/prop/admin-partner/:id/approve', approve, approveHandler);
  app.get('/prop/admin-partner/:id/approve', approve, approveHandler);
};
