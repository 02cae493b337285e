import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { skills } from '../src/db/schema/index';
import { hashPassword } from '../src/security/passwords';
import { signedInAccount } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { directoryBusiness, directoryCreative, directoryPartner } from './helpers/directory';
import { keptAnswers } from './helpers/kept-answers';
import { latestCode } from './helpers/mail';
import { businessSignUp } from './helpers/sign-up';

/*
 * Visitors' first pages of the public directory (each tab, or all three, searched or not) are kept briefly
 * (http/response-cache.ts), shared with members, who see the same directory (decision 0136), and forgotten by
 * every change that alters what they show: a profile edit, a skill, a visibility change, an approval, a
 * blacklisting, a deletion, a new account confirming its email.
 */
const app = useTestApp();
const db = () => app().database.handle.db;
const { get, as, expectKept, expectNotKept, afterChange } = keptAnswers(app);

const PASSWORD = 'Secret#123';

interface Entry {
  id: string;
  name: string;
  skill: string[];
}
interface Directory {
  creatives: Entry[];
  business: Entry[];
  partners: Entry[];
}

/** The directory read afresh after a change that must forget its kept first page. */
const changed = async (url: string, change: () => Promise<{ statusCode: number; body: string }>) =>
  (await afterChange(url, change)).json().data as Directory;
const names = (entries: Entry[]) => entries.map((entry) => entry.name);

let creative: Awaited<ReturnType<typeof directoryCreative>>;
let seller: Awaited<ReturnType<typeof directoryBusiness>>;
let admin: Awaited<ReturnType<typeof signedInAccount>>;

beforeAll(async () => {
  creative = await directoryCreative(db(), {
    first: 'Chinedu',
    last: 'Okafor',
    skills: ['Colour grading'],
    account: { passwordHash: await hashPassword(PASSWORD) },
  });
  seller = await directoryBusiness(db(), { name: 'Ankara House' });
  await directoryPartner(db(), { name: 'Naija Arts Trust', approved: true });
  admin = await signedInAccount(db(), 'admin');
});

