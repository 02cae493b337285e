import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { approvedPartner, uniqueStamp, verifiedBusiness, verifiedCreative } from '../support/accounts';
import { checkPage, fillForm, loaded, sendEmpty } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { useJourney } from '../support/journey';
import { solidPng } from '../support/png';

// Marketplace and proposals: a business lists a product with two images; a creative filters the
// marketplace by price, opens the product, adds it to the cart and sends the order request; the business accepts
// it and the creative sees 'accepted'. A creative sends a proposal with a PDF to an approved partner; the partner
// approves it with a reason; the creative sees APPROVED and the reason.
// The tests follow one another (each uses what the one before made): they run in order, and a retry runs them all.
test.describe.configure({ mode: 'serial' });
const journey = useJourney();
const stamp = uniqueStamp();
const WORD = `Zm${stamp.toString(36)}`;
// Made in beforeAll, not when the file loads: Playwright loads test files in processes that never run them.
let files = '';
const TITLE = `Adire pillow ${WORD}`;
const PRICEY = `Bronze sculpture ${WORD}`;
const PROPOSAL = `Mural for Ajegunle ${WORD}`;

const business = { email: `shop.${stamp}@example.ng`, password: 'Shop#2026', token: '' };
const partner = { email: `fund.${stamp}@example.org`, password: 'Fund#2026', token: '', id: '' };
let creative = { token: '', id: '', email: '', password: '' };

