import type { MessageKey, Translate } from '../../../lib/i18n';
import type { Notice } from './notificationsApi';

export interface NoticeView {
  text: string;
  /** Where the notice leads, inside the platform. */
  href: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

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
  (data: Notice['data']) => { key: MessageKey; vars?: Record<string, string>; href: string | null }
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
  order_updated: (data) => ({
    key: 'notifications.orderUpdated',
    vars: { title: text(data.title), status: text(data.status) },
    href: '/orders',
  }),
  proposal_received: (data) => ({
    key: 'notifications.proposalReceived',
    vars: { title: text(data.title) },
    href: text(data.proposal_id) ? `/proposaldetailsPage/${text(data.proposal_id)}` : '/proposalpage',
  }),
  proposal_decided: (data) => ({
    key: 'notifications.proposalDecided',
    vars: { title: text(data.title), decision: text(data.decision) },
    href: text(data.proposal_id) ? `/proposaldetailsPage/${text(data.proposal_id)}` : '/proposalpage',
  }),
  event_registration: (data) => ({
    key: 'notifications.eventRegistration',
    vars: { name: text(data.by_name) || '—', title: text(data.title) },
    href: text(data.event_id) ? `/training/${text(data.event_id)}` : '/trainingpage',
  }),
  training_reminder: (data) => ({
    key: 'notifications.trainingReminder',
    vars: { title: text(data.title) },
    href: text(data.event_id) ? `/training/${text(data.event_id)}` : '/trainingpage',
  }),
};

export function describeNotice(notice: Notice, t: Translate): NoticeView {
  const known = KINDS[notice.kind]?.(notice.data);
  if (known) return { text: t(known.key, known.vars), href: internalPath(notice.data.link) ?? known.href };
  return { text: text(notice.data.message) || t('notifications.generic'), href: internalPath(notice.data.link) };
}
