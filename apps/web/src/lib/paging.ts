import { LIST_MAX_ROWS } from '@creative-ng/shared/reference/constants';

/*
 * Lists count no further than a cap and number no pages deeper than LIST_MAX_ROWS rows (decision 0026). These
 * turn a list's answer into what the page shows, so what a person reads stays true.
 */

/** A count as shown: '1000+' when counting stopped there (there are more). */
export function shownCount(total: number, capped = false): string {
  return capped ? `${total}+` : String(total);
}

/**
 * The pages a person can move through: as many as the total fills, never deeper than LIST_MAX_ROWS rows; `more`
 * when counting stopped early, so there may be pages past the last one counted.
 */
export function reachablePages(total: number, limit: number, capped = false): { totalPages: number; more: boolean } {
  const deepest = Math.max(1, Math.ceil(LIST_MAX_ROWS / Math.max(1, limit)));
  const counted = Math.max(1, Math.ceil(total / Math.max(1, limit)));
  return { totalPages: Math.min(counted, deepest), more: capped && counted < deepest };
}
