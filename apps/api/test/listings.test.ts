import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { accounts, eventRegistrations, events, opportunities, tools } from '../src/db/schema/index';
import { PUBLISHED_CONTENT_TOPICS } from '../src/http/cache-topics';
import { listingTarget } from '../src/modules/moderation/targets';
import { signedInAccount } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { DAY, eventBody, inDays, insertTrainings, listingHelpers, opportunityBody, toolBody } from './helpers/listings';

const app = useTestApp();
const { db, call, partner, creative, upload } = listingHelpers(app);

// Each test starts with no listings (accounts and uploads stay).
beforeEach(async () => {
  await db().delete(tools);
  await db().delete(opportunities);
  await db().delete(events);
});

describe('who may publish', () => {
  it('lets an approved partner create a tool, an opportunity and a training', async () => {
    const { token } = await partner();
    const tool = await call('POST', '/api/prop/tool', token, toolBody([await upload(token)]));
    expect(tool.statusCode, tool.body).toBe(201);
    expect(tool.json().data).toMatchObject({ name: 'Canva Pro for creatives', own: true, price: 0 });
    expect(tool.json().data.media[0].srcset).toContain('w');

    const opportunity = await call(
      'POST',
      '/api/prop/opportunity',
      token,
      opportunityBody([await upload(token, 'opportunity')]),
    );
    expect(opportunity.statusCode, opportunity.body).toBe(201);
    expect(opportunity.json().message).toBe('Event successfully created');
    const made = opportunity.json().data;
    // 10:00 in Lagos is 09:00 UTC; stored and answered in UTC with microseconds.
    expect(made.date).toBe(`${inDays(30)}T09:00:00.000000Z`);
    expect(made.time).toBe('10:00');
    expect(made.closed).toBe(false);

    const event = await call('POST', '/api/prop/event', token, eventBody([await upload(token, 'event', 'jpeg')]));
    expect(event.statusCode, event.body).toBe(201);
    expect(event.json().message).toBe('Event successfully created');
    expect(event.json().data.event).toMatchObject({
      title: 'Music production masterclass',
      attendees: 0,
      time: '14:30',
    });
    expect(event.json().data.event.date).toBe(`${inDays(20)}T13:30:00.000000Z`);
  });

  it('refuses a pending partner (403 saying why), creatives, businesses (403) and visitors (401)', async () => {
    const pending = await partner('Waiting Org', false);
    const image = await upload(pending.token);
    const refused = await call('POST', '/api/prop/tool', pending.token, toolBody([image]));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/waiting for approval/);
    const state = await call('GET', '/api/prop/listings/publisher', pending.token);
    expect(state.json().data).toEqual({ can_publish: false, reason: 'pending' });

    const blocked = await partner('Blocked Org');
    await db().update(accounts).set({ isBlacklisted: true }).where(eq(accounts.id, blocked.account.id));
    // A blacklisted account's sessions are refused outright, or publishing is: never a 2xx.
    expect(
      (await call('POST', '/api/prop/event', blocked.token, eventBody([image]))).statusCode,
    ).toBeGreaterThanOrEqual(401);

    const { token: creativeToken } = await creative();
    const { token: businessToken } = await signedInAccount(db(), 'business');
    for (const [path, body] of [
      ['/api/prop/tool', toolBody([image])],
      ['/api/prop/opportunity', opportunityBody([image])],
      ['/api/prop/event', eventBody([image])],
    ] as const) {
      expect((await call('POST', path, creativeToken, body)).statusCode).toBe(403);
      expect((await call('POST', path, businessToken, body)).statusCode).toBe(403);
      expect((await call('POST', path)).statusCode).toBe(401);
    }
    expect(await db().select().from(tools)).toHaveLength(0);
  });

  it("does not let a partner edit or delete another partner's items", async () => {
    const owner = await partner('Owner Org');
    const other = await partner('Other Org');
    const tool = (await call('POST', '/api/prop/tool', owner.token, toolBody([await upload(owner.token)]))).json().data;
    const otherImage = await upload(other.token);
    const edit = await call(
      'PUT',
      `/api/prop/tool/${tool.id}`,
      other.token,
      toolBody([otherImage], { name: 'Mine now' }),
    );
    expect(edit.statusCode).toBe(403);
    expect((await call('DELETE', `/api/prop/tool/${tool.id}`, other.token)).statusCode).toBe(403);

    const event = (
      await call('POST', '/api/prop/event', owner.token, eventBody([await upload(owner.token, 'event')]))
    ).json().data.event;
    expect((await call('PUT', `/api/prop/event/${event.id}`, other.token, eventBody([otherImage]))).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/prop/event/${event.id}/attendees`, other.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/prop/event/${event.id}/attendees.csv`, other.token)).statusCode).toBe(403);

    const opportunity = (
      await call(
        'POST',
        '/api/prop/opportunity',
        owner.token,
        opportunityBody([await upload(owner.token, 'opportunity')]),
      )
    ).json().data;
    expect(
      (await call('PUT', `/api/prop/opportunity/${opportunity.id}`, other.token, opportunityBody([otherImage])))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/prop/opportunity/${opportunity.id}`, other.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/prop/event/${event.id}`, other.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/prop/opportunity/${opportunity.id}`, owner.token)).statusCode).toBe(200);

    const [stored] = await db().select().from(tools).where(eq(tools.id, tool.id));
    expect(stored?.name).toBe('Canva Pro for creatives');

    // The owner may edit and delete.
    const ownEdit = await call(
      'PUT',
      `/api/prop/tool/${tool.id}`,
      owner.token,
      toolBody(tool.images, { name: 'Canva Pro (updated)' }),
    );
    expect(ownEdit.statusCode).toBe(200);
    expect(ownEdit.json().data.name).toBe('Canva Pro (updated)');
    expect((await call('DELETE', `/api/prop/tool/${tool.id}`, owner.token)).statusCode).toBe(200);
    expect((await call('GET', `/api/prop/tool/${tool.id}`)).statusCode).toBe(404);
  });
});

describe('validation', () => {
  it("gives the spec's message for each required field that is missing", async () => {
    const { token } = await partner();
    const image = await upload(token);
    const cases: [string, Record<string, unknown>, string[]][] = [
      ['/api/prop/tool', toolBody([image]), ['name', 'description', 'link', 'images', 'sector', 'offer']],
      [
        '/api/prop/opportunity',
        opportunityBody([image]),
        ['title', 'description', 'date', 'time', 'deadline', 'link', 'images', 'timing'],
      ],
      [
        '/api/prop/event',
        eventBody([image]),
        ['title', 'description', 'location', 'date', 'time', 'address', 'link', 'images'],
      ],
    ];
    for (const [path, body, fields] of cases) {
      for (const field of fields) {
        for (const value of [undefined, '']) {
          const payload = { ...body, [field]: value };
          if (value === undefined) delete payload[field];
          if (field === 'images' && value === '') payload[field] = [];
          const res = await call('POST', path, token, payload);
          expect(res.statusCode, `${path} ${field}`).toBe(400);
          expect(res.json().data.fields[field], `${path} ${field}`).toBe('All fields are required');
        }
      }
    }
    expect(await db().select().from(tools)).toHaveLength(0);
    expect(await db().select().from(opportunities)).toHaveLength(0);
    expect(await db().select().from(events)).toHaveLength(0);
  });

  it('refuses bad dates, a deadline or date in the past, a link that is not a URL and images from elsewhere', async () => {
    const { token } = await partner();
    const image = await upload(token);
    const refused = async (path: string, body: object, field: string, message?: RegExp) => {
      const res = await call('POST', path, token, body);
      expect(res.statusCode, `${path} ${field}: ${res.body}`).toBe(400);
      expect(res.json().data.fields[field], `${path} ${field}`).toBeTruthy();
      if (message) expect(res.json().data.fields[field]).toMatch(message);
    };
    await refused('/api/prop/opportunity', opportunityBody([image], { date: '2026-02-31' }), 'date', /real date/);
    await refused('/api/prop/opportunity', opportunityBody([image], { date: 'next week' }), 'date');
    await refused('/api/prop/opportunity', opportunityBody([image], { time: '25:00' }), 'time');
    await refused('/api/prop/opportunity', opportunityBody([image], { deadline: inDays(-2) }), 'deadline', /future/);
    await refused('/api/prop/opportunity', opportunityBody([image], { deadline: 'soon' }), 'deadline');
    await refused('/api/prop/event', eventBody([image], { date: inDays(-3) }), 'date', /not passed/);
    await refused('/api/prop/event', eventBody([image], { location: 'Moon' }), 'location');
    await refused('/api/prop/tool', toolBody([image], { link: 'not a link' }), 'link', /web address/);
    await refused('/api/prop/event', eventBody([image], { link: 'javascript:alert(1)' }), 'link');
    await refused(
      '/api/prop/tool',
      toolBody(['https://elsewhere.example.com/a.png']),
      'images',
      /Upload the image here/,
    );
    const someoneElse = await partner('Other');
    await refused('/api/prop/tool', toolBody([await upload(someoneElse.token)]), 'images');
  });

  it('refuses a file that is not an image, and a non-png opportunity image, at upload', async () => {
    const { token } = await partner();
    const text = await call('POST', '/api/prop/upload', token, {
      type: 'png',
      file: Buffer.from('hello, not an image').toString('base64'),
      purpose: 'event',
    });
    expect(text.statusCode).toBe(415);
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const notPng = await call('POST', '/api/prop/upload', token, {
      type: 'jpg',
      file: jpeg.toString('base64'),
      purpose: 'opportunity',
    });
    expect(notPng.statusCode).toBe(415);
  });

  it('accepts the old spelling of intermediate and the old combined UTC timestamp', async () => {
    const { token } = await partner();
    const image = await upload(token, 'opportunity');
    const res = await call(
      'POST',
      '/api/prop/opportunity',
      token,
      opportunityBody([image], { level: 'intermidiate', date: `${inDays(40)}T08:15:00.000000Z`, time: '08:15' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.level).toBe('intermediate');
    expect(res.json().data.date).toBe(`${inDays(40)}T08:15:00.000000Z`);
    const filtered = await call('GET', '/api/prop/opportunity/all?level=intermidiate');
    expect(filtered.json().data.data).toHaveLength(1);
  });
});

describe('lists: filters, search and pages', () => {
  it('returns exactly the matching tools and the right total, 9 a page', async () => {
    const a = await partner('Alpha Partners');
    const b = await partner('Beta Fund');
    const rows = Array.from({ length: 23 }, (_, i) => ({
      partnerAccountId: i % 2 === 0 ? a.account.id : b.account.id,
      name: i === 5 ? 'Photography lighting kit' : `Tool number ${i}`,
      description: 'Seeded',
      link: 'https://example.ng',
      images: [],
      sector: 'Film',
      offer: '10% off',
      type: (['subscription', 'membership', 'one-time-purchase'] as const)[i % 3],
      category: 'subscription',
      price: i % 4 === 0 ? 0 : 5000,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
    }));
    await db().insert(tools).values(rows);

    const first = (await call('GET', '/api/prop/tool/all')).json();
    expect(first.data).toHaveLength(9);
    expect(first.pagination).toEqual({ page: 1, limit: 9, total: 23, total_pages: 3, total_capped: false });
    expect(first.data[0].name).toBe('Tool number 22');
    const third = (await call('GET', '/api/prop/tool/all?page=3')).json();
    expect(third.data).toHaveLength(5);

    const free = (await call('GET', '/api/prop/tool/all?price=free')).json();
    expect(free.pagination.total).toBe(rows.filter((r) => r.price === 0).length);
    expect(free.data.every((t: { price: number }) => t.price === 0)).toBe(true);
    const paid = (await call('GET', '/api/prop/tool/all?price=paid&type=membership')).json();
    expect(paid.pagination.total).toBe(rows.filter((r) => r.price > 0 && r.type === 'membership').length);
    const several = (await call('GET', '/api/prop/tool/all?type=membership,one-time-purchase')).json();
    expect(several.pagination.total).toBe(rows.filter((r) => r.type !== 'subscription').length);

    const search = (await call('GET', '/api/prop/tool/all?q=photo%20light')).json();
    expect(search.data.map((t: { name: string }) => t.name)).toEqual(['Photography lighting kit']);
    expect((await call('GET', '/api/prop/tool/all?q=%27%3B%20drop')).statusCode).toBe(200);

    const own = (await call('GET', '/api/prop/tool', a.token)).json();
    expect(own.pagination.total).toBe(12);
    expect((await call('GET', '/api/prop/tool', (await creative()).token)).statusCode).toBe(403);

    // A blacklisted partner's items leave the public list (the admin's blacklisting also forgets kept first pages).
    await db().update(accounts).set({ isBlacklisted: true }).where(eq(accounts.id, b.account.id));
    await app().app.responseCache.invalidate(...PUBLISHED_CONTENT_TOPICS);
    expect((await call('GET', '/api/prop/tool/all')).json().pagination.total).toBe(12);
    expect((await call('GET', '/api/prop/tool/all?type=bogus')).statusCode).toBe(400);
  });

  it('counts to 100, and past it lets the page say whether more follow', async () => {
    const { account } = await partner();
    await db()
      .insert(tools)
      .values(
        Array.from({ length: 105 }, (_, i) => ({
          ...toolBody([], { name: `Tool ${i}` }),
          partnerAccountId: account.id,
          createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
        })),
      );
    const pageOf = async (query: string) => (await call('GET', `/api/prop/tool/all?${query}`)).json();
    const first = await pageOf('page=1');
    expect(first.pagination).toMatchObject({ total: 100, total_capped: true });
    // Past the cap: a full page and one more row means more follow; a short page is the end, counted exactly.
    const second = await pageOf('limit=50&page=2');
    expect(second.data).toHaveLength(50);
    expect(second.pagination).toMatchObject({ total: 100, total_capped: true });
    const third = await pageOf('limit=50&page=3');
    expect(third.data.map((tool: { name: string }) => tool.name)).toEqual([
      'Tool 4',
      'Tool 3',
      'Tool 2',
      'Tool 1',
      'Tool 0',
    ]);
    expect(third.pagination).toMatchObject({ total: 105, total_capped: false });
    const beyond = await pageOf('limit=50&page=4');
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination).toMatchObject({ total: 105, total_capped: false });
    // A page 10,000 rows deep or deeper reads no row (decision 0085): its address still answers, with no items and
    // how many there are (counted no further than 10,000), so the web app can offer the pages it may show.
    const deep = await call('GET', '/api/prop/tool/all?limit=50&page=201');
    expect(deep.statusCode).toBe(200);
    expect(deep.json().data).toEqual([]);
    expect(deep.json().pagination).toMatchObject({ page: 201, total: 105, total_capped: false });
  });

  it('shows up to two other offers by the same partner on a tool', async () => {
    const { account } = await partner();
    const inserted = await db()
      .insert(tools)
      .values(
        [0, 1, 2, 3].map((i) => ({
          partnerAccountId: account.id,
          name: `Offer ${i}`,
          description: 'x',
          link: 'https://example.ng',
          images: [],
          sector: 'Film',
          offer: 'Free',
        })),
      )
      .returning({ id: tools.id });
    const detail = (await call('GET', `/api/prop/tool/${inserted[0]?.id}`)).json().data;
    expect(detail.other_offers).toHaveLength(2);
    expect(detail.other_offers.map((t: { id: string }) => t.id)).not.toContain(inserted[0]?.id);
    expect((await call('GET', '/api/prop/tool/not-a-uuid')).statusCode).toBe(400);
  });

  it('filters opportunities, puts closed ones last and marks them closed', async () => {
    const { account, token } = await partner();
    const base = {
      partnerAccountId: account.id,
      description: 'x',
      link: 'https://example.ng',
      images: [],
      startsAt: new Date(Date.now() + 40 * DAY),
    };
    await db()
      .insert(opportunities)
      .values([
        {
          ...base,
          title: 'Closed remote',
          deadline: new Date(Date.now() - DAY),
          timing: 'full-time',
          location: 'remote',
          level: 'senior',
          createdAt: new Date(Date.now() + 1000),
        },
        {
          ...base,
          title: 'Open remote junior',
          deadline: new Date(Date.now() + 5 * DAY),
          timing: 'part-time',
          location: 'remote',
          level: 'junior',
        },
        {
          ...base,
          title: 'Open hybrid',
          deadline: new Date(Date.now() + 5 * DAY),
          timing: 'full-time',
          location: 'hybrid',
          level: 'intermediate',
        },
        {
          ...base,
          title: 'Open onsite',
          deadline: new Date(Date.now() + 5 * DAY),
          timing: 'full-time',
          location: 'onsite',
          level: 'senior',
        },
      ]);
    const all = (await call('GET', '/api/prop/opportunity/all')).json().data;
    expect(all.total).toBe(4);
    expect(all.data.at(-1)).toMatchObject({ title: 'Closed remote', closed: true });
    const remote = (await call('GET', '/api/prop/opportunity/all?location=remote')).json().data;
    expect(remote.data.map((o: { title: string }) => o.title)).toEqual(['Open remote junior', 'Closed remote']);
    const mixed = (await call('GET', '/api/prop/opportunity/all?timing=full-time&level=senior,intermediate')).json()
      .data;
    expect(mixed.total).toBe(3);
    expect((await call('GET', '/api/prop/opportunity/all?status=open&location=remote')).json().data.total).toBe(1);
    const paged = (await call('GET', '/api/prop/opportunity/all?limit=3&page=2')).json().data;
    expect(paged).toMatchObject({ page: 2, total: 4, total_pages: 2 });
    expect(paged.data).toHaveLength(1);
    expect((await call('GET', '/api/prop/opportunity', token)).json().data.data).toHaveLength(4);
    const missing = await call('GET', '/api/prop/opportunity/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Opportunity not found');
  });

  it('pages trainings 4 at a time with coming ones first and filters by location', async () => {
    const { account } = await partner();
    await insertTrainings(
      db(),
      account.id,
      Array.from({ length: 10 }, (_, i) => ({
        title: `Training ${i}`,
        location: i % 2 ? 'Online' : 'Offline',
        address: 'Abuja',
        startsAt: new Date(Date.now() + (i - 3) * DAY),
      })),
    );
    const first = (await call('GET', '/api/prop/event/all')).json().data;
    expect(first).toMatchObject({ page: 1, limit: 4, total: 10, total_pages: 3 });
    expect(first.data.map((e: { title: string }) => e.title)).toEqual([
      'Training 4',
      'Training 5',
      'Training 6',
      'Training 7',
    ]);
    const online = (await call('GET', '/api/prop/event/all?location=Online&limit=50')).json().data;
    expect(online.total).toBe(5);
    expect((await call('GET', '/api/prop/event/all?when=upcoming')).json().data.total).toBe(6);
  });
});

describe('registering for a training, its calendar file and the attendee list', () => {
  it('lets a creative register once, see the count, cancel, and the host download a safe CSV', async () => {
    const host = await partner('Host Org');
    const event = (
      await call('POST', '/api/prop/event', host.token, eventBody([await upload(host.token, 'event')]))
    ).json().data.event;
    const amaka = await creative('=HYPERLINK("evil")');
    const business = await signedInAccount(db(), 'business', { displayName: 'Ade Prints Ltd' });

    const first = await call('PUT', `/api/prop/event/${event.id}/registration`, amaka.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ id: event.id, registered: true, attendees: 1 });
    expect((await call('PUT', `/api/prop/event/${event.id}/registration`, amaka.token)).json().data.attendees).toBe(1);
    expect((await call('PUT', `/api/prop/event/${event.id}/registration`, business.token)).json().data.attendees).toBe(
      2,
    );
    expect((await call('PUT', `/api/prop/event/${event.id}/registration`, host.token)).statusCode).toBe(403);
    expect((await call('PUT', `/api/prop/event/${event.id}/registration`)).statusCode).toBe(401);

    const seen = (await call('GET', `/api/prop/event/${event.id}`, amaka.token)).json().data.event;
    expect(seen).toMatchObject({ registered: true, attendees: 2 });

    const csv = await call('GET', `/api/prop/event/${event.id}/attendees.csv`, host.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.body).toContain(`"'=HYPERLINK(""evil"") Obi"`);
    expect(csv.body).toContain('Ade Prints Ltd');
    expect((await call('GET', `/api/prop/event/${event.id}/attendees.csv`, amaka.token)).statusCode).toBe(403);

    const cancel = await call('DELETE', `/api/prop/event/${event.id}/registration`, amaka.token);
    expect(cancel.json().data).toEqual({ id: event.id, registered: false, attendees: 1 });
    const list = (await call('GET', `/api/prop/event/${event.id}/attendees`, host.token)).json().data.data;
    expect(list.map((a: { name: string }) => a.name)).toEqual(['Ade Prints Ltd']);
    expect(await db().select().from(eventRegistrations)).toHaveLength(1);
  });

  it('refuses registering for a training that has taken place', async () => {
    const host = await partner();
    const [past] = await insertTrainings(db(), host.account.id, [
      { title: 'Last year', startsAt: new Date(Date.now() - DAY) },
    ]);
    const { token } = await creative();
    expect((await call('PUT', `/api/prop/event/${past?.id}/registration`, token)).statusCode).toBe(422);
  });

  it('lets the host fix a training that took place without moving it, but not move it into the past', async () => {
    const host = await partner();
    const [past] = await insertTrainings(db(), host.account.id, [
      { title: 'Last month', startsAt: new Date('2026-01-10T09:00:00Z') },
    ]);
    const image = await upload(host.token, 'event');
    const same = await call(
      'PUT',
      `/api/prop/event/${past?.id}`,
      host.token,
      eventBody([image], { title: 'Last month (slides added)', date: '2026-01-10', time: '10:00' }),
    );
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data.event).toMatchObject({ title: 'Last month (slides added)', past: true });
    const moved = await call(
      'PUT',
      `/api/prop/event/${past?.id}`,
      host.token,
      eventBody([image], { date: '2026-01-11', time: '10:00' }),
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().data.fields.date).toMatch(/not passed/);
  });

  it('gives an iCalendar file for a training', async () => {
    const host = await partner('Host, Org; Ltd');
    const event = (
      await call(
        'POST',
        '/api/prop/event',
        host.token,
        eventBody([await upload(host.token, 'event')], { title: 'Mixing, mastering; and more' }),
      )
    ).json().data.event;
    const ics = await call('GET', `/api/prop/event/${event.id}/calendar.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain(`DTSTART:${inDays(20).replaceAll('-', '')}T133000Z`);
    expect(ics.body).toContain('SUMMARY:Mixing\\, mastering\\; and more');
    expect(ics.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const unfolded = ics.body.replaceAll('\r\n ', '');
    // Named after the partner, reached at the platform's sender address (a partner's contact email is not public).
    expect(unfolded).toContain('ORGANIZER;CN="Host, Org; Ltd":mailto:no-reply@creative-ng.localhost\r\n');
    expect(unfolded).toContain(`UID:${event.id}@creative-ng\r\n`);
    expect(unfolded).toContain(`/training/${event.id}`);
  });

  it('keeps a partner name with quotes or a colon inside the organizer name, so it cannot change the address', async () => {
    // iCalendar has no escape for a double quote inside a quoted parameter (RFC 5545 §3.1): a name with one could
    // end the name early and put an address of its own choosing in front of the platform's.
    const host = await partner('Arts "Fund":mailto:replies@elsewhere.example;X="');
    const event = (
      await call('POST', '/api/prop/event', host.token, eventBody([await upload(host.token, 'event')]))
    ).json().data.event;
    const unfolded = (await call('GET', `/api/prop/event/${event.id}/calendar.ics`)).body.replaceAll('\r\n ', '');
    const organizer = unfolded.split('\r\n').find((line) => line.startsWith('ORGANIZER'));
    expect(organizer).toBe(
      "ORGANIZER;CN=\"Arts 'Fund':mailto:replies@elsewhere.example;X='\":mailto:no-reply@creative-ng.localhost",
    );
    // One quoted name, then the platform's address: no double quote inside the name.
    expect(organizer?.match(/"/g)).toHaveLength(2);
  });
});

describe('saved', () => {
  it('lets a creative save a tool, an opportunity and a training, list them and remove one', async () => {
    const host = await partner();
    const image = await upload(host.token, 'opportunity');
    const tool = (await call('POST', '/api/prop/tool', host.token, toolBody([image]))).json().data;
    const opportunity = (await call('POST', '/api/prop/opportunity', host.token, opportunityBody([image]))).json().data;
    const event = (await call('POST', '/api/prop/event', host.token, eventBody([image]))).json().data.event;
    const { token } = await creative();

    expect((await call('PUT', `/api/prop/saved/tool/${tool.id}`, token)).json().data.saved).toBe(true);
    expect((await call('PUT', `/api/prop/saved/tool/${tool.id}`, token)).statusCode).toBe(200);
    await call('PUT', `/api/prop/saved/opportunity/${opportunity.id}`, token);
    await call('PUT', `/api/prop/saved/event/${event.id}`, token);
    expect((await call('PUT', `/api/prop/saved/event/${tool.id}`, token)).statusCode).toBe(404);
    expect((await call('PUT', `/api/prop/saved/tool/${tool.id}`, host.token)).statusCode).toBe(403);

    const saved = (await call('GET', '/api/prop/saved', token)).json().data;
    expect(saved.total).toBe(3);
    expect(saved.data.map((s: { kind: string }) => s.kind)).toEqual(['event', 'opportunity', 'tool']);
    expect(saved.data.map((s: { item: { saved: boolean } }) => s.item.saved)).toEqual([true, true, true]);
    expect(saved.data[0].item).toMatchObject({ id: event.id, registered: false, author: { name: expect.any(String) } });
    await call('PUT', `/api/prop/event/${event.id}/registration`, token);
    expect((await call('GET', '/api/prop/saved', token)).json().data.data[0].item.registered).toBe(true);
    // A later page, and one past the end, still know how many there are.
    const second = (await call('GET', '/api/prop/saved?limit=2&page=2', token)).json().data;
    expect([second.total, second.data.map((s: { kind: string }) => s.kind)]).toEqual([3, ['tool']]);
    const beyond = (await call('GET', '/api/prop/saved?limit=2&page=5', token)).json().data;
    expect([beyond.total, beyond.data]).toEqual([3, []]);
    expect((await call('GET', `/api/prop/tool/${tool.id}`, token)).json().data.saved).toBe(true);
    expect((await call('GET', '/api/prop/saved?kind=tool', token)).json().data.total).toBe(1);

    await call('DELETE', `/api/prop/saved/opportunity/${opportunity.id}`, token);
    expect((await call('GET', '/api/prop/saved', token)).json().data.total).toBe(2);
    // Deleting the item removes it from Saved.
    await call('DELETE', `/api/prop/tool/${tool.id}`, host.token);
    expect((await call('GET', '/api/prop/saved', token)).json().data.total).toBe(1);
  });
});

describe('moderation (report type listing)', () => {
  it('finds a reported offer, opportunity or training and removes it from public view', async () => {
    const host = await partner('Moderated Org');
    const image = await upload(host.token, 'opportunity');
    const tool = (await call('POST', '/api/prop/tool', host.token, toolBody([image]))).json().data;
    const opportunity = (await call('POST', '/api/prop/opportunity', host.token, opportunityBody([image]))).json().data;
    const event = (await call('POST', '/api/prop/event', host.token, eventBody([image]))).json().data.event;

    const found = await listingTarget.find(db(), [tool.id, opportunity.id, event.id]);
    expect(found.get(tool.id)).toMatchObject({ title: tool.name, link: `/tooldetailsPage/${tool.id}`, removed: false });
    expect(found.get(opportunity.id)?.link).toBe(`/opportunitydetails/${opportunity.id}`);
    expect(found.get(event.id)).toMatchObject({ authorId: host.account.id, link: `/training/${event.id}` });

    expect(await listingTarget.remove?.(db(), event.id, 'Spam')).toBe(true);
    expect(await listingTarget.remove?.(db(), event.id, 'Spam')).toBe(false);
    expect((await call('GET', `/api/prop/event/${event.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/prop/event/all')).json().data.total).toBe(0);
    // Its partner still sees it in its own list.
    expect((await call('GET', '/api/prop/event', host.token)).json().data.total).toBe(1);
    expect((await listingTarget.find(db(), [event.id])).get(event.id)?.removed).toBe(true);
  });
});
