import type { Role } from '@creative-ng/shared';
import { MODERATION_MESSAGES } from '@creative-ng/shared/moderation/index';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, notifications, posts, products, reports, tools } from '../src/db/schema/index';
import { closeOpenReports } from '../src/modules/moderation/service';
import { signedInAccount } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { mailsTo } from './helpers/mail';

const app = useTestApp();
const db = () => app().database.handle.db;

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  app().app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function postBy(authorId: string, title = 'Adire fabrics for sale') {
  const [post] = await db()
    .insert(posts)
    .values({
      authorAccountId: authorId,
      title,
      description: 'Hand-dyed adire from Abeokuta. Send a message to order.',
      link: 'https://example.ng/adire',
      images: [],
    })
    .returning();
  if (!post) throw new Error('post not inserted');
  return post;
}

const report = (token: string, target_type: string, target_id: string, reason = 'This looks like a scam to me.') =>
  call('POST', '/api/prop/reports', token, { target_type, target_id, reason });

/** A new member reports the target: the report's id, the reporter, and the report as the admin's queue shows it. */
async function reportedByMember(target_type: string, target_id: string, reason: string, adminToken: string) {
  const reporter = await signedInAccount(db(), 'user');
  const id = (await report(reporter.token, target_type, target_id, reason)).json().data.id as string;
  const queue = await call('GET', '/api/prop/admin-reports?limit=50', adminToken);
  const queued = queue.json().data.items.find((i: { id: string }) => i.id === id);
  return { id, reporter, queued };
}

