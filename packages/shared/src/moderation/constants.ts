import type { MessageGroup } from '../i18n/codes';

/*
 * Moderation's limits and codes without its schemas: the web app's pages import these without loading zod
 * (decision 0080). ./index re-exports them.
 */

/**
 * What can be reported: a feed post, a marketplace product, a partner's listing (tool, opportunity, training), a
 * profile, or a private conversation or one message of it (by one of its two members).
 */
export const REPORT_TARGET_TYPES = ['post', 'product', 'listing', 'profile', 'conversation', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_STATUSES = ['open', 'removed', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Who may report: every signed-in member (admins act on reports instead). */
export const REPORTER_ROLES = ['user', 'business', 'partner'] as const;

export const REPORT_LIMITS = { reasonMin: 5, reasonMax: 500, pageSize: 10 } as const;

/** The codes of moderation's messages (words in the shared catalogue). */
export const MODERATION_MESSAGES = {
  reported: 'moderation.reported',
  reasonRequired: 'moderation.reasonRequired',
  reasonTooShort: 'moderation.reasonTooShort',
  reasonTooLong: 'moderation.reasonTooLong',
  targetTypeInvalid: 'moderation.targetTypeInvalid',
  targetIdInvalid: 'moderation.targetIdInvalid',
  targetNotFound: 'moderation.targetNotFound',
  ownContent: 'moderation.ownContent',
  duplicate: 'moderation.duplicate',
  reportNotFound: 'moderation.reportNotFound',
  alreadyHandled: 'moderation.alreadyHandled',
  removed: 'moderation.removed',
  dismissed: 'moderation.dismissed',
  profileRemoval: 'moderation.profileRemoval',
  removalNotAvailable: 'moderation.removalNotAvailable',
  conversationRemoval: 'moderation.conversationRemoval',
  notAboutMessages: 'moderation.notAboutMessages',
} as const satisfies MessageGroup;
