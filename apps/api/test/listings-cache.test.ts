import { beforeAll, describe, expect, it } from 'vitest';
import { products, tools } from '../src/db/schema/index';
import { signedInAccount } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { directoryBusiness, directoryPartner } from './helpers/directory';
import { keptAnswers } from './helpers/kept-answers';
import { listingHelpers, toolBody } from './helpers/listings';

/*
 * Visitors' first pages of the public lists (tools, opportunities, trainings, the marketplace) and the reference
 * data are kept briefly (http/response-cache.ts), and forgotten when an item is created, edited, deleted, marked
 * out of stock, or its owner is blacklisted, so a visitor never sees a list older than the change.
 */
const app = useTestApp();
const db = () => app().database.handle.db;
const { get, as, expectKept, expectNotKept, afterChange } = keptAnswers(app);

let partner: Awaited<ReturnType<typeof directoryPartner>>;
let seller: Awaited<ReturnType<typeof directoryBusiness>>;
let productId = '';

beforeAll(async () => {
  partner = await directoryPartner(db(), { name: 'Naija Arts Trust', approved: true });
  seller = await directoryBusiness(db(), { name: 'Ankara House' });
  await db()
    .insert(tools)
    .values({ ...toolBody([]), partnerAccountId: partner.account.id });
  const [product] = await db()
    .insert(products)
    .values({
      sellerAccountId: seller.account.id,
      title: 'Adire wrap',
      description: 'Hand-dyed in Abeokuta',
      link: 'https://example.ng',
      images: [],
      category: 'product',
      priceKobo: 2_500_000,
      quantity: 3,
    })
    .returning({ id: products.id });
  productId = product?.id ?? '';
});

describe('first pages of the public lists, kept for visitors', () => {
  it('answers the second visitor of each first page from memory without asking the database', async () => {
    await expectKept([
      '/api/prop/tool/all',
      '/api/prop/tool/all?price=free',
      '/api/prop/opportunity/all?status=open',
      '/api/prop/event/all?page=1',
      '/api/prop/public/product?category=product',
      '/api/reference',
    ]);
  });

  it('does not keep later pages or signed-in answers', async () => {
    await expectNotKept(['/api/prop/tool/all?page=2'], '/api/prop/tool/all', seller.token);
  });

  it('forgets the tools when their partner adds, edits or deletes one', async () => {
    const url = '/api/prop/tool/all';
    const images = [await listingHelpers(app).upload(partner.token)];
    await get(url);
    expect((await get(url)).headers['x-cache']).toBe('hit');
    const created = await as(
      'POST',
      '/api/prop/tool',
      partner.token,
      toolBody(images, { name: 'Nollywood grading kit' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const afterCreate = await get(url);
    expect(afterCreate.headers['x-cache']).toBe('miss');
    expect(afterCreate.json().data.map((tool: { name: string }) => tool.name)).toContain('Nollywood grading kit');
    const id = created.json().data.id as string;
    await get(url);
    expect(
      (await as('PUT', `/api/prop/tool/${id}`, partner.token, toolBody(images, { name: 'Grading kit' }))).statusCode,
    ).toBe(200);
    expect((await get(url)).json().data.map((tool: { name: string }) => tool.name)).toContain('Grading kit');
    expect((await as('DELETE', `/api/prop/tool/${id}`, partner.token)).statusCode).toBe(200);
    expect((await get(url)).json().data.map((tool: { name: string }) => tool.name)).not.toContain('Grading kit');
  });

  it('forgets the marketplace when a product is marked out of stock', async () => {
    const url = '/api/prop/public/product';
    expect((await get(url)).json().data.data[0].out_of_stock).toBe(false);
    const after = await afterChange(url, () =>
      as('PATCH', `/api/prop/product/${productId}/stock`, seller.token, { out_of_stock: true }),
    );
    expect(after.json().data.data[0].out_of_stock).toBe(true);
  });

  it('forgets every public list when an admin blacklists an owner', async () => {
    const url = '/api/prop/tool/all';
    expect((await get(url)).json().data).toHaveLength(1);
    expect((await get(url)).headers['x-cache']).toBe('hit');
    const admin = await signedInAccount(db(), 'admin');
    const blacklist = await as('PATCH', `/api/prop/admin-partner/${partner.account.id}/blacklist`, admin.token, {
      blacklisted: true,
      reason: 'Spam offers',
    });
    expect(blacklist.statusCode, blacklist.body).toBe(200);
    expect((await get(url)).json().data).toHaveLength(0);
  });
});
