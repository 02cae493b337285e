import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { accounts, events, notifications, opportunities, tools } from '../src/db/schema/index';
import { signedInAccount } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { DAY, eventBody, listingHelpers, opportunityBody, toolBody } from './helpers/listings';

/*
 * What every listing route answers, word for word and shape for shape, and the rules of editing, seeing and
 * saving that the clients rely on (beside listings.test.ts, which covers publishing, validation and lists).
 */

const app = useTestApp();
const { db, call, partner, creative, upload } = listingHelpers(app);
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeEach(async () => {
  await db().delete(tools);
  await db().delete(opportunities);
  await db().delete(events);
});

const pageKeys = ['limit', 'page', 'total', 'total_capped', 'total_pages'];
/** What deleting an item of any kind answers, word for word. */
const DELETED = { message: 'Deleted', messageCode: 'listing.deleted', params: {}, data: null };

describe('answers of each kind', () => {
  it('tools: the list at data with pagination beside it, one with other_offers, create/edit/delete messages', async () => {
    const host = await partner();
    const image = await upload(host.token);
    const created = await call('POST', '/api/prop/tool', host.token, toolBody([image]));
    expect(created.json()).toMatchObject({ message: 'Offer successfully created', data: { name: toolBody([]).name } });
    const id = created.json().data.id;

    for (const list of [await call('GET', '/api/prop/tool/all'), await call('GET', '/api/prop/tool', host.token)]) {
      expect(list.json().message).toBe('Tools');
      expect(list.json().data.map((t: { id: string }) => t.id)).toEqual([id]);
      expect(Object.keys(list.json().pagination).sort()).toEqual(pageKeys);
    }
    const one = (await call('GET', `/api/prop/tool/${id}`)).json();
    expect(one).toMatchObject({ message: 'Tool', data: { id, other_offers: [], own: false, saved: false } });

    const edited = await call('PUT', `/api/prop/tool/${id}`, host.token, toolBody([image], { price: 2500 }));
    expect(edited.json()).toMatchObject({ message: 'Changes saved', data: { id, price: 2500 } });
    expect((await call('DELETE', `/api/prop/tool/${id}`, host.token)).json()).toEqual(DELETED);
  });

  it('opportunities: lists at data.data with the page facts, one at data', async () => {
    const host = await partner();
    const image = await upload(host.token, 'opportunity');
    const created = await call('POST', '/api/prop/opportunity', host.token, opportunityBody([image]));
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Event successfully created');
    const id = created.json().data.id;

    for (const list of [
      await call('GET', '/api/prop/opportunity/all'),
      await call('GET', '/api/prop/opportunity', host.token),
    ]) {
      expect(list.json().message).toBe('Opportunities');
      expect(Object.keys(list.json().data).sort()).toEqual(['data', ...pageKeys]);
      expect(list.json().data.data[0].id).toBe(id);
    }
    expect((await call('GET', `/api/prop/opportunity/${id}`)).json()).toMatchObject({
      message: 'Opportunity',
      data: { id },
    });
    const edited = await call(
      'PUT',
      `/api/prop/opportunity/${id}`,
      host.token,
      opportunityBody([image], { title: 'New' }),
    );
    expect(edited.json()).toMatchObject({ message: 'Changes saved', data: { id, title: 'New' } });
    expect((await call('DELETE', `/api/prop/opportunity/${id}`, host.token)).json()).toEqual(DELETED);
  });

  it('trainings: lists at data.data, one at data.event, also when created or edited', async () => {
    const host = await partner();
    const image = await upload(host.token, 'event');
    const created = await call('POST', '/api/prop/event', host.token, eventBody([image]));
    expect(created.json()).toMatchObject({ message: 'Event successfully created', data: { event: { attendees: 0 } } });
    const id = created.json().data.event.id;

    for (const list of [await call('GET', '/api/prop/event/all'), await call('GET', '/api/prop/event', host.token)]) {
      expect(list.json().message).toBe('Events');
      expect(Object.keys(list.json().data).sort()).toEqual(['data', ...pageKeys]);
      expect(list.json().data.data[0].id).toBe(id);
    }
    expect((await call('GET', `/api/prop/event/${id}`)).json()).toMatchObject({
      message: 'Event',
      data: { event: { id } },
    });
    const edited = await call('PUT', `/api/prop/event/${id}`, host.token, eventBody([image], { title: 'New' }));
    expect(edited.json()).toMatchObject({ message: 'Changes saved', data: { event: { id, title: 'New' } } });
    expect((await call('DELETE', `/api/prop/event/${id}`, host.token)).json()).toEqual(DELETED);
  });

  it("refuses an id that is not one with the kind's own words, and answers 404 for one that does not exist", async () => {
    const cases = [
      ['tool', 'We could not find that offer.'],
      ['opportunity', 'Opportunity not found'],
      ['event', 'We could not find that training.'],
    ];
    for (const [kind, words] of cases) {
      const bad = await call('GET', `/api/prop/${kind}/not-an-id`);
      expect(bad.statusCode, kind).toBe(400);
      expect(bad.json().data.fields.id, kind).toBe(words);
      const missing = await call('GET', `/api/prop/${kind}/${MISSING}`);
      expect(missing.statusCode, kind).toBe(404);
      expect(missing.json().message, kind).toBe(words);
    }
    const host = await partner();
    expect((await call('DELETE', `/api/prop/tool/${MISSING}`, host.token)).statusCode).toBe(404);
    expect((await call('PUT', `/api/prop/event/${MISSING}/registration`, (await creative()).token)).statusCode).toBe(
      404,
    );
  });

  it('says whether the signed-in account may publish, and why not', async () => {
    const approved = await partner();
    const state = await call('GET', '/api/prop/listings/publisher', approved.token);
    expect(state.json()).toEqual({ message: 'Publisher', data: { can_publish: true, reason: null } });
    const member = (await call('GET', '/api/prop/listings/publisher', (await creative()).token)).json().data;
    expect(member).toEqual({ can_publish: false, reason: 'not_partner' });
    expect((await call('GET', '/api/prop/listings/publisher')).statusCode).toBe(401);
  });
});

