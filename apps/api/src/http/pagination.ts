import { type PageInfo, totalPages } from '@creative-ng/shared';

/** What a paged list answers beside its items: this page, its size, how many in all and how many pages. */
export function pageInfo(page: number, limit: number, total: number): PageInfo {
  return { page, limit, total, total_pages: totalPages(total, limit) };
}

/** How many rows a page skips. */
export const pageOffset = (query: { page: number; limit: number }) => (query.page - 1) * query.limit;