test.beforeAll(async () => {
  files = fs.mkdtempSync(path.join(os.tmpdir(), 'cng-e2e-market-'));
  fs.writeFileSync(path.join(files, 'front.png'), solidPng(120, 80, [0, 135, 81]));
  fs.writeFileSync(path.join(files, 'back.png'), solidPng(120, 80, [29, 78, 216]));
  fs.writeFileSync(
    path.join(files, 'plan.pdf'),
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

  // A business (4-step sign-up through the API), a creative, and a partner an admin approved.
  business.token = (
    await verifiedBusiness(journey.platform.baseUrl, {
      email: business.email,
      password: business.password,
      tradeName: `Kente Works ${WORD}`,
    })
  ).token;
  creative = await verifiedCreative(journey.platform.baseUrl, `buyer.${stamp}@example.ng`);

  Object.assign(
    partner,
    await approvedPartner(journey.platform, {
      name: `Arts Fund ${WORD}`,
      email: partner.email,
      password: partner.password,
      goals: 'Support young artists.',
    }),
  );
});

test.afterAll(async () => {
  fs.rmSync(files, { recursive: true, force: true });
});

test.describe('marketplace', () => {
  test('a business lists a product with two images from the Create Product tab', async () => {
    const page = await journey.pageAs(business.token, 'business');
    await journey.open(page, '/marketpage');
    await page.getByRole('button', { name: 'Create a post or a product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create' });
    await dialog.getByRole('tab', { name: 'Create Product' }).click();
    await sendEmpty(dialog, 'Create product');
    await dialog
      .locator('input[type=file]')
      .setInputFiles([path.join(files, 'front.png'), path.join(files, 'back.png')]);
    await dialog.getByRole('img', { name: 'Image 2' }).waitFor();
    await fillForm(dialog, {
      'Product name': TITLE,
      Description: 'Hand-dyed indigo cotton, 45 cm square.',
      Link: 'https://shop.example.ng/adire',
      Category: { option: 'product' },
      'Price (₦)': '25000',
      'Quantity available': '1',
    });
    await checkPage(page, 'Create Product tab');
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await page.getByText('Product created successfully').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const mine = await journey.api<{ data: { data: { title: string; images: string[] }[] } }>(
      'GET',
      '/api/prop/product',
      business.token,
    );
    const listed = mine.data.data.find((product) => product.title === TITLE);
    assert.ok(listed, 'the product is in the seller’s list');
    assert.equal(listed.images.length, 2);
    // A second, pricier product by the same business, which the price filter must leave out.
    await journey.api('POST', '/api/prop/product', business.token, {
      title: PRICEY,
      description: 'Lost-wax cast bronze.',
      link: 'https://shop.example.ng/bronze',
      images: listed.images.slice(0, 1),
      category: 'product',
      price: 5_000_000,
      quantity: 2,
    });
    await page.close();
  });

  test('a creative filters by price, opens the product, adds it to the cart and sends the order request', async () => {
    const page = await journey.pageAs(creative.token, 'user');
    await journey.open(page, `/marketpage?q=${WORD}`);
    await page.getByRole('heading', { name: PRICEY }).waitFor();
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filter Products' });
    // By touch: the slider's stops grow with the price, so ₦0 to ₦50,000 is a few stops from the start…
    const highest = filters.getByRole('slider', { name: /Highest price/ });
    await highest.focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < 18; i += 1) await page.keyboard.press('ArrowRight');
    assert.equal(await highest.getAttribute('aria-valuetext'), '₦50,000');
    assert.equal(await filters.getByRole('spinbutton', { name: /Highest price/ }).inputValue(), '50000');
    // …and any price can be typed beside it. The one big button applies the price with everything else.
    await filters.getByRole('spinbutton', { name: /Lowest price/ }).fill('20000');
    await filters.getByRole('spinbutton', { name: /Highest price/ }).fill('30000');
    await checkPage(page, 'Filter Products modal');
    await filters.getByRole('button', { name: 'Show products' }).click();
    await filters.waitFor({ state: 'detached' });
    await page.waitForURL(/min_price=20000/);
    assert.match(page.url(), /max_price=30000/);
    // The pricier product leaves the list; the one in range stays.
    await page.getByRole('heading', { name: PRICEY }).waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await checkPage(page, '/marketpage filtered');

    await page.getByRole('link', { name: `View product ${TITLE}` }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByText('₦25,000').first().waitFor();
    await page.getByRole('link', { name: `Kente Works ${WORD}` }).waitFor();
    await page.getByRole('heading', { name: PRICEY }).waitFor();
    await loaded(page);
    await checkPage(page, '/marketdetailsPage');
    await page
      .getByRole('button', { name: `Add to cart ${TITLE}` })
      .first()
      .click();
    await page.getByText('Added to your cart').first().waitFor();

    await journey.open(page, '/cart');
    await page.getByRole('link', { name: TITLE }).waitFor();
    await page.getByText('Total: ₦25,000').waitFor();
    await page.getByLabel('Message to the seller (optional)').fill('Can you deliver to Yaba?');
    await checkPage(page, '/cart');
    await page.getByRole('button', { name: 'Send order requests' }).click();
    await page.waitForURL(/\/orders/);
    await page.getByText('Status: pending').waitFor();
    await page.close();
  });

  test('the business accepts the request and the creative sees accepted', async () => {
    const seller = await journey.pageAs(business.token, 'business');
    await journey.open(seller, '/orders?side=selling');
    await seller.getByText('Can you deliver to Yaba?', { exact: false }).waitFor();
    await checkPage(seller, '/orders (selling)');
    await seller.getByRole('button', { name: `Accept the order for ${TITLE}` }).click();
    await seller.getByText('Status: accepted').waitFor();
    await seller.close();

    const buyer = await journey.pageAs(creative.token, 'user');
    await journey.open(buyer, '/orders');
    await buyer.getByText('Status: accepted').waitFor();
    await checkPage(buyer, '/orders (buying)');
    await buyer.close();
    // The last one is reserved: none left.
    const product = await journey.api<{ data: { data: { quantity: number; available: boolean }[] } }>(
      'GET',
      `/api/prop/public/product?q=${encodeURIComponent(TITLE)}`,
      null,
    );
    assert.equal(product.data.data[0]?.quantity, 0);
  });
});

test.describe('proposals', () => {
  test('a creative sends a proposal with a PDF; the partner approves it with a reason; the creative sees it', async () => {
    const page = await journey.pageAs(creative.token, 'user');
    await journey.open(page, '/proposalpage');
    await page.getByRole('button', { name: 'Create a proposal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a proposal' });
    await sendEmpty(dialog, 'Send proposal');
    await dialog.getByLabel('Partner').selectOption({ label: `Arts Fund ${WORD}` });
    await dialog.getByLabel('Title').fill(PROPOSAL);
    // A filled field loses its 'All fields are required'; the empty ones keep it.
    assert.equal(await dialog.getByLabel('Title').getAttribute('aria-invalid'), null);
    assert.equal(await dialog.getByLabel('Cover letter').getAttribute('aria-invalid'), 'true');
    await dialog
      .getByLabel('Cover letter')
      .fill('We propose a 30 metre mural painted with young people over six weekends.');
    await dialog.getByLabel('Documents').setInputFiles(path.join(files, 'plan.pdf'));
    await dialog.getByText('plan.pdf').waitFor();
    await checkPage(page, 'Create a proposal');
    await dialog.getByRole('button', { name: 'Send proposal' }).click();
    await page.getByText('Proposal sent').first().waitFor();
    await page.getByRole('heading', { name: PROPOSAL }).waitFor();
    // (The toast fades out first: axe reads its colours mid-animation.)
    await page.getByText('Proposal sent').first().waitFor({ state: 'detached' });
    await checkPage(page, '/proposalpage');

    const host = await journey.pageAs(partner.token, 'partner');
    await journey.open(host, '/proposalpage');
    await host.getByRole('link', { name: `View proposal ${PROPOSAL}` }).click();
    await host.getByRole('heading', { level: 1, name: PROPOSAL }).waitFor();
    await host.getByRole('button', { name: 'Download plan.pdf' }).waitFor();
    await checkPage(host, '/proposaldetailsPage (host)');
    await host.getByLabel('Approve').check();
    await host.getByLabel('Reason (optional)').fill('Strong plan and a fair budget.');
    await host.getByRole('button', { name: 'Save decision' }).click();
    await host.getByText('Decision saved').first().waitFor();
    await host.close();

    await journey.open(page, '/proposalpage');
    await page.getByRole('link', { name: `View proposal ${PROPOSAL}` }).click();
    await page.getByText('APPROVED').first().waitFor();
    await page.getByText('Strong plan and a fair budget.').waitFor();
    await checkPage(page, '/proposaldetailsPage (sender)');
    await page.close();
  });
});

test.describe('seller page, empty and missing states', () => {
  test('each screen has one h1, passes axe and fits a 360 px phone', async () => {
    const screens: [string, string | null, string, string][] = [
      [`/marketpage?q=nothing${WORD}`, null, 'visitor', 'No products found'],
      ['/marketdetailsPage/00000000-0000-4000-8000-0000000000ff', null, 'visitor', 'No product found'],
      [`/user-products/nobody-${stamp}`, null, 'visitor', 'We could not find that seller.'],
      [
        '/proposaldetailsPage/00000000-0000-4000-8000-0000000000ff',
        creative.token,
        'user',
        'We could not find that proposal.',
      ],
      ['/cart', partner.token, 'partner', 'Your cart is empty.'],
      ['/orders', partner.token, 'partner', 'No order requests yet.'],
      ['/proposalpage', partner.token, 'partner', PROPOSAL],
    ];
    const { data } = await journey.api<{ data: { data: { author: { username: string } }[] } }>(
      'GET',
      `/api/prop/public/product?q=${encodeURIComponent(PRICEY)}`,
      null,
    );
    const username = data.data[0]?.author.username;
    assert.ok(username, 'the seller has a username');
    screens.push([`/user-products/${username}`, null, 'visitor', PRICEY]);
    for (const [route, token, role, text] of screens) {
      const page = await journey.pageAs(token, role);
      await journey.open(page, route);
      await page.getByText(text).first().waitFor();
      await expect(page.locator('h1'), `one h1 on ${route}`).toHaveCount(1);
      await checkPage(page, route);
      await page.close();
    }
  });
});

test.describe('seller tools and Buy Now', () => {
  test('the seller’s own page and product, and the Buy Now dialog, pass axe at 360 px', async () => {
    const { data } = await journey.api<{ data: { data: { id: string; author: { username: string } }[] } }>(
      'GET',
      `/api/prop/public/product?q=${encodeURIComponent(PRICEY)}`,
      null,
    );
    const product = data.data[0];
    assert.ok(product);
    const seller = await journey.pageAs(business.token, 'business');
    await journey.open(seller, `/user-products/${product.author.username}`);
    await seller.getByLabel('Seller username').waitFor();
    await checkPage(seller, 'own seller page');
    await journey.open(seller, `/marketdetailsPage/${product.id}`);
    await seller.getByRole('heading', { name: 'Your product' }).waitFor();
    await checkPage(seller, 'own product');
    await seller.getByRole('button', { name: 'Edit' }).click();
    await seller.getByRole('dialog', { name: 'Edit product' }).getByLabel('Product name').waitFor();
    await checkPage(seller, 'Edit product dialog');
    await seller.close();

    const buyer = await journey.pageAs(creative.token, 'user');
    await journey.open(buyer, `/marketdetailsPage/${product.id}`);
    await buyer.getByRole('button', { name: 'Buy Now' }).click();
    const dialog = buyer.getByRole('dialog', { name: 'Send an order request' });
    await dialog.getByLabel('Quantity').waitFor();
    await checkPage(buyer, 'Buy Now dialog');
    await dialog.getByRole('button', { name: 'Send order request' }).click();
    await buyer.waitForURL(/\/orders/);
    await buyer.getByText(PRICEY).first().waitFor();
    await buyer.close();
  });
});
