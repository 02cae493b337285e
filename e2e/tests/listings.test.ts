import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { platformAdmin, registeredPartner, uniqueStamp, useSession, verifiedCreative } from '../support/accounts';
import { checkPage, fillForm, loaded, sendEmpty } from '../support/browser';
import { test } from '../support/fixtures';
import { useJourney } from '../support/journey';
import { solidPng } from '../support/png';

// Partner publishing: an admin approves a partner; the partner posts an offer, an opportunity and a training with
// images; a creative finds each through search and filters, opens them, sees 'Other offers', registers for the
// training and downloads its calendar file; the partner downloads the attendee CSV with that creative in it.
// The tests follow one another (each uses what the one before made): they run in order, and a retry runs them all.
test.describe.configure({ mode: 'serial' });
const journey = useJourney();
const stamp = uniqueStamp();
const WORD = `Zq${stamp.toString(36)}`;
// Made in beforeAll, not when the file loads: Playwright loads test files in processes that never run them.
let files = '';
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const partner = { email: `arts.${stamp}@example.org`, password: 'Fund#2026', token: '', id: '' };
let creative = { token: '', id: '', email: '', password: '' };
const ids = { tool: '', opportunity: '', event: '' };

test.beforeAll(async () => {
  files = fs.mkdtempSync(path.join(os.tmpdir(), 'cng-e2e-listings-'));
  fs.writeFileSync(path.join(files, 'offer.png'), solidPng(120, 80, [0, 135, 81]));
  fs.writeFileSync(path.join(files, 'opportunity.png'), solidPng(120, 80, [224, 122, 31]));
  fs.writeFileSync(path.join(files, 'training.png'), solidPng(120, 80, [29, 78, 216]));
});
test.afterAll(async () => {
  fs.rmSync(files, { recursive: true, force: true });
});