describe('reporting', () => {
  it('lets every member role report a post, once while it is open', async () => {
    const author = await signedInAccount(db(), 'user', { displayName: 'Ada Author' });
    const post = await postBy(author.account.id);
    for (const role of ['user', 'business', 'partner'] as Role[]) {
      const reporter = await signedInAccount(db(), role);
      const res = await report(reporter.token, 'post', post.id);
      expect(res.statusCode, role).toBe(201);
      expect(res.json()).toMatchObject({
        message: 'Thank you. An admin will look at your report.',
        messageCode: MODERATION_MESSAGES.reported,
      });
      expect(res.json().data.status).toBe('open');

      const again = await report(reporter.token, 'post', post.id, 'Still a scam, please look.');
      expect(again.statusCode).toBe(409);
      expect(again.json().data).toMatchObject({ code: 'CONFLICT', messageCode: MODERATION_MESSAGES.duplicate });
    }
    const stored = await db().select().from(reports).where(eq(reports.targetId, post.id));
    expect(stored).toHaveLength(3);
  });

  it('lets a member report a profile, but not their own', async () => {
    const someone = await signedInAccount(db(), 'business');
    const me = await signedInAccount(db(), 'user');
    expect((await report(me.token, 'profile', someone.account.id)).statusCode).toBe(201);
    const own = await report(me.token, 'profile', me.account.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().data.messageCode).toBe(MODERATION_MESSAGES.ownContent);
    const ownPost = await postBy(me.account.id);
    expect((await report(me.token, 'post', ownPost.id)).statusCode).toBe(403);
  });

  it('refuses targets that do not exist, of every kind', async () => {
    const me = await signedInAccount(db(), 'user');
    const missing = '00000000-0000-4000-8000-00000000abcd';
    for (const type of ['post', 'profile', 'product', 'listing']) {
      const res = await report(me.token, type, missing);
      expect(res.statusCode, type).toBe(404);
      expect(res.json().data.messageCode).toBe(MODERATION_MESSAGES.targetNotFound);
    }
    const admin = await signedInAccount(db(), 'admin');
    expect((await report(me.token, 'profile', admin.account.id)).statusCode).toBe(404);
  });

  it('names each bad field with a 400', async () => {
    const me = await signedInAccount(db(), 'user');
    const cases: [unknown, string, string][] = [
      [{ target_type: 'post', target_id: crypto.randomUUID() }, 'reason', MODERATION_MESSAGES.reasonRequired],
      [
        { target_type: 'post', target_id: crypto.randomUUID(), reason: '   ' },
        'reason',
        MODERATION_MESSAGES.reasonRequired,
      ],
      [
        { target_type: 'post', target_id: crypto.randomUUID(), reason: 'bad' },
        'reason',
        MODERATION_MESSAGES.reasonTooShort,
      ],
      [
        { target_type: 'post', target_id: crypto.randomUUID(), reason: 'x'.repeat(501) },
        'reason',
        MODERATION_MESSAGES.reasonTooLong,
      ],
      [
        { target_type: 'comment', target_id: crypto.randomUUID(), reason: 'Spam spam' },
        'target_type',
        MODERATION_MESSAGES.targetTypeInvalid,
      ],
      [{ target_type: 'post', target_id: '42', reason: 'Spam spam' }, 'target_id', MODERATION_MESSAGES.targetIdInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('POST', '/api/prop/reports', me.token, payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().data.fieldCodes[field].code).toBe(message);
    }
  });

  it('needs a signed-in member: 401 anonymous, 403 for an admin', async () => {
    const target = await signedInAccount(db(), 'user');
    const res = await call('POST', '/api/prop/reports', undefined, {
      target_type: 'profile',
      target_id: target.account.id,
      reason: 'Pretends to be someone else.',
    });
    expect(res.statusCode).toBe(401);
    const admin = await signedInAccount(db(), 'admin');
    expect((await report(admin.token, 'profile', target.account.id)).statusCode).toBe(403);
  });
});

describe('the admin queue', () => {
  it('is for admins only', async () => {
    for (const role of ['user', 'business', 'partner'] as Role[]) {
      const member = await signedInAccount(db(), role);
      expect((await call('GET', '/api/prop/admin-reports', member.token)).statusCode, role).toBe(403);
      expect(
        (
          await call('POST', `/api/prop/admin-reports/${crypto.randomUUID()}/remove`, member.token, {
            reason: 'Spam post',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await call('POST', `/api/prop/admin-reports/${crypto.randomUUID()}/dismiss`, member.token, {})).statusCode,
      ).toBe(403);
    }
    expect((await call('GET', '/api/prop/admin-reports')).statusCode).toBe(401);
    expect(
      (await call('POST', `/api/prop/admin-reports/${crypto.randomUUID()}/dismiss`, undefined, {})).statusCode,
    ).toBe(401);
  });

  it('lists open reports with the target, its author, the reporter and the count per target', async () => {
    const admin = await signedInAccount(db(), 'admin');
    const author = await signedInAccount(db(), 'user', { displayName: 'Tunde Queue' });
    const post = await postBy(author.account.id, 'Queue test post');
    const first = await signedInAccount(db(), 'business', { displayName: 'First Reporter' });
    const second = await signedInAccount(db(), 'partner');
    await report(first.token, 'post', post.id, 'Selling fake goods here.');
    await report(second.token, 'post', post.id, 'Fake goods, I was cheated.');

    const res = await call('GET', '/api/prop/admin-reports?status=open&page=1&limit=50', admin.token);
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items as { reason: string; target_id: string }[];
    const mine = res.json().data.items.filter((i: { target_id: string }) => i.target_id === post.id);
    expect(mine).toHaveLength(2);
    const byFirst = mine.find((i: { reporter: { id: string } }) => i.reporter.id === first.account.id);
    expect(byFirst).toMatchObject({
      target_type: 'post',
      reason: 'Selling fake goods here.',
      status: 'open',
      target_report_count: 2,
      can_remove: true,
      reporter: { name: 'First Reporter', role: 'business' },
      target: {
        title: 'Queue test post',
        link: `/post/${post.id}`,
        author_id: author.account.id,
        author_name: 'Tunde Queue',
        removed: false,
      },
    });
    expect(items.length).toBe(res.json().data.total);
    expect(res.json().data.total_capped).toBe(false);

    const paged = await call('GET', '/api/prop/admin-reports?limit=1&page=2', admin.token);
    expect(paged.json().data.items).toHaveLength(1);
    expect((await call('GET', '/api/prop/admin-reports?status=closed', admin.token)).statusCode).toBe(400);
    expect((await call('GET', '/api/prop/admin-reports?page=0', admin.token)).statusCode).toBe(400);
  });

  it('removes a post: hidden, every open report closed, author told in-app and by email, one audit row', async () => {
    const admin = await signedInAccount(db(), 'admin');
    const author = await signedInAccount(db(), 'user', { displayName: 'Bisi Removed' });
    const post = await postBy(author.account.id, 'Too good to be true');
    const a = await signedInAccount(db(), 'user');
    const b = await signedInAccount(db(), 'business');
    const first = (await report(a.token, 'post', post.id)).json().data.id as string;
    await report(b.token, 'post', post.id, 'Asks for money up front.');

    const bad = await call('POST', `/api/prop/admin-reports/${first}/remove`, admin.token, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fieldCodes.reason.code).toBe(MODERATION_MESSAGES.reasonRequired);

    const reason = 'Asks people to pay before any work: this breaks the community rules.';
    const res = await call('POST', `/api/prop/admin-reports/${first}/remove`, admin.token, { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Content removed. The author has been told why.',
      messageCode: MODERATION_MESSAGES.removed,
      params: {},
      data: { status: 'removed', resolved_reports: 2 },
    });

    const [stored] = await db().select().from(posts).where(eq(posts.id, post.id));
    expect(stored?.removedAt).toBeInstanceOf(Date);
    expect(stored?.removedReason).toBe(reason);
    const left = await db().select().from(reports).where(eq(reports.targetId, post.id));
    expect(left.map((r) => r.status)).toEqual(['removed', 'removed']);
    expect(left.every((r) => r.resolvedByAccountId === admin.account.id && r.resolution === reason)).toBe(true);

    const notices = await db().select().from(notifications).where(eq(notifications.accountId, author.account.id));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      kind: 'content_removed',
      data: { target_type: 'post', target_id: post.id, title: 'Too good to be true', reason },
    });
    const own = await call('GET', '/api/prop/notifications', author.token);
    expect(own.json().data.unread).toBe(1);

    // The notice mailer emails it (content removals are on by default), with the reason.
    await app().app.noticeMailer.run();
    const emails = await mailsTo(app().app, author.account.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe('Something you posted was removed');
    expect(emails[0]?.text).toContain(reason);

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectAccountId, author.account.id), eq(auditLog.action, 'content.removed')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorAccountId: admin.account.id,
      subjectLabel: 'Bisi Removed (user)',
      reason,
      details: { target_type: 'post', target_id: post.id, reports_resolved: 2 },
    });

    // Done once: a second try is a conflict, and nobody can report the removed post again.
    expect((await call('POST', `/api/prop/admin-reports/${first}/remove`, admin.token, { reason })).statusCode).toBe(
      409,
    );
    const c = await signedInAccount(db(), 'partner');
    expect((await report(c.token, 'post', post.id)).statusCode).toBe(404);
    const removedList = await call('GET', '/api/prop/admin-reports?status=removed&limit=50', admin.token);
    expect(removedList.json().data.items.find((i: { id: string }) => i.id === first)).toMatchObject({
      status: 'removed',
      resolution: reason,
      target: { removed: true },
    });
  });

  it('dismisses: the content stays, open reports on it close, one audit row', async () => {
    const admin = await signedInAccount(db(), 'admin');
    const author = await signedInAccount(db(), 'business', { displayName: 'Kemi Kept' });
    const post = await postBy(author.account.id, 'Perfectly fine post');
    const a = await signedInAccount(db(), 'user');
    const b = await signedInAccount(db(), 'partner');
    const id = (await report(a.token, 'post', post.id)).json().data.id as string;
    await report(b.token, 'post', post.id, 'I just do not like it.');

    const res = await call('POST', `/api/prop/admin-reports/${id}/dismiss`, admin.token, {
      note: 'Nothing wrong here.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'dismissed', resolved_reports: 2 });
    const [stored] = await db().select().from(posts).where(eq(posts.id, post.id));
    expect(stored?.removedAt).toBeNull();
    const audit = await db().select().from(auditLog).where(eq(auditLog.subjectAccountId, author.account.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'report.dismissed',
      actorAccountId: admin.account.id,
      reason: 'Nothing wrong here.',
    });
    expect(await db().select().from(notifications).where(eq(notifications.accountId, author.account.id))).toHaveLength(
      0,
    );

    const twice = await call('POST', `/api/prop/admin-reports/${id}/dismiss`, admin.token);
    expect(twice.statusCode).toBe(409);
    // Once dismissed, the same person may report it again (say, after it changed).
    expect((await report(a.token, 'post', post.id)).statusCode).toBe(201);
    expect((await call('POST', `/api/prop/admin-reports/${crypto.randomUUID()}/dismiss`, admin.token)).statusCode).toBe(
      404,
    );
  });

  it('does not remove a profile (blacklisting is the admin tool for that), but dismisses its report', async () => {
    const admin = await signedInAccount(db(), 'admin');
    const target = await signedInAccount(db(), 'partner', { displayName: 'Shady Partner' });
    const { id, queued } = await reportedByMember('profile', target.account.id, 'Pretends to be a bank.', admin.token);
    expect(queued).toMatchObject({
      can_remove: false,
      target: { title: 'Shady Partner', link: `/adminprofile/${target.account.id}`, author_id: target.account.id },
    });
    const res = await call('POST', `/api/prop/admin-reports/${id}/remove`, admin.token, {
      reason: 'Fake organisation',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.messageCode).toBe(MODERATION_MESSAGES.profileRemoval);
    expect((await call('POST', `/api/prop/admin-reports/${id}/dismiss`, admin.token, {})).statusCode).toBe(200);
    const audit = await db().select().from(auditLog).where(eq(auditLog.subjectAccountId, target.account.id));
    expect(audit.map((r) => r.action)).toEqual(['report.dismissed']);
  });

  it('lets the admin tools close the open reports on a target in their own transaction (e.g. on blacklisting)', async () => {
    const admin = await signedInAccount(db(), 'admin');
    const target = await signedInAccount(db(), 'user');
    for (const role of ['user', 'business'] as Role[]) {
      const reporter = await signedInAccount(db(), role);
      expect((await report(reporter.token, 'profile', target.account.id)).statusCode).toBe(201);
    }
    const closed = await db().transaction((tx) =>
      closeOpenReports(
        tx,
        { targetType: 'profile', targetId: target.account.id },
        { status: 'removed', adminId: admin.account.id, resolution: 'Blacklisted: fake identity.' },
      ),
    );
    expect(closed).toBe(2);
    const rows = await db().select().from(reports).where(eq(reports.targetId, target.account.id));
    expect(rows.map((r) => [r.status, r.resolution])).toEqual([
      ['removed', 'Blacklisted: fake identity.'],
      ['removed', 'Blacklisted: fake identity.'],
    ]);
  });

  it('removes a reported partner listing (a tool here) the same way', async () => {
    const admin = await signedInAccount(db(), 'admin');
    const partner = await signedInAccount(db(), 'partner', { displayName: 'Tools Partner', approvedAt: new Date() });
    const [tool] = await db()
      .insert(tools)
      .values({
        partnerAccountId: partner.account.id,
        name: 'Free editing suite',
        description: 'A year of video editing software for creatives.',
        link: 'https://example.ng/suite',
        images: [],
        sector: 'Film & TV',
        offer: '100% off',
      })
      .returning();
    if (!tool) throw new Error('tool not inserted');
    const { id, reporter, queued } = await reportedByMember(
      'listing',
      tool.id,
      'The link asks for my bank details.',
      admin.token,
    );
    expect(queued).toMatchObject({
      can_remove: true,
      target: { title: 'Free editing suite', link: `/tooldetailsPage/${tool.id}`, author_id: partner.account.id },
    });
    const reason = 'Phishing link: asks for bank details.';
    expect((await call('POST', `/api/prop/admin-reports/${id}/remove`, admin.token, { reason })).statusCode).toBe(200);
    const [stored] = await db().select().from(tools).where(eq(tools.id, tool.id));
    expect(stored?.removedReason).toBe(reason);
    const notices = await db().select().from(notifications).where(eq(notifications.accountId, partner.account.id));
    expect(notices.map((n) => n.kind)).toEqual(['content_removed']);
    const audit = await db().select().from(auditLog).where(eq(auditLog.subjectAccountId, partner.account.id));
    expect(audit.map((a) => a.action)).toEqual(['content.removed']);
    // An id of another kind is not found under this one.
    expect((await report(reporter.token, 'product', tool.id)).statusCode).toBe(404);
  });

  it('removes a reported marketplace product, hiding it, and tells its seller', async () => {
    const admin = await signedInAccount(db(), 'admin');
    const seller = await signedInAccount(db(), 'business', { displayName: 'Aso Oke House' });
    const [product] = await db()
      .insert(products)
      .values({
        sellerAccountId: seller.account.id,
        title: 'Designer handbag',
        description: 'Original designer handbag at a tenth of the price.',
        link: 'https://example.ng/bag',
        images: [],
        category: 'product',
        priceKobo: 500_000,
        quantity: 3,
      })
      .returning();
    if (!product) throw new Error('product not inserted');
    const { id, queued } = await reportedByMember('product', product.id, 'A fake of a designer brand.', admin.token);
    expect(queued).toMatchObject({
      can_remove: true,
      target: { title: 'Designer handbag', link: `/marketdetailsPage/${product.id}`, author_name: 'Aso Oke House' },
    });
    const reason = 'Counterfeit goods are not allowed.';
    expect((await call('POST', `/api/prop/admin-reports/${id}/remove`, admin.token, { reason })).statusCode).toBe(200);
    const [stored] = await db().select().from(products).where(eq(products.id, product.id));
    expect(stored?.removedAt).toBeInstanceOf(Date);
    expect(stored?.removedReason).toBe(reason);
    const notices = await db().select().from(notifications).where(eq(notifications.accountId, seller.account.id));
    expect(notices.map((n) => n.kind)).toEqual(['content_removed']);
  });
});
