import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { mailsTo } from './helpers/mail';
import { messagingHelpers, PASSWORD } from './helpers/messaging';

const app = useTestApp();
const db = () => app().database.handle.db;
const { call, member, product, askAbout, send, unread } = messagingHelpers(() => app().app, db);

type Member = Awaited<ReturnType<typeof member>>;

/** The notice mailer runs first, so what it would send now is in the outbox. */
async function outbox(email: string) {
  await app().app.noticeMailer.run();
  return mailsTo(app().app, email);
}

describe('reports of conversations and messages', () => {
  let buyer: Member;
  let seller: Member;
  let stranger: Member;
  let conversation: string;
  let admin: { token: string };
  const report = async (who: Member, targetType: string, targetId: string) =>
    call('POST', '/api/prop/reports', who.token, {
      target_type: targetType,
      target_id: targetId,
      reason: 'Asking me to pay outside the platform',
    });

  beforeAll(async () => {
    buyer = await member('Bola Ahmed');
    seller = await member('Kano Leather Works', 'business');
    stranger = await member('Ngozi Eze');
    admin = await signedInAccount(db(), 'admin');
    conversation = await askAbout(buyer, await product(seller, 'Leather sandals'));
    await send(buyer, conversation, 'Do you have size 43?');
  });

  it('lets admins read a reported message and nothing else', async () => {
    const shady = await send(seller, conversation, 'Pay me by transfer to 0123456789 and I ship today');
    await send(seller, conversation, 'A private word after it');
    const reported = await report(buyer, 'message', shady.json().data.id);
    expect(reported.statusCode, reported.body).toBe(201);
    // Only a member may report it, and not their own message.
    expect((await report(stranger, 'message', shady.json().data.id)).statusCode).toBe(404);
    expect((await report(seller, 'message', shady.json().data.id)).statusCode).toBe(403);

    const queue = (await call('GET', '/api/prop/admin-reports', admin.token)).json().data.items;
    const item = queue.find((r: { id: string }) => r.id === reported.json().data.id);
    expect(item).toMatchObject({
      target_type: 'message',
      can_remove: true,
      target: { author_name: 'Kano Leather Works', excerpt: 'Pay me by transfer to 0123456789 and I ship today' },
    });
    const read = await call('GET', `/api/prop/admin-reports/${item.id}/messages`, admin.token);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.map((m: { body: string }) => m.body)).toEqual([
      'Pay me by transfer to 0123456789 and I ship today',
    ]);
    // Members cannot use the admin call; the conversation itself stays closed to the admin.
    expect((await call('GET', `/api/prop/admin-reports/${item.id}/messages`, buyer.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/prop/conversations/${conversation}/messages`, admin.token)).statusCode).toBe(403);

    // Removing it: both members see its place, not its words.
    const removed = await call('POST', `/api/prop/admin-reports/${item.id}/remove`, admin.token, {
      reason: 'Payment outside the platform',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const page = (await call('GET', `/api/prop/conversations/${conversation}/messages`, buyer.token)).json().data;
    const gone = page.items.find((m: { id: string }) => m.id === shady.json().data.id);
    expect(gone).toMatchObject({ removed: true, body: '' });
  });

  it('lets admins read a reported conversation as it stood when reported, and not remove it whole', async () => {
    const reported = await report(buyer, 'conversation', conversation);
    expect(reported.statusCode, reported.body).toBe(201);
    await send(buyer, conversation, 'Written after the report');
    expect((await report(stranger, 'conversation', conversation)).statusCode).toBe(404);
    const read = (await call('GET', `/api/prop/admin-reports/${reported.json().data.id}/messages`, admin.token)).json()
      .data;
    const bodies = read.map((m: { body: string }) => m.body);
    expect(bodies).toContain('Do you have size 43?');
    expect(bodies).not.toContain('Written after the report');
    const remove = await call('POST', `/api/prop/admin-reports/${reported.json().data.id}/remove`, admin.token, {
      reason: 'Whole thing',
    });
    expect(remove.statusCode).toBe(422);
    // Other reports do not open any messages.
    const post = await call('POST', '/api/prop/reports', buyer.token, {
      target_type: 'profile',
      target_id: seller.id,
      reason: 'Suspicious seller',
    });
    const notMessages = await call('GET', `/api/prop/admin-reports/${post.json().data.id}/messages`, admin.token);
    expect(notMessages.statusCode).toBe(422);
    expect(notMessages.json().message).toBe('This report is not about messages.');
  });
});

describe('members who cannot send', () => {
  it('shows a blacklisted member as unavailable, and they cannot send', async () => {
    const buyer = await member('Chidi Okeke');
    const seller = await member('Lagos Prints', 'business');
    const admin = await signedInAccount(db(), 'admin');
    const talk = await askAbout(buyer, await product(seller, 'Poster print'));
    await send(buyer, talk, 'Hello');
    const blacklist = await call('PATCH', `/api/prop/admin-creative/${buyer.id}/blacklist`, admin.token, {
      blacklisted: true,
      reason: 'Spam',
    });
    expect(blacklist.statusCode, blacklist.body).toBe(200);
    expect((await send(buyer, talk, 'Still here')).statusCode).toBe(401);
    const view = (await call('GET', `/api/prop/conversations/${talk}`, seller.token)).json().data;
    expect(view).toMatchObject({ can_send: false, cannot_send: 'unavailable', other: { available: false } });
    expect((await send(seller, talk, 'Hello?')).statusCode).toBe(403);
    const inbox = (await call('GET', '/api/prop/conversations', seller.token)).json().data.items;
    expect(inbox.find((c: { id: string }) => c.id === talk).other.available).toBe(false);
  });
});

describe('the person’s data', () => {
  it('puts messages in the export, and deleting the account takes its messages (the other sees a deleted member)', async () => {
    const leaving = await member('Ife Adeyemi');
    const staying = await member('Abuja Frames', 'business');
    const talk = await askAbout(leaving, await product(staying, 'Picture frame'));
    await send(leaving, talk, 'First from the leaver');
    await send(staying, talk, 'Answer from the one who stays');
    await send(leaving, talk, 'Second from the leaver');
    expect(await unread(staying)).toBe(1);

    const exported = (await call('GET', '/api/prop/settings/export', leaving.token)).json();
    expect(exported.messages.conversations).toEqual([
      expect.objectContaining({
        with: 'Abuja Frames',
        subject: expect.objectContaining({ type: 'product', title: 'Picture frame' }),
        messages: [
          expect.objectContaining({ from_me: true, text: 'First from the leaver' }),
          expect.objectContaining({ from_me: false, text: 'Answer from the one who stays' }),
          expect.objectContaining({ from_me: true, text: 'Second from the leaver' }),
        ],
      }),
    ]);

    const deleted = await call('DELETE', '/api/prop/settings/account', leaving.token, { password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const view = (await call('GET', `/api/prop/conversations/${talk}`, staying.token)).json().data;
    expect(view).toMatchObject({ other: { id: null, name: null, available: false }, can_send: false, unread: 0 });
    const page = (await call('GET', `/api/prop/conversations/${talk}/messages`, staying.token)).json().data;
    expect(page.items.map((m: { body: string }) => m.body)).toEqual(['Answer from the one who stays']);
    expect(await unread(staying)).toBe(0);
    const inbox = (await call('GET', '/api/prop/conversations', staying.token)).json().data.items;
    expect(inbox.find((c: { id: string }) => c.id === talk).other).toMatchObject({ id: null, name: null });
    expect((await send(staying, talk, 'Hello?')).statusCode).toBe(403);
  });
});

describe('email when away', () => {
  it('tells an away member by the notice email who wrote, never what, grouped, and as they chose', async () => {
    const writer = await member('Halima Sule');
    const reader = await member('Port Harcourt Beads', 'business');
    const talk = await askAbout(writer, await product(reader, 'Coral beads'));
    await send(writer, talk, 'The secret price is 42,000');
    await send(writer, talk, 'And a PDF too');
    const mails = await outbox(reader.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('You have a new message');
    expect(mails[0]?.text).toContain('Halima Sule sent you a message');
    expect(mails[0]?.text).not.toContain('42,000');

    // Read in the app before the mailer runs: no email.
    const other = await member('Kaduna Weavers', 'business');
    const second = await askAbout(writer, await product(other, 'Woven mat'));
    await send(writer, second, 'Hello there');
    await call('POST', `/api/prop/conversations/${second}/read`, other.token, { seq: 1 });
    expect(await outbox(other.email)).toHaveLength(0);

    // Turned off in Settings → Notifications: no email.
    const quiet = await member('Enugu Carvings', 'business');
    await call('PUT', '/api/prop/notifications/settings', quiet.token, { email: { message_received: false } });
    await send(writer, await askAbout(writer, await product(quiet, 'Mask')), 'Hi');
    expect(await outbox(quiet.email)).toHaveLength(0);
  });
});

describe('sending limits', () => {
  const limited = useTestApp({ MESSAGE_RATE_LIMIT_PER_MINUTE: '4', MESSAGE_RATE_LIMIT_NEW_ACCOUNT_PER_MINUTE: '2' });

  it('limits each account per minute, new accounts more', async () => {
    const h = messagingHelpers(
      () => limited().app,
      () => limited().database.handle.db,
    );
    const month = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    const seller = await h.member('Oyo Pottery', 'business', { createdAt: month });
    const fresh = await h.member('New Buyer');
    const settled = await h.member('Old Buyer', 'user', { createdAt: month });
    const productId = await h.product(seller, 'Clay pot');
    const freshTalk = await h.askAbout(fresh, productId);
    const settledTalk = await h.askAbout(settled, productId);
    const codes = async (who: typeof fresh, talk: string, n: number) => {
      const out: number[] = [];
      for (let i = 0; i < n; i += 1) out.push((await h.send(who, talk, `Message ${i}`)).statusCode);
      return out;
    };
    expect(await codes(fresh, freshTalk, 3)).toEqual([201, 201, 429]);
    const refused = await h.send(fresh, freshTalk, 'One more', randomUUID());
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/^Too many attempts/);
    expect(await codes(settled, settledTalk, 5)).toEqual([201, 201, 201, 201, 429]);
  });
});
