import { z } from 'zod';
import { FIELD_MESSAGES } from '../accounts/messages';
import { envelope, pagedList } from '../api/envelope';
import { LIST_MAX_ROWS, PAGE_SIZES } from '../reference/constants';
import { DIRECTORY_STATUSES } from '../reference/options';
import { DIRECTORY_LISTS, DIRECTORY_MESSAGES } from './constants';

/*
 * The public directory (GET /prop/public/directory), the admin directory (GET /prop/admin-creative|
 * admin-business|admin-partner, their .csv exports, approve, blacklist, delete) and the audit log
 * (GET /prop/admin-audit).
 */

export {
  ADMIN_LIST_PATHS,
  type AdminListPath,
  DIRECTORY_LISTS,
  DIRECTORY_MESSAGES,
  type DirectoryList,
} from './constants';

/** Status badge of the admin directory: DIRECTORY_STATUSES of the reference options. */
export type DirectoryStatus = (typeof DIRECTORY_STATUSES)[number];

/**
 * The badge, in the spec's order: BLOCKED if blacklisted; otherwise ACTIVE if activated; otherwise PRIVATE or
 * PUBLIC from its status; otherwise INACTIVE.
 *
 * What the words mean here (docs/decisions/0015-directory-and-admin.md):
 * - activated: the account is fully set up: a creative or business that verified its NIN/BVN, a partner an admin
 *   approved. Only then does ACTIVE show.
 * - status: the profile's visibility (public/private), which counts once the person has confirmed their email.
 *   An account whose email is not confirmed has no status yet, so it is INACTIVE (it never finished signing up).
 */
export function directoryStatus(account: {
  isBlacklisted: boolean;
  isActivated: boolean;
  /** null when the email is not confirmed. */
  visibility: 'public' | 'private' | null;
}): DirectoryStatus {
  if (account.isBlacklisted) return 'BLOCKED';
  if (account.isActivated) return 'ACTIVE';
  if (account.visibility === 'private') return 'PRIVATE';
  if (account.visibility === 'public') return 'PUBLIC';
  return 'INACTIVE';
}

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalFilter = (max: number, message: string = FIELD_MESSAGES.tooLong) =>
  z.preprocess(emptyToUndefined, z.string().trim().max(max, { error: message }).optional());
const pageField = z.coerce
  .number({ error: DIRECTORY_MESSAGES.badPage })
  .int({ error: DIRECTORY_MESSAGES.badPage })
  .min(1, { error: DIRECTORY_MESSAGES.badPage })
  .max(100_000, { error: DIRECTORY_MESSAGES.badPage })
  .default(1);
const limitField = (fallback: number) =>
  z.coerce
    .number({ error: DIRECTORY_MESSAGES.badLimit })
    .int({ error: DIRECTORY_MESSAGES.badLimit })
    .min(1, { error: DIRECTORY_MESSAGES.badLimit })
    .max(100, { error: DIRECTORY_MESSAGES.badLimit })
    .default(fallback);

/** Search and filters shared by the public and admin directories. */
const filterShape = {
  /** Name, skill, expertise or sector; full-text with prefixes, forgiving typos. */
  q: optionalFilter(100, DIRECTORY_MESSAGES.badQuery),
  /** A state (creatives: where they live; businesses: their state). Partners have none, so it does not apply. */
  state: optionalFilter(60),
  /** A sector group name, e.g. 'Film & TV' (creatives and businesses; partners have none). */
  sector: optionalFilter(80),
};

/** Numbered pages go no deeper than LIST_MAX_ROWS rows (a deep offset reads every row before it). */
const notTooDeep = (query: { page: number; limit: number }, ctx: z.RefinementCtx) => {
  if ((query.page - 1) * query.limit >= LIST_MAX_ROWS) {
    ctx.addIssue({ code: 'custom', path: ['page'], message: DIRECTORY_MESSAGES.tooDeep });
  }
};

/** GET /prop/public/directory: one page of each list (or of one list with `tab`), and each list's total. */
export const directoryQuerySchema = z
  .object({
    ...filterShape,
    /** Only this list is filled; the other two come back empty (their counts are still given). */
    tab: z.preprocess(emptyToUndefined, z.enum(DIRECTORY_LISTS).optional()),
    page: pageField,
    limit: limitField(PAGE_SIZES.directory),
  })
  .superRefine(notTooDeep);
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

const text = z.string().nullable();

/** A directory entry's profile facts, none filled: an entry of each kind fills its own. */
export const BLANK_DIRECTORY_FACTS = {
  first_name: null,
  last_name: null,
  trade_name: null,
  registered_name: null,
  photo: null,
  logo: null,
  cover_photo: null,
  bio: null,
  category: null,
  expertise: null,
  sector: null,
  area: null,
  industry: null,
  partner_type: null,
  state: null,
  origin_state: null,
  residence_state: null,
  lga: null,
  lga_origin: null,
  approved: null,
} as const satisfies Partial<DirectoryEntry>;

