import { layout } from '../../adapters/mail/layout';
import { emailText, isEmailKey, type LanguageCode } from '../../i18n/index';
import type { OutboxEmail } from '../outbox/service';

type Data = Readonly<Record<string, unknown>>;
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' && value ? value : fallback);

/**
 * The words of notice emails, in the language of the account they go to: per kind a line (`notice.<kind>.line`,
 * in the words of the bell, features/notifications/lib/describe.ts in the web app) and a subject
 * (`notice.<kind>.subject`, or `.subjectOne`/`.subjectMany` for kinds that gather several notices).
 */

/** An order status or proposal decision as a word of the language; one the catalogue does not know reads 'updated' / 'decided'. */
function statusWord(language: LanguageCode, group: 'order' | 'proposal', value: unknown): string {
  const status = text(value).toLowerCase();
  const key = `status.${group}.${status}`;
  if (status && isEmailKey(key)) return emailText(language, key);
  return emailText(language, group === 'order' ? 'status.order.updated' : 'status.proposal.decided');
}

export interface PendingNotice {
  kind: string;
  data: Data;
}

function lineFor(language: LanguageCode, notice: PendingNotice): string {
  const key = `notice.${notice.kind}.line`;
  if (!isEmailKey(key)) return emailText(language, 'notice.fallback');
  const { data } = notice;
  return emailText(language, key, {
    name: text(data.by_name, emailText(language, 'notice.someone')),
    title: text(data.title),
    reason: text(data.reason, '—'),
    status: statusWord(language, 'order', data.status),
    decision: statusWord(language, 'proposal', data.decision),
  });
}

function subjectFor(language: LanguageCode, kind: string, count: number): string {
  const single = `notice.${kind}.subject`;
  if (isEmailKey(single)) return emailText(language, single);
  const grouped = `notice.${kind}.${count === 1 ? 'subjectOne' : 'subjectMany'}`;
  if (isEmailKey(grouped)) return emailText(language, grouped, { count });
  return emailText(language, 'notice.fallbackSubject');
}

function email(language: LanguageCode, to: string, subject: string, title: string, paragraphs: string[]): OutboxEmail {
  const all = [...paragraphs, emailText(language, 'notice.footer')];
  return { to, subject, text: `${all.join('\n\n')}\n`, html: layout(language, title, all) };
}

/** The notices of one kind since the last email of that kind, as one email. */
export function groupedNoticeEmail(
  to: string,
  name: string,
  kind: string,
  notices: PendingNotice[],
  language: LanguageCode,
): OutboxEmail {
  const subject = subjectFor(language, kind, notices.length);
  const lines = notices.map((notice) => lineFor(language, notice));
  return email(language, to, subject, subject, [emailText(language, 'email.hello', { name }), ...lines]);
}

/** Every pending notice of a person, as the one email of the day. */
export function digestEmail(to: string, name: string, notices: PendingNotice[], language: LanguageCode): OutboxEmail {
  const subject =
    notices.length === 1
      ? emailText(language, 'notice.digest.subjectOne')
      : emailText(language, 'notice.digest.subjectMany', { count: notices.length });
  const lines = notices.map((notice) => lineFor(language, notice));
  return email(language, to, subject, emailText(language, 'notice.digest.title'), [
    emailText(language, 'email.hello', { name }),
    ...lines,
  ]);
}
