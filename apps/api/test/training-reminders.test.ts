import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventRegistrations, notifications } from '../src/db/schema/index';
import { signedInAccount } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { insertTrainings } from './helpers/listings';
import { mailsTo } from './helpers/mail';

const app = useTestApp();
const HOUR = 60 * 60 * 1000;

async function training(partnerId: string, startsInMs: number) {
  const [event] = await insertTrainings(app().database.handle.db, partnerId, [
    { title: `Pricing your craft ${startsInMs}`, startsAt: new Date(Date.now() + startsInMs) },
  ]);
  if (!event) throw new Error('no event');
  return event;
}

describe('training reminders', () => {
  it('tell each registered attendee once, the day before, and email those who want it', async () => {
    const db = app().database.handle.db;
    const host = await signedInAccount(db, 'partner', { approvedAt: new Date() });
    const attendee = await signedInAccount(db, 'user');
    const other = await signedInAccount(db, 'business');
    const tomorrow = await training(host.account.id, 20 * HOUR);
    const nextWeek = await training(host.account.id, 7 * 24 * HOUR);
    await db.insert(eventRegistrations).values([
      { eventId: tomorrow.id, accountId: attendee.account.id },
      { eventId: nextWeek.id, accountId: other.account.id },
    ]);

    await app().app.noticeMailer.run();
    await app().app.noticeMailer.run();
    const notices = await db.select().from(notifications).where(eq(notifications.kind, 'training_reminder'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ accountId: attendee.account.id, data: { event_id: tomorrow.id } });

    const mail = await mailsTo(app().app, attendee.account.email);
    expect(mail.map((m) => m.subject)).toEqual(['Your training is tomorrow']);
  });
});
