import { LIST_COUNT_CAP, LIST_MAX_ROWS, type PageInfo, totalPages } from '@creative-ng/shared';
import type { FastifyRequest } from 'fastify';

/**
 * What a paged list answers beside its items: this page, its size, how many in all (or, when counting stopped at
 * a cap, at least how many) and how many pages that fills.
 */
export function pageInfo(page: number, limit: number, total: number, capped = false): PageInfo {
  return { page, limit, total, total_pages: totalPages(total, limit), total_capped: capped };
}

/** How many rows a page skips. */
export const pageOffset = (query: { page: number; limit: number }) => (query.page - 1) * query.limit;

/**
 * Where counting a list may stop (decision 0026): LIST_COUNT_CAP rows, or the end of the page asked for when that
 * is further, so a deep page still knows whether another follows it.
 */
export const countCap = (query: { page: number; limit: number }) =>
  Math.max(LIST_COUNT_CAP, pageOffset(query) + query.limit);

/**
 * A numbered page that starts LIST_MAX_ROWS rows deep or deeper (decision 0085): no list reads its rows (an offset
 * walks every row before it), and the web app offers no such page; an address that asks for one is answered with
 * no items and how many there are, counted no further than LIST_MAX_ROWS.
 */
export const tooDeep = (query: { page: number; limit: number }) => pageOffset(query) >= LIST_MAX_ROWS;

/**
 * A list's first page, whatever its filters or search: what visitors' kept answers hold (`publicCache.when`, decisions
 * 0028, 0065, 0126). The query is read before validation, so its values are still text.
 */
export const isFirstPage = (request: FastifyRequest) => {
  const page = (request.query as { page?: unknown } | undefined)?.page;
  return page === undefined || page === '1';
};