describe('editing rules', () => {
  it('lets a partner fix a closed opportunity keeping its deadline, but not move the deadline into the past', async () => {
    const host = await partner();
    const image = await upload(host.token, 'opportunity');
    const [closed] = await db()
      .insert(opportunities)
      .values({
        partnerAccountId: host.account.id,
        title: 'Closed call',
        description: 'x',
        link: 'https://example.ng',
        images: [image],
        startsAt: new Date(Date.now() + 40 * DAY),
        deadline: new Date('2026-01-10T22:59:59Z'),
        timing: 'full-time',
      })
      .returning({ id: opportunities.id });
    const path = `/api/prop/opportunity/${closed?.id}`;
    const kept = await call('PUT', path, host.token, opportunityBody([image], { deadline: '2026-01-10' }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ title: 'Film editing fellowship', closed: true });
    const moved = await call('PUT', path, host.token, opportunityBody([image], { deadline: '2026-01-11' }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().data.fields.deadline).toBe('The deadline must be in the future.');
  });

  it("takes a remote opportunity's location as remote when none is given, and keeps the empty extras empty", async () => {
    const host = await partner();
    const image = await upload(host.token, 'opportunity');
    const body = opportunityBody([image], { timing: 'remote', location: undefined, level: undefined, address: '' });
    const made = (await call('POST', '/api/prop/opportunity', host.token, body)).json().data;
    expect(made).toMatchObject({ location: 'remote', level: null, address: null, timing: 'remote' });
    const tool = (await call('POST', '/api/prop/tool', host.token, toolBody([image]))).json().data;
    expect(tool).toMatchObject({ type: null, category: null, price: 0 });
  });
});

describe('who sees a removed item', () => {
  it('hides it from visitors, members and other offers; its partner (own list too) and admins still see it', async () => {
    const host = await partner();
    const image = await upload(host.token);
    const kept = (await call('POST', '/api/prop/tool', host.token, toolBody([image]))).json().data;
    const removed = (await call('POST', '/api/prop/tool', host.token, toolBody([image], { name: 'Gone' }))).json().data;
    await db().update(tools).set({ removedAt: new Date(), removedReason: 'Spam' }).where(eq(tools.id, removed.id));

    const path = `/api/prop/tool/${removed.id}`;
    expect((await call('GET', path)).statusCode).toBe(404);
    expect((await call('GET', path, (await creative()).token)).statusCode).toBe(404);
    expect((await call('GET', path, (await partner('Other')).token)).statusCode).toBe(404);
    expect((await call('GET', path, host.token)).json().data).toMatchObject({ name: 'Gone', own: true });
    const admin = await signedInAccount(db(), 'admin');
    expect((await call('GET', path, admin.token)).json().data).toMatchObject({ name: 'Gone', own: false });

    expect((await call('GET', '/api/prop/tool', host.token)).json().pagination.total).toBe(2);
    expect((await call('GET', '/api/prop/tool/all')).json().pagination.total).toBe(1);
    expect((await call('GET', `/api/prop/tool/${kept.id}`)).json().data.other_offers).toEqual([]);
  });
});

describe('training registrations', () => {
  it('tell the host once an hour per training, with who registered', async () => {
    const host = await partner('Host Org');
    const image = await upload(host.token, 'event');
    const event = (await call('POST', '/api/prop/event', host.token, eventBody([image]))).json().data.event;
    const amaka = await creative('Amaka');
    const tunde = await creative('Tunde');
    await call('PUT', `/api/prop/event/${event.id}/registration`, amaka.token);
    await call('PUT', `/api/prop/event/${event.id}/registration`, tunde.token);
    const notices = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.accountId, host.account.id), eq(notifications.kind, 'event_registration')));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.data).toEqual({
      event_id: event.id,
      title: event.title,
      by_id: amaka.account.id,
      by_name: 'Amaka Obi',
      message: `Amaka Obi registered for your training "${event.title}".`,
      link: `/training/${event.id}`,
    });
    const cancel = await call('DELETE', `/api/prop/event/${event.id}/registration`, tunde.token);
    expect(cancel.json()).toEqual({
      message: 'Your place has been cancelled.',
      messageCode: 'listing.unregistered',
      params: {},
      data: { id: event.id, registered: false, attendees: 1 },
    });
    const again = await call('PUT', `/api/prop/event/${event.id}/registration`, tunde.token);
    expect(again.json().message).toBe('You are registered for this training.');
  });

  it('gives the calendar and attendee files as private downloads named after the training', async () => {
    const host = await partner();
    const image = await upload(host.token, 'event');
    const body = eventBody([image], { title: 'Pricing & Selling: Lagos 2026!' });
    const event = (await call('POST', '/api/prop/event', host.token, body)).json().data.event;
    const ics = await call('GET', `/api/prop/event/${event.id}/calendar.ics`);
    expect(ics.headers['content-disposition']).toBe('attachment; filename=pricing-selling-lagos-2026.ics');
    expect(ics.headers['cache-control']).toBe('private, no-store');
    const csv = await call('GET', `/api/prop/event/${event.id}/attendees.csv`, host.token);
    expect(csv.headers['content-disposition']).toBe('attachment; filename=attendees-pricing-selling-lagos-2026.csv');
    expect(csv.headers['cache-control']).toBe('private, no-store');
    expect(csv.body.startsWith('\uFEFF"Name","Email","Account type","Registered at (Nigerian time)"')).toBe(true);
    const admin = await signedInAccount(db(), 'admin');
    const list = await call('GET', `/api/prop/event/${event.id}/attendees`, admin.token);
    expect(list.json()).toEqual({ message: 'Attendees', data: { event_id: event.id, data: [] } });
  });
});

