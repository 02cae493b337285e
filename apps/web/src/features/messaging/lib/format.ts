import type { ConversationPerson, ConversationSubjectType } from '@creative-ng/shared/messaging/index';
import type { MessagingKey, MessagingTranslate } from '../i18n';

const TIME = new Intl.DateTimeFormat('en-NG', { timeStyle: 'short', timeZone: 'Africa/Lagos' });
const DAY = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });
const FULL = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' });

/** A time today, a date before: what a list of conversations shows. */
export function shortWhen(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return DAY.format(at) === DAY.format(now) ? TIME.format(at) : DAY.format(at);
}

export function fullWhen(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : FULL.format(at);
}

/** The other member's name, or why there is none. */
export function personName(person: ConversationPerson, t: MessagingTranslate): string {
  return person.name ?? t('messaging.deletedMember');
}

export const SUBJECT_LABELS: Record<ConversationSubjectType, MessagingKey> = {
  member: 'messaging.subject.member',
  product: 'messaging.subject.product',
  order: 'messaging.subject.order',
  proposal: 'messaging.subject.proposal',
  training: 'messaging.subject.training',
  opportunity: 'messaging.subject.opportunity',
};