describe('first pages of the public directory, kept for visitors', () => {
  it('answers the second visitor of each first page from memory without asking the database', async () => {
    await expectKept([
      '/api/prop/public/directory',
      '/api/prop/public/directory?tab=creatives',
      '/api/prop/public/directory?tab=business&page=1',
      '/api/prop/public/directory?tab=partners',
      '/api/prop/public/directory?tab=creatives&state=Lagos',
    ]);
  });

  it("keeps a search's first page, as the listings' first pages are (decision 0126)", async () => {
    await expectKept([
      '/api/prop/public/directory?tab=creatives&q=Chinedu',
      '/api/prop/public/directory?q=chined&state=Lagos',
    ]);
  });

  it('does not keep later pages, for visitors or members', async () => {
    await expectNotKept(
      ['/api/prop/public/directory?tab=creatives&page=2', '/api/prop/public/directory?tab=creatives&q=Chinedu&page=2'],
      '/api/prop/public/directory?tab=creatives&q=Chinedu&page=2',
      seller.token,
    );
  });

  it("answers a member from a visitor's kept first page, and a visitor from a member's (decision 0136)", async () => {
    const member = (url: string) => app().app.inject({ method: 'GET', url, headers: { authorization: seller.token } });
    const kept = '/api/prop/public/directory?tab=creatives&q=okafor&state=Lagos';
    const visitor = await get(kept);
    app().database.recorder.start();
    const fromVisitor = await member(kept);
    const statements = app().database.recorder.stop();
    expect(fromVisitor.headers['x-cache']).toBe('hit');
    expect(fromVisitor.body).toBe(visitor.body);
    // The member's session is still looked up; the directory is not read.
    expect(statements.filter((statement) => !/\bsessions\b/.test(statement.sql))).toEqual([]);

    const first = '/api/prop/public/directory?tab=business&q=ankara';
    expect((await member(first)).headers['x-cache']).toBe('miss');
    expect((await get(first)).headers['x-cache']).toBe('hit');
  });

  it('forgets a kept search when a creative edits the profile', async () => {
    const url = '/api/prop/public/directory?tab=creatives&q=okafor';
    const edited = await changed(url, () =>
      as('PUT', '/api/prop/users/edit_profile', creative.token, { last_name: 'Okafor-Eze' }),
    );
    expect(names(edited.creatives)).toContain('Chinedu Okafor-Eze');
    await as('PUT', '/api/prop/users/edit_profile', creative.token, { last_name: 'Okafor' });
  });

  it('forgets the directory when a creative edits the profile or the skills', async () => {
    const url = '/api/prop/public/directory?tab=creatives';
    const edited = await changed(url, () =>
      as('PUT', '/api/prop/users/edit_profile', creative.token, { first_name: 'Chidi' }),
    );
    expect(names(edited.creatives)).toContain('Chidi Okafor');
    const added = await changed(url, () =>
      as('POST', '/api/prop/skill', creative.token, { skills: ['Drone filming'] }),
    );
    expect(added.creatives[0]?.skill).toEqual(['Colour grading', 'Drone filming']);
    const [skill] = await db().select().from(skills).where(eq(skills.name, 'Drone filming'));
    const removed = await changed(url, () => as('DELETE', `/api/prop/skill/${skill?.id}`, creative.token));
    expect(removed.creatives[0]?.skill).toEqual(['Colour grading']);
  });

  it('forgets the directory when a business or a partner edits its profile', async () => {
    const business = await changed('/api/prop/public/directory?tab=business', () =>
      as('PUT', '/api/prop/business-info/edit_profile', seller.token, { trade_name: 'Ankara Palace' }),
    );
    expect(names(business.business)).toEqual(['Ankara Palace']);
    const partner = await directoryPartner(db(), { name: 'Lagos Film Fund', approved: true });
    const partners = await changed('/api/prop/public/directory?tab=partners', () =>
      as('PUT', '/api/prop/partner-reg/profile', partner.token, { name: 'Lagos Screen Fund' }),
    );
    expect(names(partners.partners)).toContain('Lagos Screen Fund');
  });

  it('forgets the directory when a member hides or shows the profile', async () => {
    const url = '/api/prop/public/directory?tab=business';
    const hidden = await changed(url, () =>
      as('PUT', '/api/prop/settings/visibility', seller.token, { visibility: 'private' }),
    );
    expect(hidden.business).toHaveLength(0);
    const shown = await changed(url, () =>
      as('PUT', '/api/prop/settings/visibility', seller.token, { visibility: 'public' }),
    );
    expect(shown.business).toHaveLength(1);
  });

  it('forgets the directory when an admin approves a partner or blacklists an account', async () => {
    const pending = await directoryPartner(db(), { name: 'Abuja Craft Council', approved: false });
    const approved = await changed('/api/prop/public/directory?tab=partners', () =>
      as('PATCH', `/api/prop/admin-partner/${pending.account.id}/approve`, admin.token),
    );
    expect(names(approved.partners)).toContain('Abuja Craft Council');
    const blacklisted = await changed('/api/prop/public/directory?tab=partners', () =>
      as('PATCH', `/api/prop/admin-partner/${pending.account.id}/blacklist`, admin.token, {
        blacklisted: true,
        reason: 'Spam offers',
      }),
    );
    expect(names(blacklisted.partners)).not.toContain('Abuja Craft Council');
  });

  it('forgets the directory when a new business confirms its email, and when a member deletes the account', async () => {
    const url = '/api/prop/public/directory?tab=business';
    const email = `owambe-${Date.now()}@example.ng`;
    const created = await app().app.inject({
      method: 'POST',
      url: '/api/prop/business',
      payload: businessSignUp({ email }),
    });
    expect(created.statusCode, created.body).toBe(201);
    // Not listed before its email is confirmed.
    expect(names(((await get(url)).json().data as Directory).business)).not.toContain('Owambe Fashion House');
    const code = await latestCode(app().app, email);
    const listed = await changed(url, () =>
      as('POST', '/api/prop/business/otp', created.json().data.token, { otp: code }),
    );
    expect(names(listed.business)).toContain('Owambe Fashion House');

    const creatives = '/api/prop/public/directory?tab=creatives';
    const deleted = await changed(creatives, () =>
      as('DELETE', '/api/prop/settings/account', creative.token, { password: PASSWORD }),
    );
    expect(deleted.creatives.map((entry) => entry.id)).not.toContain(creative.account.id);
  });
});