describe('saved items', () => {
  it('answers each change in words, and drops items that were removed or whose partner was blacklisted', async () => {
    const host = await partner();
    const other = await partner('Other Org');
    const tool = (await call('POST', '/api/prop/tool', host.token, toolBody([await upload(host.token)]))).json().data;
    const image = await upload(other.token, 'event');
    const event = (await call('POST', '/api/prop/event', other.token, eventBody([image]))).json().data.event;
    const { token } = await creative();

    const saved = await call('PUT', `/api/prop/saved/tool/${tool.id}`, token);
    expect(saved.json()).toEqual({
      message: 'Saved',
      messageCode: 'listing.saved',
      params: {},
      data: { kind: 'tool', id: tool.id, saved: true },
    });
    await call('PUT', `/api/prop/saved/event/${event.id}`, token);
    const list = (await call('GET', '/api/prop/saved', token)).json();
    expect(list.message).toBe('Saved');
    expect(list.data.data[0]).toMatchObject({ kind: 'event', item: { id: event.id, saved: true } });

    await db().update(tools).set({ removedAt: new Date() }).where(eq(tools.id, tool.id));
    await db().update(accounts).set({ isBlacklisted: true }).where(eq(accounts.id, other.account.id));
    expect((await call('GET', '/api/prop/saved', token)).json().data).toMatchObject({ total: 0, data: [] });
    expect((await call('PUT', `/api/prop/saved/tool/${tool.id}`, token)).statusCode).toBe(404);
    const unsaved = await call('DELETE', `/api/prop/saved/tool/${tool.id}`, token);
    expect(unsaved.json()).toEqual({
      message: 'Removed from Saved',
      messageCode: 'listing.unsaved',
      params: {},
      data: { kind: 'tool', id: tool.id, saved: false },
    });
  });

  it('pages saved items and filters them by kind', async () => {
    const host = await partner();
    const image = await upload(host.token, 'opportunity');
    const { token } = await creative();
    for (const title of ['One', 'Two', 'Three']) {
      const made = (
        await call('POST', '/api/prop/opportunity', host.token, opportunityBody([image], { title }))
      ).json();
      await call('PUT', `/api/prop/saved/opportunity/${made.data.id}`, token);
    }
    const page = (await call('GET', '/api/prop/saved?kind=opportunity&limit=2&page=2', token)).json().data;
    expect(page).toMatchObject({ page: 2, limit: 2, total: 3, total_pages: 2 });
    expect(page.data.map((s: { item: { title: string } }) => s.item.title)).toEqual(['One']);
    expect((await call('GET', '/api/prop/saved?kind=event', token)).json().data.total).toBe(0);
  });
});
