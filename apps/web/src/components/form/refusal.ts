import { failureMessage, serverFieldErrors } from '../../lib/failure';
import { type FieldErrors, FORM_ERROR } from './formErrors';

/*
 * What a form says when the server refuses a save: the server's message in the chosen language (else the form's
 * fallback), and its messages by field tied to those fields (lib/failure says both). Nothing is swallowed.
 */

/** A refused save as a form's messages: each field's at its field, and the failure's in the form's footer. */
export function refusalErrors(cause: unknown, fallback: string): { errors: FieldErrors; message: string } {
  const message = failureMessage(cause, fallback);
  return { errors: { ...serverFieldErrors(cause), [FORM_ERROR]: message }, message };
}
