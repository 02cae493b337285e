import type { MessageKey, Translate } from '../../../lib/i18n';
import type { Notice } from './notificationsApi';

export interface NoticeView {
  text: string;
  /** Where the notice leads, inside the platform. */
  href: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The server records order statuses and proposal decisions as English words ("accepted", "approved"); the bell
 * shows the catalogue's words for them, worded to fit each language's sentence. A word it does not know reads as
 * a neutral "updated" / "answered".
 */
const ORDER_STATUS: Readonly<Record<string, MessageKey>> = {
  pending: 'notifications.orderStatus.pending',
  accepted: 'notifications.orderStatus.accepted',
  declined: 'notifications.orderStatus.declined',
  fulfilled: 'notifications.orderStatus.fulfilled',
};

const PROPOSAL_DECISION: Readonly<Record<string, MessageKey>> = {
  approved: 'notifications.proposalDecision.approved',
  rejected: 'notifications.proposalDecision.rejected',
};

function word(words: Readonly<Record<string, MessageKey>>, value: unknown, other: MessageKey, t: Translate): string {
  const known = text(value).trim().toLowerCase();
  return t(Object.hasOwn(words, known) ? (words[known] as MessageKey) : other);
}

/** A path of this site only: notice data comes from the server, but a link must never leave the platform. */
function internalPath(value: unknown): string | null {
  const path = text(value);
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/**
 * Words and a link for each kind of notice. Features record a kind and its facts (ids, titles, names);
 * the wording lives here, in the reader's language. Unknown kinds still show something sensible.
 */
const KINDS: Record<
  string,
  (data: Notice['data'], t: Translate) => { key: MessageKey; vars?: Record<string, string>; href: string | null }
> = {
  post_liked: (data) => ({
    key: 'notifications.postLiked',
    vars: { name: text(data.by_name) || '—', title: text(data.title) },
    href: text(data.post_id) ? `/post/${text(data.post_id)}` : null,
  }),
  content_removed: (data) => ({
    key: 'notifications.contentRemoved',
    vars: { title: text(data.title), reason: text(data.reason) },
    href: null,
  }),
  partner_approved: () => ({ key: 'notifications.partnerApproved', href: '/toolspage' }),
  order_request: (data) => ({
    key: 'notifications.orderRequest',
    vars: { name: text(data.buyer_name) || '—', title: text(data.title) },
    href: '/orders?side=selling',
  }),
  order_updated: (data, t) => ({
    key: 'notifications.orderUpdated',
    vars: { title: text(data.title), status: word(ORDER_STATUS, data.status, 'notifications.orderStatus.other', t) },
    href: '/orders',
  }),
  proposal_received: (data) => ({
    key: 'notifications.proposalReceived',
    vars: { title: text(data.title) },
    href: text(data.proposal_id) ? `/proposaldetailsPage/${text(data.proposal_id)}` : '/proposalpage',
  }),
  proposal_decided: (data, t) => ({
    key: 'notifications.proposalDecided',
    vars: {
      title: text(data.title),
      decision: word(PROPOSAL_DECISION, data.decision ?? data.status, 'notifications.proposalDecision.other', t),
    },
    href: text(data.proposal_id) ? `/proposaldetailsPage/${text(data.proposal_id)}` : '/proposalpage',
  }),
  event_registration: (data) => ({
    key: 'notifications.eventRegistration',
    vars: { name: text(data.by_name) || '—', title: text(data.title) },
    href: text(data.event_id) ? `/training/${text(data.event_id)}` : '/trainingpage',
  }),
  message_received: (data) => ({
    key: 'notifications.messageReceived',
    vars: { name: text(data.by_name) || '—' },
    href: text(data.conversation_id) ? `/messages/${text(data.conversation_id)}` : '/messages',
  }),
  training_reminder: (data) => ({
    key: 'notifications.trainingReminder',
    vars: { title: text(data.title) },
    href: text(data.event_id) ? `/training/${text(data.event_id)}` : '/trainingpage',
  }),
};

export function describeNotice(notice: Notice, t: Translate): NoticeView {
  const known = KINDS[notice.kind]?.(notice.data, t);
  if (known) return { text: t(known.key, known.vars), href: internalPath(notice.data.link) ?? known.href };
  return { text: text(notice.data.message) || t('notifications.generic'), href: internalPath(notice.data.link) };
}
