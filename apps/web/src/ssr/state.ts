import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page carries for its hydration (decision 0089), in
 * `<script type="application/json" id="cng-ssr">` after the rendered `#root`: the language it was worded in, the
 * router's state and the query cache's first page of data. A data block, not a script: the content security
 * policy runs no inline script.
 */
export interface ServerState {
  /** The address it was rendered for (path and query): the offline copy of another page is not this page. */
  path: string;
  /** The language the page was rendered in. */
  language: string;
  /** The catalogue namespaces it was rendered with: the browser loads the same before it hydrates. */
  namespaces: string[];
  router: HydrationState;
  queries: DehydratedState;
}

export const SERVER_STATE_ID = 'cng-ssr';

/** The JSON of the state, safe inside a `<script>` element (no `</script>`, no `<!--`). */
export function serializeState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state the server embedded in this page, or null when the page is the plain shell (or it cannot be read). */
export function readServerState(doc: Document = document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as ServerState;
    return state &&
      typeof state.path === 'string' &&
      typeof state.language === 'string' &&
      state.router &&
      state.queries
      ? state
      : null;
  } catch {
    return null;
  }
}
