import { z } from 'zod';
import { envelope } from '../api/envelope';

/** How many weeks of sign-ups the admin analytics show (this week included). */
export const ANALYTICS_WEEKS = 12;

const count = z.number().int().min(0);

/**
 * GET /prop/admin-analytics: the platform in numbers for admins. Every list is complete (all 37 states,
 * every sector group, every week of the window), zeros included, so a chart never hides a gap.
 */
export const adminAnalyticsSchema = z.object({
  generated_at: z.string(),
  totals: z.object({ creatives: count, businesses: count, partners: count }),
  /** Oldest week first; `week_start` is the Monday (UTC) of the week, YYYY-MM-DD. */
  signups_by_week: z.array(z.object({ week_start: z.string(), user: count, business: count, partner: count })),
  /** Creatives by state of origin: the 36 states and the FCT in the reference order, then `not_given`. */
  creatives_by_state: z.object({
    states: z.array(z.object({ state: z.string(), count })),
    not_given: count,
  }),
  /** Creatives by sector group (reference order), then those whose sector is not in the list. */
  creatives_by_sector: z.object({
    groups: z.array(z.object({ id: z.string(), name: z.string(), count })),
    other: count,
  }),
  /** How many creatives and businesses ask for each kind of support. */
  support_needs: z.array(
    z.object({ need: z.enum(['training', 'funding', 'tools', 'market_access']), creatives: count, businesses: count }),
  ),
  partners_by_type: z.array(z.object({ type: z.enum(['donate', 'sponsor', 'scholarship']), count })),
  /** Creatives and businesses with and without a verified identity (NIN or BVN). */
  verification: z.array(z.object({ role: z.enum(['user', 'business']), verified: count, unverified: count })),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

export const adminAnalyticsResponseSchema = envelope(adminAnalyticsSchema);
