import { preloadOnInteraction } from '../../../lib/firstInteraction';
import { FORM_ERROR, type SafeParser, type Validation, validate } from './forms';

/*
 * The shared account schemas check the sign-in and sign-up forms before they are sent, as the server checks them.
 * zod and the schemas weigh about 26 KB gzip, more than the rest of these pages: they are no part of a page's
 * first download (decision 0080) and load with the person's first tap or key press, or at the first check.
 */
export const loadAccountSchemas = () => import('@creative-ng/shared/accounts/schemas');
preloadOnInteraction(loadAccountSchemas);

export type AccountSchemas = Awaited<ReturnType<typeof loadAccountSchemas>>;

/**
 * Validates `values` with the schema `pick` chooses once the schemas are loaded. If they cannot load (the
 * connection dropped), the form gets `unreachable` as its message and nothing is sent.
 */
export async function validateAccount<T>(
  pick: (schemas: AccountSchemas) => SafeParser<T>,
  values: unknown,
  unreachable: string,
): Promise<Validation<T>> {
  try {
    return validate(pick(await loadAccountSchemas()), values);
  } catch {
    return { ok: false, errors: { [FORM_ERROR]: unreachable } };
  }
}
