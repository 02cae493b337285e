import { z } from 'zod';
import { envelope } from '../api/envelope';
import { ROLES } from '../reference/options';

/** GET /api/session: the signed-in account. */
export const currentSessionSchema = z.object({
  id: z.uuid(),
  role: z.enum(ROLES),
  email: z.string(),
  displayName: z.string(),
});
export const currentSessionResponseSchema = envelope(currentSessionSchema);
export type CurrentSession = z.infer<typeof currentSessionSchema>;
