import { preloadOnInteraction } from '../../../lib/firstInteraction';

/*
 * The shared account schemas check the sign-in and sign-up forms before they are sent, as the server checks them.
 * zod and the schemas weigh about 26 KB gzip, more than the rest of these pages: they are no part of a page's
 * first download (decision 0080) and load with the person's first tap or key press, or at the first check.
 * This module holds the loader alone, so a form on the form kit does not carry the words of the messages either.
 */
export const loadAccountSchemas = () => import('@creative-ng/shared/accounts/schemas');
preloadOnInteraction(loadAccountSchemas);

export type AccountSchemas = Awaited<ReturnType<typeof loadAccountSchemas>>;
