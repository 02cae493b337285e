import { issueText } from '../../lib/language';
import { errorsFromIssues, type FieldErrors, type SchemaIssue } from './formErrors';

/*
 * A shared schema's issues as a form's messages: one per field, the first issue of each, in the chosen language
 * (the issue's code and its values, through the shared catalogue). No form library here: pages that check a few values
 * without a form (sign-in) use these alone, and react-hook-form stays out of their download.
 */

export {
  type FieldErrors,
  FORM_ERROR,
  firstErrorField,
  type SafeParseResult,
  type SafeParser,
  type SchemaIssue,
} from './formErrors';

/** One message per field: the first issue whose path starts with that field (issue.path[0]). */
export function fieldErrorsFromIssues(issues: readonly SchemaIssue[]): FieldErrors {
  return errorsFromIssues(issues, issueText);
}
