import { randomUUID } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversationMembers, messages, orderRequests } from '../src/db/schema/index';
import { signedInAccount } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { messagingHelpers, PDF } from './helpers/messaging';

const app = useTestApp();
const db = () => app().database.handle.db;
const { call, member, product, askAbout, send, unread, uploadImage } = messagingHelpers(() => app().app, db);

type Member = Awaited<ReturnType<typeof member>>;

describe('conversations', () => {
  let buyer: Member;
  let seller: Member;
  let stranger: Member;
  let productId: string;
  let conversation: string;

  beforeAll(async () => {
    buyer = await member('Tunde Bakare');
    seller = await member('Adaeze Crafts', 'business');
    stranger = await member('Musa Idris');
    productId = await product(seller);
    conversation = await askAbout(buyer, productId);
  });

  it('starts one conversation per pair and subject, showing what it is about', async () => {
    expect(await askAbout(buyer, productId)).toBe(conversation);
    const detail = (await call('GET', `/api/prop/conversations/${conversation}`, seller.token)).json().data;
    expect(detail.other).toMatchObject({ id: buyer.id, name: 'Tunde Bakare', available: true });
    expect(detail.subject).toEqual({
      type: 'product',
      id: productId,
      title: 'Adire fabric, 2 yards',
      link: `/marketdetailsPage/${productId}`,
    });
    expect(detail.can_send).toBe(true);
    // From the seller's profile it is another conversation; the seller asking about their own product is refused.
    const fromProfile = await call('POST', '/api/prop/conversations', buyer.token, {
      subject_type: 'member',
      member_id: seller.id,
    });
    expect(fromProfile.json().data.id).not.toBe(conversation);
    expect(fromProfile.json().data.subject).toBeNull();
    const own = await call('POST', '/api/prop/conversations', seller.token, {
      subject_type: 'product',
      subject_id: productId,
    });
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe('You cannot send messages to yourself.');
  });

  it('refuses bad subjects with words tied to the field', async () => {
    const missing = await call('POST', '/api/prop/conversations', buyer.token, { subject_type: 'product' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fields.subject_id).toMatch(/could not find what this conversation is about/);
    const unknown = await call('POST', '/api/prop/conversations', buyer.token, {
      subject_type: 'product',
      subject_id: randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
    const kind = await call('POST', '/api/prop/conversations', buyer.token, { subject_type: 'nonsense' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().data.fields.subject_type).toMatch(/^Choose what the conversation is about/);
  });

  it('lets only the two parties of an order talk about it', async () => {
    const [order] = await db()
      .insert(orderRequests)
      .values({
        buyerAccountId: buyer.id,
        sellerAccountId: seller.id,
        productId,
        productTitle: 'Adire fabric, 2 yards',
        unitPriceKobo: 1_500_000,
        quantity: 1,
        buyerName: 'Tunde Bakare',
        buyerEmail: buyer.email,
      })
      .returning({ id: orderRequests.id });
    const body = { subject_type: 'order', subject_id: order?.id };
    const fromSeller = await call('POST', '/api/prop/conversations', seller.token, body);
    expect(fromSeller.statusCode).toBe(200);
    expect(fromSeller.json().data.other.id).toBe(buyer.id);
    const fromBuyer = await call('POST', '/api/prop/conversations', buyer.token, body);
    expect(fromBuyer.json().data.id).toBe(fromSeller.json().data.id);
    const fromStranger = await call('POST', '/api/prop/conversations', stranger.token, body);
    expect(fromStranger.statusCode).toBe(403);
    expect(fromStranger.json().message).toBe('Only the two people it concerns can talk about this.');
  });

  it('lets only the two members read or post, and no admin', async () => {
    const sent = await send(buyer, conversation, 'Is the blue one still available?');
    expect(sent.statusCode, sent.body).toBe(201);
    const admin = await signedInAccount(db(), 'admin');
    const paths = [
      ['GET', `/api/prop/conversations/${conversation}`],
      ['GET', `/api/prop/conversations/${conversation}/messages`],
      ['POST', `/api/prop/conversations/${conversation}/read`, { seq: 1 }],
      ['POST', `/api/prop/conversations/${conversation}/messages`, { client_id: randomUUID(), body: 'Hello?' }],
    ] as const;
    for (const [method, url, body] of paths) {
      const res = await call(method, url, stranger.token, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('We could not find that conversation.');
      expect((await call(method, url, admin.token, body)).statusCode, `${method} ${url} (admin)`).toBe(403);
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url} (visitor)`).toBe(401);
    }
    const inbox = (await call('GET', '/api/prop/conversations', stranger.token)).json().data;
    expect(inbox.items).toEqual([]);
  });

  it('makes one message of the same client id sent twice, even at once', async () => {
    const clientId = randomUUID();
    const first = await send(buyer, conversation, 'Sent once', clientId);
    const again = await send(buyer, conversation, 'Sent once', clientId);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const racing = randomUUID();
    const both = await Promise.all([
      send(buyer, conversation, 'Racing', racing),
      send(buyer, conversation, 'Racing', racing),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(both.map((res) => res.json().data.id)).size).toBe(1);
    const [stored] = await db().select({ n: count() }).from(messages).where(eq(messages.clientId, racing));
    expect(stored?.n).toBe(1);
    // The same id in another conversation is not a second message either.
    const other = await askAbout(buyer, await product(seller, 'Aso oke cap'));
    expect((await send(buyer, other, 'Racing', racing)).statusCode).toBe(409);
  });

  it('keeps the unread count exact, through reads and sends at once', async () => {
    const talk = await askAbout(buyer, await product(seller, 'Bronze head replica'));
    const before = await unread(seller);
    for (const text of ['One', 'Two', 'Three']) expect((await send(buyer, talk, text)).statusCode).toBe(201);
    expect(await unread(seller)).toBe(before + 3);
    const page = (await call('GET', `/api/prop/conversations/${talk}/messages`, seller.token)).json().data;
    const two = page.items[1].seq as number;
    const read = await call('POST', `/api/prop/conversations/${talk}/read`, seller.token, { seq: two });
    expect(read.json().data.count).toBe(before + 1);
    // Reading everything while more arrive: whatever the order, the count is what is really unread.
    const sends = Array.from({ length: 6 }, (_, i) => send(buyer, talk, `Burst ${i}`));
    const reads = Array.from({ length: 3 }, () =>
      call('POST', `/api/prop/conversations/${talk}/read`, seller.token, { seq: 2_000_000_000 }),
    );
    await Promise.all([...sends, ...reads]);
    const [side] = await db()
      .select()
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, talk), eq(conversationMembers.accountId, seller.id)));
    const [really] = await db()
      .select({ n: count() })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, talk),
          gt(messages.seq, side?.lastReadSeq ?? 0),
          eq(messages.senderAccountId, buyer.id),
        ),
      );
    expect(side?.unreadCount).toBe(really?.n);
    expect(await unread(seller)).toBe(before + (really?.n ?? 0));
    // Replying reads the conversation.
    await send(seller, talk, 'Thanks, all noted');
    expect(await unread(seller)).toBe(before);
  });

  it('shows the newest at the bottom and pages upward by number', async () => {
    const talk = await askAbout(buyer, await product(seller, 'Talking drum'));
    for (let i = 1; i <= 7; i += 1) await send(i % 2 ? buyer : seller, talk, `Message ${i}`);
    const newest = (await call('GET', `/api/prop/conversations/${talk}/messages?limit=3`, buyer.token)).json().data;
    expect(newest.items.map((m: { body: string }) => m.body)).toEqual(['Message 5', 'Message 6', 'Message 7']);
    expect(newest.items.map((m: { from_me: boolean }) => m.from_me)).toEqual([true, false, true]);
    const older = (
      await call('GET', `/api/prop/conversations/${talk}/messages?limit=3&before=${newest.older}`, buyer.token)
    ).json().data;
    expect(older.items.map((m: { body: string }) => m.body)).toEqual(['Message 2', 'Message 3', 'Message 4']);
    const oldest = (
      await call('GET', `/api/prop/conversations/${talk}/messages?limit=3&before=${older.older}`, buyer.token)
    ).json().data;
    expect(oldest.items.map((m: { body: string }) => m.body)).toEqual(['Message 1']);
    expect(oldest.older).toBeNull();
    const after = (
      await call('GET', `/api/prop/conversations/${talk}/messages?after=${newest.items[1].seq}`, buyer.token)
    ).json().data;
    expect(after.items.map((m: { body: string }) => m.body)).toEqual(['Message 7']);
  });

  it('orders the inbox by last message, searches the other name, and pages by cursor', async () => {
    const inbox = (await call('GET', '/api/prop/conversations', seller.token)).json().data;
    const times = inbox.items.map((c: { last_message: { at: string } }) => c.last_message.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(inbox.items[0].last_message).toMatchObject({ kind: 'text', from_me: false, removed: false });
    const found = (await call('GET', '/api/prop/conversations?q=tunde', seller.token)).json().data;
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((c: { other: { name: string } }) => c.other.name === 'Tunde Bakare')).toBe(true);
    expect((await call('GET', '/api/prop/conversations?q=nobody', seller.token)).json().data.items).toEqual([]);
    const first = (await call('GET', '/api/prop/conversations?limit=2', seller.token)).json().data;
    const second = (
      await call('GET', `/api/prop/conversations?limit=2&cursor=${first.next_cursor}`, seller.token)
    ).json().data;
    expect(second.items[0].id).not.toBe(first.items[1].id);
    expect(new Set([...first.items, ...second.items].map((c: { id: string }) => c.id)).size).toBe(
      first.items.length + second.items.length,
    );
    const bad = await call('GET', '/api/prop/conversations?cursor=nonsense', seller.token);
    expect(bad.statusCode).toBe(400);
    // Conversations without a message yet are not listed; nor is one hidden by a block.
    expect(inbox.items.every((c: { last_message: unknown }) => c.last_message !== null)).toBe(true);
  });

  it('checks text, attachments and their owners', async () => {
    const long = await send(buyer, conversation, 'x'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().data.fields.body).toBe('A message can be at most 2,000 characters.');
    expect((await send(buyer, conversation, '   ')).json().data.fields.body).toBe('Write a message or attach a file.');
    const badId = await call('POST', `/api/prop/conversations/${conversation}/messages`, buyer.token, {
      client_id: 'not-a-uuid',
      body: 'Hi',
    });
    expect(badId.json().data.fields.client_id).toBe('This message has no valid id. Please try again.');
    // An image: the sender's own upload, shown with its sizes; someone else's is refused.
    const image = await uploadImage(seller);
    const picture = await send(seller, conversation, { body: '', image_url: image });
    expect(picture.statusCode, picture.body).toBe(201);
    expect(picture.json().data.image).toMatchObject({ url: image, width: 40, height: 30 });
    const notMine = await send(buyer, conversation, { body: 'Look', image_url: image });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().data.fields.image_url).toBe('Attach an image you uploaded.');
    // A document: type read from the bytes, served only to the two members, as an attachment.
    const renamed = await send(buyer, conversation, {
      document: { name: 'invoice.pdf', file: Buffer.from('MZ not a pdf at all').toString('base64') },
    });
    expect(renamed.statusCode).toBe(415);
    const pdf = await send(buyer, conversation, {
      body: 'My measurements',
      document: { name: 'Ìwọ̀n ara.pdf', file: PDF.toString('base64') },
    });
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json().data.document).toEqual({
      name: 'Ìwọ̀n ara.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
    });
    const url = `/api/prop/conversations/${conversation}/messages/${pdf.json().data.id}/document`;
    const download = await call('GET', url, seller.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(download.rawPayload, PDF)).toBe(0);
    expect((await call('GET', url, stranger.token)).statusCode).toBe(404);
  });

  it('turns read receipts off for both sides', async () => {
    const talk = await askAbout(buyer, await product(seller, 'Beaded bag'));
    await send(buyer, talk, 'Hello');
    await call('POST', `/api/prop/conversations/${talk}/read`, seller.token, { seq: 1 });
    const seen = (await call('GET', `/api/prop/conversations/${talk}`, buyer.token)).json().data;
    expect(seen.other_read_seq).toBe(1);
    const off = await call('PUT', '/api/prop/messaging/settings', seller.token, { read_receipts: false });
    expect(off.json()).toMatchObject({ message: 'Message settings saved.', data: { read_receipts: false } });
    for (const who of [buyer, seller]) {
      expect((await call('GET', `/api/prop/conversations/${talk}`, who.token)).json().data.other_read_seq).toBeNull();
    }
    await call('PUT', '/api/prop/messaging/settings', seller.token, { read_receipts: true });
  });

  it('stops messages both ways once either blocks the other, and hides the conversation from the blocker', async () => {
    const blocked = await call('POST', '/api/prop/blocks', seller.token, { account_id: buyer.id });
    expect(blocked.json().message).toBe('Member blocked. Neither of you can send messages to the other.');
    const fromBuyer = await send(buyer, conversation, 'Hello again?');
    expect(fromBuyer.statusCode).toBe(403);
    expect(fromBuyer.json().message).toBe('This member is not available for messages.');
    const fromSeller = await send(seller, conversation, 'Sorry');
    expect(fromSeller.statusCode).toBe(403);
    expect(fromSeller.json().message).toBe('You cannot send messages in this conversation.');
    const inbox = (await call('GET', '/api/prop/conversations', seller.token)).json().data.items;
    expect(inbox.some((c: { other: { id: string } }) => c.other.id === buyer.id)).toBe(false);
    const buyerView = (await call('GET', `/api/prop/conversations/${conversation}`, buyer.token)).json().data;
    expect(buyerView).toMatchObject({ can_send: false, cannot_send: 'unavailable', other: { available: false } });
    const again = await call('POST', '/api/prop/conversations', buyer.token, {
      subject_type: 'member',
      member_id: seller.id,
    });
    expect(again.statusCode).toBe(422);
    expect((await call('GET', '/api/prop/blocks', seller.token)).json().data).toMatchObject([
      { id: buyer.id, name: 'Tunde Bakare' },
    ]);
    await call('DELETE', `/api/prop/blocks/${buyer.id}`, seller.token);
    expect((await send(buyer, conversation, 'Hello again?')).statusCode).toBe(201);
    const back = (await call('GET', '/api/prop/conversations', seller.token)).json().data.items;
    expect(back.some((c: { other: { id: string } }) => c.other.id === buyer.id)).toBe(true);
  });
});
