import { z } from 'zod';
import { envelope } from '../api/envelope';

export const healthDataSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['reachable', 'unreachable']),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export const healthResponseSchema = envelope(healthDataSchema);
export type Health = z.infer<typeof healthDataSchema>;
