import { z } from 'zod';
import { envelope } from '../api/envelope';

/** GET /api/config: the few deployment settings the web app needs at run time (nothing secret). */
export const clientConfigSchema = z.object({
  chat: z.object({ whatsappNumber: z.string().nullable(), text: z.string() }),
  identityProvider: z.object({ name: z.string() }),
  funding: z.object({ registrationUrl: z.string().nullable(), formUrl: z.string().nullable() }),
});
export const clientConfigResponseSchema = envelope(clientConfigSchema);
export type ClientConfig = z.infer<typeof clientConfigSchema>;
