/**
 * Every kind of in-app notice, and whether it goes by email when the person has not chosen:
 * on for decisions about the person (approvals, removals, orders, proposals, reminders), off for likes.
 * The web app words each kind (features/notifications/lib/describe.ts); the API words the emails.
 * Zod-free, so the web app can import it without the schema library.
 */
export const NOTICE_KINDS = {
  partner_approved: { emailByDefault: true },
  post_liked: { emailByDefault: false },
  content_removed: { emailByDefault: true },
  order_request: { emailByDefault: true },
  order_updated: { emailByDefault: true },
  proposal_received: { emailByDefault: true },
  proposal_decided: { emailByDefault: true },
  training_reminder: { emailByDefault: true },
  event_registration: { emailByDefault: false },
  /** A member wrote while the person was not connected (the email names who, never what). */
  message_received: { emailByDefault: true },
} as const satisfies Record<string, { emailByDefault: boolean }>;

export type NoticeKind = keyof typeof NOTICE_KINDS;

export const NOTICE_KIND_NAMES = Object.keys(NOTICE_KINDS) as NoticeKind[];

export function isNoticeKind(kind: string): kind is NoticeKind {
  return Object.hasOwn(NOTICE_KINDS, kind);
}
