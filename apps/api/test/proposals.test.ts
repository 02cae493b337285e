import { parse as parseContentDisposition } from 'content-disposition';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { notifications, proposalDocuments, proposals } from '../src/db/schema/index';
import { signedInAccount } from './helpers/accounts';
import { useTestApp } from './helpers/app';

const app = useTestApp();
const db = () => app().database.handle.db;
type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  app().app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

const partner = (name = 'Arts Fund NG', approved = true) =>
  signedInAccount(db(), 'partner', { displayName: name, approvedAt: approved ? new Date() : null });

const body = (hostId: string, extra: object = {}) => ({
  host_id: hostId,
  title: 'Documentary on Kano dyers',
  cover_letter: 'We propose a twelve minute documentary about the indigo dye pits of Kofar Mata in Kano.',
  documents: [{ name: 'pitch.pdf', file: PDF.toString('base64') }],
  ...extra,
});

describe('proposals', () => {
  it('a creative sends a proposal with a PDF to an approved partner; both read it; the partner is told', async () => {
    const host = await partner();
    const sender = await signedInAccount(db(), 'user', { displayName: 'Amaka Obi' });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await call(
      'POST',
      '/api/prop/proposals',
      sender.token,
      body(host.account.id, {
        documents: [
          { name: 'pitch.pdf', file: PDF.toString('base64') },
          { name: 'still.png', file: png.toString('base64') },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const proposal = res.json().data;
    expect(proposal).toMatchObject({ status: 'PENDING', is_host: false, reason: null });
    expect(proposal.excerpt).toBe('We propose a twelve minute documentary about the…');
    expect(proposal.documents.map((d: { content_type: string }) => d.content_type)).toEqual([
      'application/pdf',
      'image/png',
    ]);

    const asHost = await call('GET', `/api/prop/proposals/${proposal.id}`, host.token);
    expect(asHost.json().data.is_host).toBe(true);
    const received = (await call('GET', '/api/prop/proposals?box=received', host.token)).json().data;
    expect(received.total).toBe(1);
    const sent = (await call('GET', '/api/prop/proposals?box=sent&q=kano', sender.token)).json().data;
    expect(sent.data).toHaveLength(1);
    expect((await call('GET', '/api/prop/proposals?box=sent&q=nothing', sender.token)).json().data.total).toBe(0);

    const doc = await call(
      'GET',
      `/api/prop/proposals/${proposal.id}/documents/${proposal.documents[0].id}`,
      host.token,
    );
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['content-disposition']).toBe('attachment; filename=pitch.pdf');
    expect(doc.rawPayload.equals(PDF)).toBe(true);

    const notices = await db().select().from(notifications).where(eq(notifications.accountId, host.account.id));
    expect(notices.map((n) => n.kind)).toEqual(['proposal_received']);
  });

  it('downloads documents named in every language of the platform and in Ajami, under their own names', async () => {
    const host = await partner('Names Fund');
    const sender = await signedInAccount(db(), 'user', { displayName: 'Names Sender' });
    const names = [
      'Business plan (final).pdf', // English
      'Shirin kasuwanci ƙarami.pdf', // Hausa
      'Ìwé ìfilọ̀lẹ̀ ọjà.pdf', // Yorùbá, with combining tone marks
      'Atụmatụ azụmahịa.pdf', // Igbo
      'Wetin we wan do.pdf', // Naijá
      'تقرير.pdf', // Arabic script
      'شِرِن كَسُوَنْچِ.pdf', // Hausa in Ajami
    ];
    for (const name of names) {
      const sent = await call('POST', '/api/prop/proposals', sender.token, {
        ...body(host.account.id),
        documents: [{ name, file: PDF.toString('base64') }],
      });
      expect(sent.statusCode, name).toBe(201);
      const { id, documents } = sent.json().data;
      const doc = await call('GET', `/api/prop/proposals/${id}/documents/${documents[0].id}`, host.token);
      expect(doc.statusCode, name).toBe(200);
      const header = String(doc.headers['content-disposition']);
      // RFC 6266: an ASCII fallback for old clients, and the real name in UTF-8 (RFC 5987).
      expect(header, name).toMatch(/^attachment; filename=[\x20-\x7e]+$/);
      if (/[^\x20-\x7e]/.test(name)) expect(header, name).toContain("; filename*=UTF-8''");
      expect(parseContentDisposition(header).parameters.filename, name).toBe(name.normalize('NFC'));
      expect(doc.rawPayload.equals(PDF)).toBe(true);
    }
  });

  it('refuses an .exe renamed .pdf, missing fields, and hosts that are not approved partners', async () => {
    const host = await partner();
    const pending = await partner('Waiting Trust', false);
    const sender = await signedInAccount(db(), 'business');
    const before = (await db().select().from(proposals)).length;
    const documentsBefore = (await db().select().from(proposalDocuments)).length;
    const exe = await call(
      'POST',
      '/api/prop/proposals',
      sender.token,
      body(host.account.id, { documents: [{ name: 'pitch.pdf', file: EXE.toString('base64') }] }),
    );
    expect(exe.statusCode).toBe(415);
    expect(exe.json().data.fields).toHaveProperty(['documents.0']);
    for (const field of ['title', 'cover_letter', 'documents', 'host_id']) {
      const { [field as 'title']: _gone, ...rest } = body(host.account.id);
      const res = await call('POST', '/api/prop/proposals', sender.token, rest);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().data.fields ?? {}).join(','), field).toContain(field);
    }
    expect((await call('POST', '/api/prop/proposals', sender.token, body(pending.account.id))).statusCode).toBe(400);
    expect((await call('POST', '/api/prop/proposals', host.token, body(host.account.id))).statusCode).toBe(403);
    expect((await call('POST', '/api/prop/proposals', undefined, body(host.account.id))).statusCode).toBe(401);
    expect(await db().select().from(proposalDocuments)).toHaveLength(documentsBefore);
    expect(await db().select().from(proposals)).toHaveLength(before);
  });

  it('only the host changes the status, once; only sender and host can read it or its documents', async () => {
    const host = await partner();
    const otherPartner = await partner('Other Fund');
    const sender = await signedInAccount(db(), 'user');
    const stranger = await signedInAccount(db(), 'user');
    const proposal = (await call('POST', '/api/prop/proposals', sender.token, body(host.account.id))).json().data;
    const docUrl = `/api/prop/proposals/${proposal.id}/documents/${proposal.documents[0].id}`;

    for (const who of [stranger, otherPartner]) {
      expect((await call('GET', `/api/prop/proposals/${proposal.id}`, who.token)).statusCode).toBe(404);
      expect((await call('GET', docUrl, who.token)).statusCode).toBe(404);
      expect(
        (await call('PATCH', `/api/prop/proposals/${proposal.id}/status`, who.token, { status: 'APPROVED' }))
          .statusCode,
      ).toBe(404);
    }
    expect((await call('GET', docUrl)).statusCode).toBe(401);
    expect(
      (await call('PATCH', `/api/prop/proposals/${proposal.id}/status`, sender.token, { status: 'APPROVED' }))
        .statusCode,
    ).toBe(403);

    const decided = await call('PATCH', `/api/prop/proposals/${proposal.id}/status`, host.token, {
      status: 'APPROVED',
      reason: 'Strong budget and team.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const seen = (await call('GET', `/api/prop/proposals/${proposal.id}`, sender.token)).json().data;
    expect(seen).toMatchObject({ status: 'APPROVED', reason: 'Strong budget and team.' });
    expect(
      (await call('PATCH', `/api/prop/proposals/${proposal.id}/status`, host.token, { status: 'REJECTED' })).statusCode,
    ).toBe(409);
    const notices = await db().select().from(notifications).where(eq(notifications.accountId, sender.account.id));
    expect(notices.map((n) => n.kind)).toEqual(['proposal_decided']);
    expect(notices[0]?.data).toMatchObject({ decision: 'approved', reason: 'Strong budget and team.' });
    await app().app.noticeMailer.run();
    await app().app.outbox.drain();
    const mail = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(sender.account.email)}`);
    expect((mail.json().data as { subject: string }[]).map((m) => m.subject)).toContain('A decision on your proposal');
  });

  it('lists approved partners as hosts', async () => {
    const host = await partner('Lagos Film Trust');
    await partner('Unapproved Trust', false);
    const sender = await signedInAccount(db(), 'user');
    const hosts = (await call('GET', '/api/prop/proposal-hosts?q=film', sender.token)).json().data;
    expect(hosts.map((h: { id: string }) => h.id)).toEqual([host.account.id]);
    // One partner by id (the form opened from its profile), whatever its place by name.
    const one = (await call('GET', `/api/prop/proposal-hosts?id=${host.account.id}`, sender.token)).json().data;
    expect(one.map((h: { id: string }) => h.id)).toEqual([host.account.id]);
  });
});
