import { ApiError } from '../../lib/api';
import { messageText } from '../../lib/language';
import { type FieldErrors, FORM_ERROR } from './formErrors';

/*
 * What a form says when the server refuses a save: the server's message in the chosen language (else the form's
 * fallback), and its messages by field tied to those fields. Nothing is swallowed.
 */

/** The server's message; `fallback` for an internal error and anything that is not a refusal from the server. */
export function failureText(cause: unknown, fallback: string): string {
  if (!(cause instanceof ApiError)) return fallback;
  if (cause.code === 'INTERNAL' || cause.code === 'BAD_RESPONSE') return fallback;
  return messageText(cause.message) || fallback;
}

/** The server's messages by field (data.fields), in the chosen language. */
export function refusedFields(cause: unknown): FieldErrors {
  if (!(cause instanceof ApiError)) return {};
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(cause.fields)) if (message) errors[field] = messageText(message);
  return errors;
}

/** A refused save as a form's messages: each field's at its field, and the failure's in the form's footer. */
export function refusalErrors(cause: unknown, fallback: string): { errors: FieldErrors; message: string } {
  const message = failureText(cause, fallback);
  return { errors: { ...refusedFields(cause), [FORM_ERROR]: message }, message };
}