test.describe('partner listings', () => {
  test('an admin approves a new partner', async () => {
    Object.assign(
      partner,
      await registeredPartner(journey.platform.baseUrl, {
        name: `Arts Fund ${WORD}`,
        email: partner.email,
        password: partner.password,
        goals: 'Support young film makers.',
      }),
    );

    // Before approval the partner is told why it cannot publish, and the server refuses.
    const page = await journey.pageAs(partner.token, 'partner');
    await journey.open(page, '/toolspage');
    await page.getByRole('heading', { name: 'You cannot publish yet' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Create Tool' }).count(), 0);
    await checkPage(page, '/toolspage (pending partner)');

    const adminToken = await platformAdmin(journey.platform);
    // The admin approves it in the Admin Directory (PATCH /prop/admin-partner/{id}/approve).
    const admin = await journey.pageAs(adminToken, 'admin');
    await journey.open(admin, '/admin-dashboard?tab=partners');
    await admin.getByRole('searchbox', { name: 'Search' }).fill(WORD);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await admin.waitForURL((url) => url.searchParams.get('q') === WORD);
    await loaded(admin);
    await admin.getByRole('button', { name: `Actions for Arts Fund ${WORD}` }).click();
    await admin.getByRole('menuitem', { name: 'Approve' }).click();
    await admin.getByText('User approved successfully').first().waitFor();
    await admin.close();

    // (Pages of one browser share storage: sign the partner's page in again.)
    await useSession(page, journey.platform.baseUrl, partner.token, 'partner');
    await journey.open(page, '/toolspage');
    await page.getByRole('button', { name: 'Create Tool' }).waitFor();
    await page.close();
  });

  test('the partner posts an offer, an opportunity and a training with images', async () => {
    const page = await journey.pageAs(partner.token, 'partner');

    // Offer: the Create Tool modal.
    await journey.open(page, '/toolspage');
    await page.getByRole('heading', { name: 'Post an Offer' }).waitFor();
    await page.getByRole('button', { name: 'Create Tool' }).click();
    const toolDialog = page.getByRole('dialog', { name: 'Create Tool' });
    await sendEmpty(toolDialog, 'Create offer');
    await toolDialog.getByLabel('Name').fill(`Studio lights ${WORD}`);
    await toolDialog.getByLabel('Offer', { exact: false }).first().fill('40% off for members');
    await fillForm(toolDialog, {
      Description: 'Soft boxes and LED panels for photo and film studios.',
      Link: 'not a link',
      Sector: { option: 'Film & TV' },
      Type: { option: 'membership' },
      'Price (₦)': '15000',
    });
    await toolDialog.locator('input[type=file]').setInputFiles(path.join(files, 'offer.png'));
    await toolDialog.getByRole('img', { name: 'Image 1' }).waitFor();
    await toolDialog.getByRole('button', { name: 'Create offer' }).click();
    await toolDialog.getByText('Enter a full web address, starting with https://').first().waitFor();
    await toolDialog.getByLabel('Link').fill('https://lights.example.ng/members');
    await checkPage(page, 'Create Tool modal');
    await toolDialog.getByRole('button', { name: 'Create offer' }).click();
    await page.getByText('Offer successfully created').first().waitFor();
    await toolDialog.waitFor({ state: 'detached' });

    // A second offer by the same partner (through the API), to show under 'Other offers'.
    const { data: tools } = await journey.api<{ data: { id: string; name: string; images: string[] }[] }>(
      'GET',
      '/api/prop/tool',
      partner.token,
    );
    const first = tools.find((tool) => tool.name === `Studio lights ${WORD}`);
    assert.ok(first, 'the offer is in the partner’s own list');
    ids.tool = first.id;
    await journey.api('POST', '/api/prop/tool', partner.token, {
      name: `Editing suite ${WORD}`,
      description: 'Hourly editing suite in Yaba.',
      link: 'https://suite.example.ng',
      images: first.images,
      sector: 'Film & TV',
      offer: 'First hour free',
    });

    // Opportunity: date and time in Nigerian time, a .png image.
    await journey.open(page, '/opportunitypage');
    await page.getByRole('button', { name: 'Create a Opportunity' }).click();
    const oppDialog = page.getByRole('dialog', { name: 'Create a Opportunity' });
    await fillForm(oppDialog, {
      Title: `Editing fellowship ${WORD}`,
      Description: 'Six months of paid editing work with a Lagos studio.',
      Date: inDays(40),
      Time: '10:00',
      Deadline: inDays(-2),
      Link: 'https://studio.example.ng/fellowship',
      Timing: { option: 'full-time' },
      Location: { option: 'remote' },
      Level: { option: 'intermediate' },
    });
    await oppDialog.locator('input[type=file]').setInputFiles(path.join(files, 'opportunity.png'));
    await oppDialog.getByRole('img', { name: 'Image 1' }).waitFor();
    await oppDialog.getByRole('button', { name: 'Create opportunity' }).click();
    await oppDialog.getByText('The deadline must be in the future.').first().waitFor();
    await oppDialog.getByLabel('Deadline').fill(inDays(20));
    await oppDialog.getByRole('button', { name: 'Create opportunity' }).click();
    await page.getByText('Event successfully created').first().waitFor();
    await oppDialog.waitFor({ state: 'detached' });

    // Training: the 'Create a Training' modal.
    await journey.open(page, '/trainingpage');
    await page.getByRole('heading', { name: 'Post a Training' }).waitFor();
    await page.getByRole('button', { name: 'Create a Training' }).click();
    const trainingDialog = page.getByRole('dialog', { name: 'Create a Training' });
    await fillForm(trainingDialog, {
      Title: `Lighting masterclass ${WORD}`,
      Description: 'A day on lighting for film, with working gaffers.',
      Location: { option: 'Offline' },
      Date: inDays(15),
      Time: '14:30',
      Address: 'Freedom Park, Lagos Island',
      Link: 'https://events.example.ng/lighting',
    });
    await trainingDialog.locator('input[type=file]').setInputFiles(path.join(files, 'training.png'));
    await trainingDialog.getByRole('img', { name: 'Image 1' }).waitFor();
    await trainingDialog.getByRole('button', { name: 'Create training' }).click();
    await page.getByText('Event successfully created').first().waitFor();
    await trainingDialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: `Lighting masterclass ${WORD}` }).waitFor();
    await checkPage(page, '/trainingpage (partner)');
    await page.close();
  });

  test('a creative finds each through search and filters, opens them, registers and downloads the .ics', async () => {
    creative = await verifiedCreative(journey.platform.baseUrl, `amaka.${stamp}@example.ng`);
    const page = await journey.pageAs(creative.token, 'user');

    // Offers: search, then a filter; the URL carries both, and Back returns to the search alone.
    await journey.open(page, '/toolspage');
    assert.equal(await page.getByRole('button', { name: 'Create Tool' }).count(), 0, 'no create card for creatives');
    assert.equal(await page.getByRole('heading', { name: 'Post an Offer' }).count(), 0);
    await page.getByLabel('Search offers').fill(`lights ${WORD}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=lights/);
    await page.getByRole('heading', { name: `Studio lights ${WORD}` }).waitFor();
    // The one filter control of every list: a 'Filters' button, a dialog, one button to show the results.
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await page.getByRole('button', { name: /^Filters/ }).click();
    await filters.getByRole('checkbox', { name: 'Subscription' }).first().check();
    await filters.getByRole('button', { name: 'Show results' }).click();
    await filters.waitFor({ state: 'detached' });
    await page.getByText('No Offers found').waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: `Studio lights ${WORD}` }).waitFor();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await filters.getByRole('checkbox', { name: 'Paid' }).check();
    await checkPage(page, '/toolspage Filters dialog');
    await filters.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL(/price=paid/);
    // The address changes first; the button's count follows on the next render, so wait for it rather than count.
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
    await page.getByRole('heading', { name: `Studio lights ${WORD}` }).waitFor();
    await checkPage(page, '/toolspage (creative, filtered)');
    await page.getByRole('link', { name: `View Offer: Studio lights ${WORD}` }).click();
    await page.waitForURL(`**/tooldetailsPage/${ids.tool}`);
    await page.getByRole('heading', { level: 1, name: `Studio lights ${WORD}` }).waitFor();
    await page.getByRole('heading', { name: 'Other offers' }).waitFor();
    await page.getByRole('heading', { name: `Editing suite ${WORD}` }).waitFor();
    const getOffer = page.getByRole('link', { name: /Get offer/ });
    assert.equal(await getOffer.getAttribute('href'), 'https://lights.example.ng/members');
    await checkPage(page, '/tooldetailsPage');

    // Opportunities: search and the filter panel.
    await journey.open(page, `/opportunitypage?q=${WORD}`);
    await page.getByRole('heading', { name: `Editing fellowship ${WORD}` }).waitFor();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await filters.getByRole('checkbox', { name: 'Remote' }).first().check();
    await filters.getByRole('checkbox', { name: 'Intermediate' }).check();
    await filters.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL(/level=intermediate/);
    await page.getByRole('heading', { name: `Editing fellowship ${WORD}` }).waitFor();
    await checkPage(page, '/opportunitypage (creative, filtered)');
    await page.getByRole('link', { name: `View Editing fellowship ${WORD}` }).click();
    await page.waitForURL('**/opportunitydetails/**');
    ids.opportunity = page.url().split('/').pop() ?? '';
    await page.getByRole('heading', { level: 1, name: `Editing fellowship ${WORD}` }).waitFor();
    assert.equal(
      await page.getByRole('link', { name: /Attend/ }).getAttribute('href'),
      'https://studio.example.ng/fellowship',
    );
    await page.getByRole('link', { name: 'Go Back' }).waitFor();
    await checkPage(page, '/opportunitydetails');
    await journey.open(page, '/opportunity/00000000-0000-4000-8000-000000000009');
    await page.getByText('Opportunity not found').waitFor();

    // Training: find it, register, keep the place, download the calendar file.
    await journey.open(page, '/trainingPage');
    await page.getByLabel('Search trainings').fill(`masterclass ${WORD}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { name: `Lighting masterclass ${WORD}` }).waitFor();
    await page.getByRole('link', { name: `View Lighting masterclass ${WORD}` }).click();
    await page.waitForURL('**/training/**');
    ids.event = page.url().split('/').pop() ?? '';
    await page.getByText('0 going').waitFor();
    await page.getByRole('button', { name: 'Register to attend' }).click();
    await page.getByText('You are registered. Your place is kept.').waitFor();
    await page.getByText('1 going').waitFor();
    await page.reload();
    await loaded(page);
    await page.getByText('You are registered. Your place is kept.').waitFor();
    await checkPage(page, '/training/{id} (registered)');
    const [calendar] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to calendar (.ics)' }).click(),
    ]);
    const ics = fs.readFileSync((await calendar.path()) ?? '', 'utf8');
    assert.match(ics, /BEGIN:VCALENDAR/);
    assert.match(ics, new RegExp(`SUMMARY:Lighting masterclass ${WORD}`));
    assert.match(ics, new RegExp(`DTSTART:${inDays(15).replaceAll('-', '')}T133000Z`));

    // Saved: keep the offer and find it again.
    await journey.open(page, `/tooldetailsPage/${ids.tool}`);
    await page.getByRole('button', { name: `Save Studio lights ${WORD}` }).click();
    await page.getByRole('button', { name: /Saved: Studio lights/ }).waitFor();
    await journey.open(page, '/saved');
    await page.getByRole('heading', { name: `Studio lights ${WORD}` }).waitFor();
    await checkPage(page, '/saved');
    await page.close();
  });

  test('the partner downloads the attendee CSV with the creative in it', async () => {
    const page = await journey.pageAs(partner.token, 'partner');
    await journey.open(page, `/training/${ids.event}`);
    await page.getByRole('heading', { name: 'Attendees (1)' }).waitFor();
    await page.getByText(creative.email).waitFor();
    await checkPage(page, '/training/{id} (host)');
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download attendee list (CSV)' }).click(),
    ]);
    assert.match(csv.suggestedFilename(), /\.csv$/);
    const text = fs.readFileSync((await csv.path()) ?? '', 'utf8');
    assert.match(text, /"Name","Email"/);
    assert.ok(text.includes(`"${creative.email}"`), text);
    assert.ok(text.includes('Amaka Eze'), text);

    // The partner edits its own offer.
    await journey.open(page, `/tooldetailsPage/${ids.tool}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit offer' });
    await dialog.getByRole('img', { name: 'Image 1' }).waitFor();
    await dialog.getByLabel('Offer', { exact: false }).first().fill('45% off for members');
    await checkPage(page, 'Edit offer modal');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Changes saved').first().waitFor();
    await page.getByText('45% off for members').first().waitFor();
    await page.close();
  });
});
