/**
 * How much the national data set holds at full size: a million accounts in roughly the shares a national
 * programme would see (mostly individual creatives, a sixth creative businesses, a few partner organisations),
 * and what they would have done after a few years.
 */
export const NATIONAL_SIZES = {
  creatives: 820_000,
  businesses: 160_000,
  partners: 20_000,
  posts: 1_000_000,
  likes: 3_000_000,
  tools: 40_000,
  opportunities: 35_000,
  trainings: 25_000,
  registrations: 250_000,
  savedListings: 300_000,
  sellers: 40_000,
  products: 200_000,
  cartItems: 50_000,
  orders: 150_000,
  proposals: 60_000,
  reports: 30_000,
  notifications: 500_000,
  conversations: 250_000,
  messages: 2_000_000,
} as const;

export type NationalSizes = { readonly [K in keyof typeof NATIONAL_SIZES]: number };

/**
 * The sizes times `factor` (e.g. 0.001 for a test), never below a handful, so that every relation (a seller's
 * products, a partner's listings, a post's likes) still has rows to point at.
 */
export function nationalSizes(factor: number): NationalSizes {
  if (!(factor > 0 && factor <= 1)) throw new Error('the size factor must be above 0 and at most 1');
  const scaled = Object.entries(NATIONAL_SIZES).map(([key, size]) => [key, Math.max(10, Math.round(size * factor))]);
  return Object.fromEntries(scaled) as unknown as NationalSizes;
}