/** A person or organisation in the public directory. */
export const directoryEntrySchema = z.object({
  id: z.uuid(),
  type: z.enum(['creative', 'business', 'partner']),
  name: z.string(),
  first_name: text,
  last_name: text,
  trade_name: text,
  registered_name: text,
  photo: text,
  logo: text,
  cover_photo: text,
  bio: text,
  category: text,
  expertise: text,
  sector: text,
  area: text,
  industry: text,
  partner_type: text,
  state: text,
  origin_state: text,
  residence_state: text,
  lga: text,
  lga_origin: text,
  skill: z.array(z.string()),
  status: z.enum(['public', 'private']),
  is_blacklisted: z.boolean(),
  approved: z.boolean().nullable(),
  created_at: z.string(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

export const directoryCountsSchema = z.object({
  creatives: z.number().int(),
  business: z.number().int(),
  partners: z.number().int(),
});
export type DirectoryCounts = z.infer<typeof directoryCountsSchema>;

/** Which counts stopped at LIST_COUNT_CAP while searching: that list has more than its count (decision 0026). */
export const directoryCountsCappedSchema = z.object({
  creatives: z.boolean(),
  business: z.boolean(),
  partners: z.boolean(),
});
export type DirectoryCountsCapped = z.infer<typeof directoryCountsCappedSchema>;

export const directoryResponseSchema = envelope(
  z.object({
    creatives: z.array(directoryEntrySchema),
    business: z.array(directoryEntrySchema),
    partners: z.array(directoryEntrySchema),
    /** How many match the search and filters in each list (not just this page). */
    counts: directoryCountsSchema,
    counts_capped: directoryCountsCappedSchema,
    page: z.number().int(),
    limit: z.number().int(),
  }),
);
export type DirectoryResponse = z.infer<typeof directoryResponseSchema>['data'];

// --- Admin directory --------------------------------------------------------------------------------------

/** GET /prop/admin-creative|admin-business|admin-partner (and their .csv): search, filters and a page. */
export const adminListQuerySchema = z
  .object({
    ...filterShape,
    status: z.preprocess(emptyToUndefined, z.enum(DIRECTORY_STATUSES).optional()),
    page: pageField,
    limit: limitField(PAGE_SIZES.adminDirectory),
  })
  .superRefine(notTooDeep);
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/** One row of the admin directory: every column of the table, plus what its row menu needs. */
export const adminRowSchema = z.object({
  id: z.uuid(),
  type: z.enum(['creative', 'business', 'partner']),
  name: z.string(),
  email: z.string(),
  photo: text,
  /** Creatives: state of residence; businesses: LGA and state. */
  location: text,
  /** Creatives: expertise (else category); businesses: area. */
  specialty: text,
  sector: text,
  /** Partners: private or public (the spec's 'industry'). */
  industry: text,
  partner_type: text,
  status: z.enum(DIRECTORY_STATUSES),
  is_blacklisted: z.boolean(),
  is_activated: z.boolean(),
  email_verified: z.boolean(),
  visibility: z.enum(['public', 'private']),
  /** Partners: approved by an admin; null for others. */
  approved: z.boolean().nullable(),
  created_at: z.string(),
});
export type AdminRow = z.infer<typeof adminRowSchema>;

/** The spec reads the list at `data`; the page, total and each tab's count sit next to it. */
export const adminListResponseSchema = pagedList(adminRowSchema).extend({
  /** Each list's total for the same search (the tab counts). */
  counts: directoryCountsSchema,
  counts_capped: directoryCountsCappedSchema,
});
export type AdminListResponse = z.infer<typeof adminListResponseSchema>;

export const adminAccountIdParams = z.object({ id: z.uuid({ error: DIRECTORY_MESSAGES.notFound }) });

const reasonField = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .min(3, { error: DIRECTORY_MESSAGES.reasonRequired })
    .max(500, { error: FIELD_MESSAGES.tooLong })
    .optional(),
);

/** PATCH /prop/admin-{creative|business|partner}/{id}/blacklist: a reason is needed to blacklist. */
export const blacklistBodySchema = z
  .object({ blacklisted: z.boolean({ error: DIRECTORY_MESSAGES.blacklistedFlag }), reason: reasonField })
  .superRefine((body, ctx) => {
    if (body.blacklisted && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: DIRECTORY_MESSAGES.reasonRequired });
  });
export type BlacklistBody = z.infer<typeof blacklistBodySchema>;

/** DELETE /prop/admin-…/{id} may carry a reason for the audit log. */
export const deleteBodySchema = z.object({ reason: reasonField }).nullish();
export type DeleteBody = z.input<typeof deleteBodySchema>;

export const adminActionResponseSchema = envelope(adminRowSchema.nullable());

// --- Audit log --------------------------------------------------------------------------------------------

export const auditQuerySchema = z
  .object({
    page: pageField,
    limit: limitField(20),
    /** Only the rows about this account. */
    subject: z.preprocess(emptyToUndefined, z.uuid({ error: DIRECTORY_MESSAGES.notFound }).optional()),
  })
  .superRefine(notTooDeep);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditRowSchema = z.object({
  id: z.uuid(),
  action: z.string(),
  actor_id: z.string().nullable(),
  /** The actor's name now, if the account still exists. */
  actor_name: z.string().nullable(),
  subject_id: z.string().nullable(),
  subject_label: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditResponseSchema = pagedList(auditRowSchema);
export type AuditResponse = z.infer<typeof auditResponseSchema>;
