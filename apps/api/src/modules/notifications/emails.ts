import { layout } from '../accounts/emails';
import type { OutboxEmail } from '../outbox/repository';

type Data = Readonly<Record<string, unknown>>;
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' && value ? value : fallback);

/** One line per notice, in the words of the bell (features/notifications/lib/describe.ts in the web app). */
const LINES: Record<string, (data: Data) => string> = {
  partner_approved: () =>
    'Your organisation has been approved. You can now post offers, opportunities and trainings on CreativeNG.',
  post_liked: (data) => `${text(data.by_name, 'Someone')} liked your post “${text(data.title)}”.`,
  content_removed: (data) => `Your “${text(data.title)}” was removed by an admin. Reason: ${text(data.reason, '—')}`,
  order_request: (data) => `You have a new order request for “${text(data.title)}”.`,
  order_updated: (data) => `Your order for “${text(data.title)}” is now ${text(data.status, 'updated')}.`,
  proposal_received: (data) => `You received a proposal: “${text(data.title)}”.`,
  proposal_decided: (data) => `Your proposal “${text(data.title)}” was ${text(data.decision, 'decided')}.`,
  training_reminder: (data) => `Reminder: “${text(data.title)}” is tomorrow.`,
  event_registration: (data) => `${text(data.by_name, 'Someone')} registered for your training “${text(data.title)}”.`,
};

const SUBJECTS: Record<string, (count: number) => string> = {
  partner_approved: () => 'Your organisation is approved on CreativeNG',
  post_liked: (count) => (count === 1 ? 'Someone liked your post' : `Your posts got ${count} new likes`),
  content_removed: () => 'Something you posted was removed',
  order_request: (count) => (count === 1 ? 'You have a new order request' : `You have ${count} new order requests`),
  order_updated: () => 'Your order has changed',
  proposal_received: (count) => (count === 1 ? 'You received a proposal' : `You received ${count} proposals`),
  proposal_decided: () => 'A decision on your proposal',
  training_reminder: () => 'Your training is tomorrow',
  event_registration: (count) =>
    count === 1 ? 'Someone registered for your training' : `${count} people registered for your trainings`,
};

export interface PendingNotice {
  kind: string;
  data: Data;
}

function lineFor(notice: PendingNotice): string {
  return LINES[notice.kind]?.(notice.data) ?? 'You have a new notice on CreativeNG.';
}

function email(to: string, subject: string, title: string, paragraphs: string[]): OutboxEmail {
  const footer = 'You can choose which notices come by email in Settings → Notifications.';
  const all = [...paragraphs, footer];
  return { to, subject, text: `${all.join('\n\n')}\n`, html: layout(title, all) };
}

/** The notices of one kind since the last email of that kind, as one email. */
export function groupedNoticeEmail(to: string, name: string, kind: string, notices: PendingNotice[]): OutboxEmail {
  const subject = SUBJECTS[kind]?.(notices.length) ?? 'News from CreativeNG';
  return email(to, subject, subject, [`Hello ${name},`, ...notices.map(lineFor)]);
}

/** Every pending notice of a person, as the one email of the day. */
export function digestEmail(to: string, name: string, notices: PendingNotice[]): OutboxEmail {
  const subject =
    notices.length === 1 ? 'Your CreativeNG news today' : `Your CreativeNG news today (${notices.length})`;
  return email(to, subject, 'Your news today', [`Hello ${name},`, ...notices.map(lineFor)]);
}
