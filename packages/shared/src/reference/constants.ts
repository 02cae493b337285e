/** Business constants and limits. Times are in milliseconds. */

export const PAGE_SIZES = {
  feedFirst: 12,
  feedMore: 5,
  adminDirectory: 10,
  directory: 10,
  tools: 9,
  marketplace: 9,
  proposals: 3,
  trainings: 4,
  sellerProducts: 8,
} as const;

/**
 * Counting a list stops here: past it a list shows '100+' (decision 0026), so no request counts a
 * large table. Numbered pages go no deeper than LIST_MAX_ROWS rows; beyond, search or filters narrow the list.
 */
export const LIST_COUNT_CAP = 100;
export const LIST_MAX_ROWS = 10_000;

export const TOAST_DURATIONS = {
  default: 3000,
  error: 3000,
  quickSuccess: 1000,
  profileUpdate: 6000,
  libraryDefault: 5000,
} as const;

export const TOAST_POSITION = 'top-right' as const;

export const REDIRECT_DELAYS = {
  afterSignUp: 2000,
  afterLogin: 2000,
  afterPasswordSet: 2000,
  afterReset: 2000,
  afterOtp: 3000,
  afterPartnerSignUp: 3000,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_INTERVAL_MS = 60 * 1000;

export const PREVIEW_LENGTHS = {
  bio: 100,
  postDescription: 100,
  listingDescription: 400,
  proposalWords: 8,
} as const;

export const OTHER_ITEMS_BY_SAME_AUTHOR = 2;

/** Naira price range of the marketplace filter (the old market config defaulted to 2,000,000). */
export const PRICE_RANGE_NAIRA = { min: 0, max: 20_000_000 } as const;

export const SIDEBAR_COLLAPSE_WIDTH_PX = 900;
export const POST_IMAGE_HEIGHT_PX = 400;
export const CAROUSEL = { intervalMs: 5000, swipeThresholdPx: 40 } as const;
export const SCRIPT_CHUNK_TIMEOUT_MS = 120_000;
export const OPPORTUNITY_IMAGE_MODAL_MAX_HEIGHT_PX = 550;

export const TERMS = { effective: '2025-02', version: '2025-02', sections: 12 } as const;

/** Accepted upload types per the spec's forms. */
export const IMAGE_TYPES = {
  coverPhoto: ['png'],
  profilePhoto: ['png', 'jpg', 'jpeg'],
  opportunity: ['png'],
  training: ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp'],
  proposalDocuments: ['jpeg', 'jpg', 'png', 'pdf'],
} as const;
