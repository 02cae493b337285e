import { z } from 'zod';
import { envelope } from '../api/envelope';
import { LANGUAGE_CODES } from '../i18n/languages';
import { ROLES } from '../reference/options';

/** GET /api/session: the signed-in account. */
export const currentSessionSchema = z.object({
  id: z.uuid(),
  role: z.enum(ROLES),
  email: z.string(),
  displayName: z.string(),
  /** The account's language (Settings → language). */
  language: z.enum(LANGUAGE_CODES),
});
export const currentSessionResponseSchema = envelope(currentSessionSchema);
export type CurrentSession = z.infer<typeof currentSessionSchema>;
