import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, creativeProfiles, notifications, posts, reports, sessions } from '../src/db/schema/index';
import { signedInAccount } from './helpers/accounts';
import { expectRefusedField, useTestApp } from './helpers/app';
import { directoryBusiness, directoryCreative, directoryPartner } from './helpers/directory';
import { mailCount } from './helpers/mail';

const app = useTestApp();
const db = () => app().database.handle.db;

async function call(method: string, url: string, token?: string, payload?: unknown) {
  return app().app.inject({
    method: method as 'GET',
    url,
    headers: token ? { authorization: token } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function auditRows(subject: string) {
  return db().select().from(auditLog).where(eq(auditLog.subjectAccountId, subject));
}

let admin: { account: typeof accounts.$inferSelect; token: string };

beforeAll(async () => {
  admin = await signedInAccount(db(), 'admin', { displayName: 'Aisha Admin' });
});

describe('who may use the admin calls', () => {
  it('answers admins, refuses creatives, businesses and partners (403) and anonymous callers (401)', async () => {
    const creative = await directoryCreative(db(), { first: 'Role', last: 'Check' });
    const business = await directoryBusiness(db(), { name: 'Role Check Ltd' });
    const partner = await directoryPartner(db(), { name: 'Role Check Fund' });
    const target = await directoryPartner(db(), { name: 'Target Fund' });
    const id = target.account.id;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/prop/admin-creative'],
      ['GET', '/api/prop/admin-business'],
      ['GET', '/api/prop/admin-partner'],
      ['GET', '/api/prop/admin-creative.csv'],
      ['GET', '/api/prop/admin-business.csv'],
      ['GET', '/api/prop/admin-partner.csv'],
      ['GET', `/api/prop/admin-partner/${id}`],
      ['GET', '/api/prop/admin-audit'],
      ['GET', `/api/prop/admin-creative/${creative.account.id}`],
      ['GET', `/api/prop/admin-business/${business.account.id}`],
      ['PATCH', `/api/prop/admin-partner/${id}/approve`],
      ['GET', `/api/prop/admin-partner/${id}/approve`],
      ['PATCH', `/api/prop/admin-partner/${id}/blacklist`, { blacklisted: true, reason: 'Spam offers' }],
      ['PATCH', `/api/prop/admin-creative/${creative.account.id}/blacklist`, { blacklisted: true, reason: 'Spam' }],
      ['PATCH', `/api/prop/admin-business/${business.account.id}/blacklist`, { blacklisted: true, reason: 'Spam' }],
      ['DELETE', `/api/prop/admin-partner/${id}`],
      ['DELETE', `/api/prop/admin-creative/${creative.account.id}`],
      ['DELETE', `/api/prop/admin-business/${business.account.id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
      for (const who of [creative, business, partner]) {
        expect((await call(method, url, who.token, body)).statusCode, `${method} ${url} ${who.account.role}`).toBe(403);
      }
    }
    // Nothing happened to the target.
    for (const who of [target, creative, business]) {
      const [still] = await db().select().from(accounts).where(eq(accounts.id, who.account.id));
      expect(still).toMatchObject({ approvedAt: null, isBlacklisted: false });
      expect(await auditRows(who.account.id)).toEqual([]);
    }
    // And the admin can (the reads; the actions have their own tests below).
    for (const [method, url, body] of calls.slice(0, 10)) {
      expect((await call(method, url, admin.token, body)).statusCode, `${method} ${url} admin`).toBe(200);
    }
  });
});

describe('admin lists', () => {
  it('pages by 10 with a total, searches with typos, and counts each tab for the same search', async () => {
    for (let i = 0; i < 12; i += 1) {
      await directoryCreative(db(), { first: `Kelechi${String.fromCharCode(97 + i)}`, last: 'Nwosu', state: 'Imo' });
    }
    await directoryCreative(db(), {
      first: 'Chinedu',
      last: 'Okafor',
      expertise: 'Cinematographer',
      sector: 'Film & TV',
      account: { isBlacklisted: true },
    });
    const first = await call('GET', '/api/prop/admin-creative?q=nwosu', admin.token);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.data).toHaveLength(10);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 12, total_pages: 2, total_capped: false });
    expect(body.counts).toEqual({ creatives: 12, business: 0, partners: 0 });
    const second = (await call('GET', '/api/prop/admin-creative?q=nwosu&page=2', admin.token)).json();
    expect(second.data).toHaveLength(2);
    const seen = new Set([...body.data, ...second.data].map((r: { id: string }) => r.id));
    expect(seen.size).toBe(12);
    // Admins see blacklisted accounts too (as BLOCKED), found by a misspelt name.
    const typo = (await call('GET', '/api/prop/admin-creative?q=chined', admin.token)).json();
    expect(typo.data.map((r: { name: string; status: string }) => [r.name, r.status])).toEqual([
      ['Chinedu Okafor', 'BLOCKED'],
    ]);
    expect(typo.data[0]).toMatchObject({ location: 'Lagos', specialty: 'Cinematographer', sector: 'Film & TV' });
    const state = (await call('GET', '/api/prop/admin-creative?state=Imo&limit=100', admin.token)).json();
    expect(state.pagination.total).toBe(12);
  });

  it('finds an account by its whole email address, in any case, and never in the public directory', async () => {
    const made = await directoryCreative(db(), {
      first: 'Ifeoma',
      last: 'Eze',
      account: { email: 'ifeoma.eze@mail.example.ng' },
    });
    const found = (await call('GET', '/api/prop/admin-creative?q=IFEOMA.Eze%40mail.example.ng', admin.token)).json();
    expect(found.data.map((r: { id: string }) => r.id)).toEqual([made.account.id]);
    expect(found.counts).toEqual({ creatives: 1, business: 0, partners: 0 });
    const csv = await call('GET', '/api/prop/admin-creative.csv?q=ifeoma.eze%40mail.example.ng', admin.token);
    expect(csv.body).toContain('Ifeoma Eze');
    const elsewhere = (
      await call('GET', '/api/prop/admin-business?q=ifeoma.eze%40mail.example.ng', admin.token)
    ).json();
    expect(elsewhere.data).toEqual([]);
    const visitor = (await call('GET', '/api/prop/public/directory?q=ifeoma.eze%40mail.example.ng')).json();
    expect(JSON.stringify(visitor.data)).not.toContain(made.account.id);
  });

  it("gives a creative's state of origin as the location when no state of residence was given", async () => {
    const made = await directoryCreative(db(), { first: 'Origin', last: 'Only' });
    await db()
      .update(creativeProfiles)
      .set({ residenceState: null, originState: 'Kano' })
      .where(eq(creativeProfiles.accountId, made.account.id));
    const row = (await call('GET', `/api/prop/admin-creative/${made.account.id}`, admin.token)).json();
    expect(row.data).toMatchObject({ location: 'Kano' });
  });

  it('shows every status badge: BLOCKED, ACTIVE, PRIVATE, PUBLIC, INACTIVE', async () => {
    const made = {
      BLOCKED: await directoryCreative(db(), { first: 'Badge', last: 'Blocked', account: { isBlacklisted: true } }),
      ACTIVE: await directoryCreative(db(), { first: 'Badge', last: 'Active', identity: true }),
      PRIVATE: await directoryCreative(db(), { first: 'Badge', last: 'Private', account: { visibility: 'private' } }),
      PUBLIC: await directoryCreative(db(), { first: 'Badge', last: 'Public' }),
      INACTIVE: await directoryCreative(db(), { first: 'Badge', last: 'Inactive', account: { emailVerifiedAt: null } }),
    };
    const rows = (await call('GET', '/api/prop/admin-creative?q=badge&limit=50', admin.token)).json().data as {
      id: string;
      status: string;
    }[];
    for (const [status, who] of Object.entries(made)) {
      expect(rows.find((r) => r.id === who.account.id)?.status, status).toBe(status);
      const filtered = (await call('GET', `/api/prop/admin-creative?q=badge&status=${status}`, admin.token)).json();
      expect(filtered.data.map((r: { id: string }) => r.id)).toEqual([who.account.id]);
    }
    // The admin view of a profile reads 'activated' the same way.
    for (const [status, activated] of [
      ['ACTIVE', true],
      ['PUBLIC', false],
    ] as const) {
      const view = await call('GET', `/api/prop/public/creative/${made[status].account.id}`, admin.token);
      expect(view.json().data.data.admin.is_activated, status).toBe(activated);
    }
    // A partner is activated by approval.
    const approved = await directoryPartner(db(), { name: 'Badge Approved Fund', approved: true });
    const partnerRow = (await call('GET', `/api/prop/admin-partner/${approved.account.id}`, admin.token)).json().data;
    expect(partnerRow).toMatchObject({ status: 'ACTIVE', approved: true, industry: 'private' });
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [url, field] of [
      ['/api/prop/admin-creative?page=-1', 'page'],
      ['/api/prop/admin-business?limit=500', 'limit'],
      ['/api/prop/admin-partner?status=GONE', 'status'],
      ['/api/prop/admin-partner/not-a-uuid', 'id'],
    ] as const) {
      expectRefusedField(await call('GET', url, admin.token), field, url);
    }
  });
});

describe('approving a partner', () => {
  it('lets it publish, tells it in the app and by email, and writes one audit row', async () => {
    const partner = await directoryPartner(db(), { name: 'Pending Arts Trust' });
    const res = await call('PATCH', `/api/prop/admin-partner/${partner.account.id}/approve`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('User approved successfully');
    expect(res.json().data).toMatchObject({ approved: true, status: 'ACTIVE' });
    const [row] = await db().select().from(accounts).where(eq(accounts.id, partner.account.id));
    expect(row?.approvedAt).toBeInstanceOf(Date);
    const notices = await db().select().from(notifications).where(eq(notifications.accountId, partner.account.id));
    expect(notices.map((n) => n.kind)).toEqual(['partner_approved']);
    // The notice goes by email too (the notice mailer, on by default for approvals).
    await app().app.noticeMailer.run();
    expect(await mailCount(app().app, partner.account.email)).toBe(1);
    const outbox = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(partner.account.email)}`);
    expect(outbox.json().data[0].subject).toBe('Your organisation is approved on CreativeNG');
    // One audit row, and only one.
    expect(await auditRows(partner.account.id)).toMatchObject([
      {
        action: 'partner.approved',
        actorAccountId: admin.account.id,
        subjectLabel: 'Pending Arts Trust (partner)',
      },
    ]);
    // The partner sees it on its own profile.
    const own = await call('GET', '/api/prop/public/partner', partner.token);
    expect(own.json().data.approved).toBe(true);
    // Approving again changes nothing and writes nothing.
    const again = await call('GET', `/api/prop/admin-partner/${partner.account.id}/approve`, admin.token);
    expect(again.statusCode).toBe(422);
    expect(await auditRows(partner.account.id)).toHaveLength(1);
  });

  it('answers 404 for an id that is not a partner', async () => {
    const creative = await directoryCreative(db(), { first: 'Not', last: 'Partner' });
    const res = await call('PATCH', `/api/prop/admin-partner/${creative.account.id}/approve`, admin.token);
    expect(res.statusCode).toBe(404);
    expect(await auditRows(creative.account.id)).toEqual([]);
  });
});

describe('blacklisting', () => {
  it('stops the token at once, hides the profile and listing, and writes one audit row with the reason', async () => {
    const creative = await directoryCreative(db(), { first: 'Tunde', last: 'Bakare', expertise: 'Sculptor' });
    expect((await call('GET', '/api/session', creative.token)).statusCode).toBe(200);
    const reporter = await signedInAccount(db(), 'business');
    const reported = await call('POST', '/api/prop/reports', reporter.token, {
      target_type: 'profile',
      target_id: creative.account.id,
      reason: 'This is not a real person',
    });
    expect(reported.statusCode).toBe(201);
    const before = (await call('GET', '/api/prop/public/directory?q=tunde%20bakare')).json().data;
    expect(before.creatives.map((c: { id: string }) => c.id)).toContain(creative.account.id);

    const res = await call('PATCH', `/api/prop/admin-creative/${creative.account.id}/blacklist`, admin.token, {
      blacklisted: true,
      reason: 'Fake identity',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'BLOCKED', is_blacklisted: true });

    expect((await call('GET', '/api/session', creative.token)).statusCode).toBe(401);
    expect((await call('GET', '/api/prop/users/profile', creative.token)).statusCode).toBe(401);
    const live = await db()
      .select()
      .from(sessions)
      .where(and(eq(sessions.accountId, creative.account.id)));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await call('GET', `/api/prop/public/creative/${creative.account.id}`)).statusCode).toBe(404);
    const after = (await call('GET', '/api/prop/public/directory?q=tunde%20bakare')).json().data;
    expect(after.creatives.map((c: { id: string }) => c.id)).not.toContain(creative.account.id);
    // Admins still see the profile, marked blacklisted.
    const adminView = await call('GET', `/api/prop/public/creative/${creative.account.id}`, admin.token);
    expect(adminView.json().data.data.admin.is_blacklisted).toBe(true);

    // The report about the profile is answered by the blacklisting and leaves the queue.
    const [report] = await db().select().from(reports).where(eq(reports.targetId, creative.account.id));
    expect(report).toMatchObject({ status: 'removed', resolution: 'Fake identity' });

    // One audit row, and only one.
    expect(await auditRows(creative.account.id)).toMatchObject([
      { action: 'account.blacklisted', reason: 'Fake identity' },
    ]);

    // Off the blacklist again: listed again, one more audit row; the old token stays revoked.
    const lift = await call('PATCH', `/api/prop/admin-creative/${creative.account.id}/blacklist`, admin.token, {
      blacklisted: false,
    });
    expect(lift.statusCode).toBe(200);
    expect(lift.json().message).toBe('User removed from the blacklist');
    expect((await auditRows(creative.account.id)).map((a) => a.action).sort()).toEqual([
      'account.blacklisted',
      'account.unblacklisted',
    ]);
    expect((await call('GET', '/api/session', creative.token)).statusCode).toBe(401);
    const back = (await call('GET', '/api/prop/public/directory?q=tunde%20bakare')).json().data;
    expect(back.creatives.map((c: { id: string }) => c.id)).toContain(creative.account.id);
  });

  it('needs a reason to blacklist, and refuses a second blacklisting', async () => {
    const business = await directoryBusiness(db(), { name: 'Reasonless Ltd' });
    const url = `/api/prop/admin-business/${business.account.id}/blacklist`;
    const noReason = await call('PATCH', url, admin.token, { blacklisted: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().data.fields).toHaveProperty('reason');
    const noFlag = await call('PATCH', url, admin.token, { reason: 'x' });
    expect(noFlag.statusCode).toBe(400);
    expect((await call('PATCH', url, admin.token, { blacklisted: true, reason: 'Stolen designs' })).statusCode).toBe(
      200,
    );
    expect((await call('PATCH', url, admin.token, { blacklisted: true, reason: 'Again' })).statusCode).toBe(422);
    expect(await auditRows(business.account.id)).toHaveLength(1);
    // The wrong list's path does not find it.
    const wrong = await call('PATCH', `/api/prop/admin-creative/${business.account.id}/blacklist`, admin.token, {
      blacklisted: false,
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('refuses to let an admin blacklist or delete itself (or another admin)', async () => {
    const own = admin.account.id;
    for (const list of ['creative', 'business', 'partner']) {
      const black = await call('PATCH', `/api/prop/admin-${list}/${own}/blacklist`, admin.token, {
        blacklisted: true,
        reason: 'Testing',
      });
      expect(black.statusCode).toBe(422);
      expect((await call('DELETE', `/api/prop/admin-${list}/${own}`, admin.token)).statusCode).toBe(422);
    }
    const other = await signedInAccount(db(), 'admin');
    const res = await call('DELETE', `/api/prop/admin-creative/${other.account.id}`, admin.token);
    expect(res.statusCode).toBe(404);
    expect((await call('GET', '/api/session', admin.token)).statusCode).toBe(200);
    expect(await auditRows(own)).toEqual([]);
  });
});

describe('deleting', () => {
  it('removes the account and its content, and keeps one audit row naming it', async () => {
    const creative = await directoryCreative(db(), { first: 'Ifeoma', last: 'Gone', skills: ['Weaving'] });
    await db().insert(posts).values({
      authorAccountId: creative.account.id,
      title: 'My loom',
      description: 'Handwoven',
      link: 'https://example.ng',
      images: [],
    });
    const res = await call('DELETE', `/api/prop/admin-creative/${creative.account.id}`, admin.token, {
      reason: 'Asked by the owner',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('User deleted successfully');
    expect(await db().select().from(accounts).where(eq(accounts.id, creative.account.id))).toEqual([]);
    expect(await db().select().from(posts).where(eq(posts.authorAccountId, creative.account.id))).toEqual([]);
    expect((await call('GET', '/api/session', creative.token)).statusCode).toBe(401);
    // One audit row, and only one.
    expect(await auditRows(creative.account.id)).toMatchObject([
      {
        action: 'account.deleted',
        actorAccountId: admin.account.id,
        subjectLabel: 'Ifeoma Gone (user)',
        reason: 'Asked by the owner',
      },
    ]);
    expect((await call('DELETE', `/api/prop/admin-creative/${creative.account.id}`, admin.token)).statusCode).toBe(404);
  });
});

describe('CSV export', () => {
  it('has every row matching the search (not just a page), quoted and safe against formulas', async () => {
    for (let i = 0; i < 12; i += 1) {
      await directoryBusiness(db(), { name: `Export Prints ${i}`, state: 'Kano' });
    }
    await directoryBusiness(db(), { name: '=HYPERLINK("http://evil.example","Export")', state: 'Kano' });
    await directoryBusiness(db(), { name: 'Elsewhere Ltd', state: 'Kwara' });
    const res = await call('GET', '/api/prop/admin-business.csv?state=Kano&page=1&limit=5', admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=businesses-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Name","Email","Location","Creative specialty","Sector","Status","Date joined","ID"');
    expect(lines).toHaveLength(1 + 13);
    expect(lines.some((l) => l.startsWith('"Elsewhere'))).toBe(false);
    const evil = lines.find((l) => l.includes('HYPERLINK'));
    expect(evil?.startsWith(`"'=HYPERLINK(""http://evil.example"",""Export"")"`)).toBe(true);
    const total = (await call('GET', '/api/prop/admin-business?state=Kano', admin.token)).json().pagination.total;
    expect(total).toBe(13);
  });
});

describe('audit log', () => {
  it('lists actions newest first with who, what, which account, when and why; paginated', async () => {
    const res = await call('GET', '/api/prop/admin-audit?limit=2', admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(2);
    expect(body.pagination.total).toBe(5);
    const [newest, older] = body.data;
    expect(new Date(newest.created_at) >= new Date(older.created_at)).toBe(true);
    expect(newest).toMatchObject({ actor_id: admin.account.id, actor_name: 'Aisha Admin' });
    const all = (await call('GET', '/api/prop/admin-audit?limit=100', admin.token)).json().data as {
      action: string;
      reason: string | null;
    }[];
    expect(all.map((a) => a.action)).toEqual(
      expect.arrayContaining(['partner.approved', 'account.blacklisted', 'account.unblacklisted', 'account.deleted']),
    );
    expect(all.find((a) => a.action === 'account.deleted')?.reason).toBe('Asked by the owner');
    // There is no call to change it, and the database refuses changes.
    expect((await call('DELETE', '/api/prop/admin-audit', admin.token)).statusCode).toBe(404);
    await expect(db().update(auditLog).set({ reason: 'tampered' })).rejects.toThrow();
  });
});

/**
 * A CSV export reads its list for as long as its download lasts, so only a few run at once on an instance; one
 * more is answered 503 with Retry-After before it reads anything, and the others' requests keep being answered.
 * Here another session locks the creatives' profiles, so two exports wait in their first batch. PostgreSQL only.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('CSV exports under load', () => {
  it('runs two at once and asks a third to come back, then takes the next one', async () => {
    await directoryCreative(db(), { first: 'Export', last: 'Slot' });
    const { Client } = (await import('pg')).default;
    const blocker = new Client({ connectionString: app().database.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table creative_profiles in access exclusive mode');
      const running = [
        call('GET', '/api/prop/admin-creative.csv', admin.token),
        call('GET', '/api/prop/admin-business.csv', admin.token),
      ];
      // Both exports wait for the table behind the lock, each holding its place.
      for (;;) {
        const { rows } = await blocker.query<{ n: number }>(
          "select count(*)::int as n from pg_locks where not granted and relation = 'creative_profiles'::regclass",
        );
        if (rows[0]?.n === 2) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const third = await call('GET', '/api/prop/admin-partner.csv', admin.token);
      expect(third.statusCode).toBe(503);
      expect(third.headers['retry-after']).toBe('5');
      expect(third.json().data).toMatchObject({ code: 'UNAVAILABLE' });
      // Other calls are still answered while the exports hold their places.
      expect((await call('GET', '/api/prop/admin-audit', admin.token)).statusCode).toBe(200);
      await blocker.query('rollback');
      const done = await Promise.all(running);
      expect(done.map((res) => res.statusCode)).toEqual([200, 200]);
      expect(done[0]?.body).toContain('Export Slot');
    } finally {
      await blocker.end();
    }
    expect((await call('GET', '/api/prop/admin-partner.csv', admin.token)).statusCode).toBe(200);
  });
});
