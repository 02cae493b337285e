import { type AccountSchemas, loadAccountSchemas } from './accountSchemasLoader';
import { FORM_ERROR, type SafeParser, type Validation, validate } from './forms';

export { type AccountSchemas, loadAccountSchemas } from './accountSchemasLoader';

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
