import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { accounts, businessProfiles, cartItems, notifications, orderRequests, products } from '../src/db/schema/index';
import { signedInAccount, signedInCreative } from './helpers/accounts';
import { expectRefusedField, useTestApp } from './helpers/app';
import { uploadImage } from './helpers/uploads';

const app = useTestApp({ UPLOAD_RATE_LIMIT_PER_MINUTE: '10000' });
const db = () => app().database.handle.db;
type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  app().app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });

beforeEach(async () => {
  await db().delete(orderRequests);
  await db().delete(cartItems);
  await db().delete(products);
});

const creative = (first = 'Amaka') => signedInCreative(db(), first);

async function business(name = 'Kente Works') {
  const signed = await signedInAccount(db(), 'business', { displayName: name });
  await db()
    .insert(businessProfiles)
    .values({ accountId: signed.account.id, tradeName: name, area: 'Fashion', state: 'Lagos' });
  return signed;
}

const upload = (token: string) => uploadImage(app().app, token, { purpose: 'product' });

const productBody = (images: string[], extra: object = {}) => ({
  title: 'Adire throw pillow',
  description: 'Hand-dyed indigo cotton, 45 cm square.',
  link: 'https://shop.example.ng/adire-pillow',
  images,
  category: 'product',
  price: 25000,
  quantity: 3,
  ...extra,
});

async function listed(token: string, extra: object = {}) {
  const res = await call('POST', '/api/prop/product', token, productBody([await upload(token)], extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; price_kobo: number; author: { username: string } };
}

describe('creating products', () => {
  it('lets creatives and businesses list a product; money is whole kobo; the seller gets a username', async () => {
    const { token } = await creative('Chioma');
    const images = [await upload(token), await upload(token)];
    const res = await call('POST', '/api/prop/product', token, productBody(images, { price: 1234.5 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Product created successfully');
    const product = res.json().data;
    expect(product).toMatchObject({
      price: 1234.5,
      price_kobo: 123450,
      quantity: 3,
      category: 'product',
      available: true,
    });
    expect(product.images).toEqual(images);
    expect(product.author.username).toBe('chioma-obi');
    const [row] = await db().select().from(products).where(eq(products.id, product.id));
    expect(row?.priceKobo).toBe(123450);

    const biz = await business();
    const second = await call('POST', '/api/prop/product', biz.token, productBody([await upload(biz.token)]));
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.author).toMatchObject({ name: 'Kente Works', role: 'business', username: 'kente-works' });
  });

  it('refuses partners (403) and visitors (401)', async () => {
    const partner = await signedInAccount(db(), 'partner', { approvedAt: new Date() });
    const image = await upload(partner.token);
    expect((await call('POST', '/api/prop/product', partner.token, productBody([image]))).statusCode).toBe(403);
    expect((await call('POST', '/api/prop/product', undefined, productBody([image]))).statusCode).toBe(401);
  });

  it('names each missing field and writes nothing', async () => {
    const { token } = await creative();
    const body = productBody([await upload(token)]);
    for (const field of Object.keys(body)) {
      const { [field as keyof typeof body]: _gone, ...rest } = body;
      expectRefusedField(await call('POST', '/api/prop/product', token, rest), field);
    }
    const empty = await call('POST', '/api/prop/product', token, { ...body, images: [] });
    expect(empty.json().data.fields).toHaveProperty('images');
    expect(await db().select().from(products)).toHaveLength(0);
  });

  it('refuses a negative, fractional-kobo or too high price, and a bad quantity', async () => {
    const { token } = await creative();
    const image = await upload(token);
    for (const price of [-1, 10.005, 20_000_000.01, 25_000_000, 'abc']) {
      const res = await call('POST', '/api/prop/product', token, productBody([image], { price }));
      expect(res.statusCode, String(price)).toBe(400);
      expect(res.json().data.fields).toHaveProperty('price');
    }
    for (const quantity of [-1, 1.5]) {
      const res = await call('POST', '/api/prop/product', token, productBody([image], { quantity }));
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields).toHaveProperty('quantity');
    }
    const top = await call('POST', '/api/prop/product', token, productBody([image], { price: 20_000_000 }));
    expect(top.statusCode).toBe(201);
    expect(top.json().data.price_kobo).toBe(2_000_000_000);
  });

  it('refuses a non-image file and images that are not the seller’s own uploads', async () => {
    const { token } = await creative();
    const fake = Buffer.from('MZ this is not an image at all');
    const res = await call('POST', '/api/prop/upload', token, {
      type: 'png',
      file: fake.toString('base64'),
      purpose: 'product',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const other = await creative('Bola');
    const foreign = await upload(other.token);
    const refused = await call('POST', '/api/prop/product', token, productBody([foreign]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields).toHaveProperty('images');
    const outside = await call('POST', '/api/prop/product', token, productBody(['https://evil.example.com/a.png']));
    expect(outside.statusCode).toBe(400);
  });
});

describe('owning products', () => {
  it('the seller edits, marks out of stock and deletes; nobody else can', async () => {
    const seller = await creative();
    const other = await business();
    const product = await listed(seller.token);
    const image = await upload(seller.token);

    const edited = await call(
      'PUT',
      `/api/prop/product/${product.id}`,
      seller.token,
      productBody([image], { title: 'New name' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.title).toBe('New name');
    const otherImage = await upload(other.token);
    expect(
      (await call('PUT', `/api/prop/product/${product.id}`, other.token, productBody([otherImage]))).statusCode,
    ).toBe(403);

    const stock = await call('PATCH', `/api/prop/product/${product.id}/stock`, seller.token, { out_of_stock: true });
    expect(stock.json().data).toMatchObject({ out_of_stock: true, available: false });
    expect(
      (await call('PATCH', `/api/prop/product/${product.id}/stock`, other.token, { out_of_stock: false })).statusCode,
    ).toBe(403);

    expect((await call('DELETE', `/api/prop/product/${product.id}`, other.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/prop/product/${product.id}`, seller.token)).statusCode).toBe(200);
    const gone = await call('GET', `/api/prop/product/${product.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('No product found');
  });
});

describe('the public marketplace', () => {
  it('filters by category and price range exactly, pages by 9, searches', async () => {
    const seller = await creative();
    const a = await listed(seller.token, { title: 'Cheap print', category: 'product', price: 5000 });
    const b = await listed(seller.token, { title: 'Mid service', category: 'service', price: 50000 });
    const c = await listed(seller.token, { title: 'Pricey content', category: 'content', price: 2_000_000 });
    const d = await listed(seller.token, { title: 'Edge product', category: 'product', price: 50000 });

    const ids = async (query: string) => {
      const res = await call('GET', `/api/prop/public/product?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.data as { id: string }[]).map((p) => p.id).sort();
    };
    expect(await ids('category=product')).toEqual([a.id, d.id].sort());
    expect(await ids('category=service,content')).toEqual([b.id, c.id].sort());
    expect(await ids('min_price=5000&max_price=50000')).toEqual([a.id, b.id, d.id].sort());
    expect(await ids('min_price=5001&max_price=1999999.99')).toEqual([b.id, d.id].sort());
    expect(await ids('category=product&min_price=10000')).toEqual([d.id]);
    expect(await ids('q=pricey')).toEqual([c.id]);
    expect(await ids('category=nonsense').catch(() => 'bad')).toBe('bad');

    for (let i = 0; i < 8; i += 1) await listed(seller.token, { title: `Extra ${i}` });
    const page1 = (await call('GET', '/api/prop/public/product')).json().data;
    expect(page1).toMatchObject({ page: 1, limit: 9, total: 12, total_pages: 2 });
    expect(page1.data).toHaveLength(9);
    const page2 = (await call('GET', '/api/prop/public/product?page=2')).json().data;
    expect(page2.data).toHaveLength(3);
  });

  it('shows a product with up to two other products by the same seller, and the seller page by username', async () => {
    const seller = await business('Ankara House');
    const main = await listed(seller.token);
    for (let i = 0; i < 3; i += 1) await listed(seller.token, { title: `Other ${i}` });
    const other = await creative();
    await listed(other.token);

    const res = await call('GET', `/api/prop/product/${main.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json().data.data;
    expect(detail.id).toBe(main.id);
    expect(detail.other_products).toHaveLength(2);
    for (const p of detail.other_products) {
      expect(p.author.id).toBe(seller.account.id);
      expect(p.id).not.toBe(main.id);
    }

    const username = main.author.username;
    const card = await call('GET', `/api/prop/public/seller/${username}`);
    expect(card.statusCode).toBe(200);
    expect(card.json().data).toMatchObject({ name: 'Ankara House', role: 'business', location: 'Lagos' });
    const list = (await call('GET', `/api/prop/public/product?seller=${username}&limit=8`)).json().data;
    expect(list.total).toBe(4);
    expect((await call('GET', '/api/prop/public/seller/nobody-here')).statusCode).toBe(404);
  });

  it("hides a private or blacklisted seller's page from visitors as a public profile is hidden", async () => {
    const seller = await creative('Zainab');
    const username = (await listed(seller.token)).author.username;
    const admin = await signedInAccount(db(), 'admin');
    const missing = (await call('GET', '/api/prop/public/seller/nobody-here')).json().message;
    const page = (token?: string) => call('GET', `/api/prop/public/seller/${username}`, token);

    await db().update(accounts).set({ visibility: 'private' }).where(eq(accounts.id, seller.account.id));
    const hidden = await page();
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(missing);
    expect(hidden.body).not.toContain('Zainab');
    // The seller sees their own page and admins every one.
    expect((await page(seller.token)).json().data).toMatchObject({ name: 'Zainab Obi' });
    expect((await page(admin.token)).statusCode).toBe(200);
    // Products are public on their own: the marketplace keeps a private seller's products (as before).
    expect((await call('GET', `/api/prop/public/product?seller=${username}&limit=8`)).json().data.total).toBe(1);

    await db()
      .update(accounts)
      .set({ visibility: 'public', isBlacklisted: true })
      .where(eq(accounts.id, seller.account.id));
    expect((await page()).statusCode).toBe(404);
    expect((await page(admin.token)).statusCode).toBe(200);
  });

  it('lets a seller change its username to a free, readable one', async () => {
    const one = await creative('Tunde');
    const two = await creative('Kemi');
    expect((await call('GET', '/api/prop/seller/username', one.token)).json().data.username).toBe('tunde-obi');
    expect((await call('GET', '/api/prop/seller/username', two.token)).json().data.username).toBe('kemi-obi');
    expect((await call('PUT', '/api/prop/seller/username', one.token, { username: 'kemi-obi' })).statusCode).toBe(409);
    expect((await call('PUT', '/api/prop/seller/username', one.token, { username: 'No Spaces!' })).statusCode).toBe(
      400,
    );
    const ok = await call('PUT', '/api/prop/seller/username', one.token, { username: 'tunde-prints' });
    expect(ok.json().data.username).toBe('tunde-prints');
    expect((await call('GET', '/api/prop/public/seller/tunde-prints')).statusCode).toBe(200);
  });
});

describe('cart and order requests', () => {
  it('keeps a cart per account with quantities and totals, and checks out into order requests per seller', async () => {
    const sellerA = await creative('Ada');
    const sellerB = await business('Beads Co');
    const buyer = await creative('Femi');
    const a = await listed(sellerA.token, { price: 1000, quantity: 5 });
    const b = await listed(sellerB.token, { price: 2500.5, quantity: 5 });

    expect((await call('GET', '/api/prop/cart')).statusCode).toBe(401);
    await call('PUT', `/api/prop/cart/${a.id}`, buyer.token, { quantity: 2 });
    const cart = (await call('PUT', `/api/prop/cart/${b.id}`, buyer.token, { quantity: 1 })).json().data;
    expect(cart).toMatchObject({ count: 3, total_kobo: 2 * 100000 + 250050 });
    expect((await call('PUT', `/api/prop/cart/${a.id}`, sellerA.token, { quantity: 1 })).statusCode).toBe(422);
    const removed = (await call('DELETE', `/api/prop/cart/${b.id}`, buyer.token)).json().data;
    expect(removed.items).toHaveLength(1);
    await call('PUT', `/api/prop/cart/${b.id}`, buyer.token, { quantity: 1 });

    const res = await call('POST', '/api/prop/cart/checkout', buyer.token, {
      phone: '+2348030000000',
      message: 'Call me',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toHaveLength(2);
    expect((await call('GET', '/api/prop/cart', buyer.token)).json().data.items).toHaveLength(0);

    const selling = (await call('GET', '/api/prop/orders?side=selling', sellerB.token)).json().data.data;
    expect(selling).toHaveLength(1);
    expect(selling[0]).toMatchObject({ status: 'pending', quantity: 1, unit_price_kobo: 250050, message: 'Call me' });
    expect(selling[0].buyer).toMatchObject({ name: 'Femi Obi', phone: '+2348030000000' });
    const notices = await db().select().from(notifications).where(eq(notifications.accountId, sellerB.account.id));
    expect(notices.map((n) => n.kind)).toContain('order_request');

    const buying = (await call('GET', '/api/prop/orders', buyer.token)).json().data.data;
    expect(buying).toHaveLength(2);
  });

  it('the seller accepts (stock reserved), fulfils or declines; the buyer is told and sees the status', async () => {
    const seller = await business();
    const buyer = await creative();
    const product = await listed(seller.token, { quantity: 3 });
    const order = (await call('POST', '/api/prop/orders', buyer.token, { product_id: product.id, quantity: 2 })).json()
      .data;
    expect(order.status).toBe('pending');

    const accepted = await call('PATCH', `/api/prop/orders/${order.id}`, seller.token, { status: 'accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [row] = await db().select().from(products).where(eq(products.id, product.id));
    expect(row?.quantity).toBe(1);
    const mine = (await call('GET', '/api/prop/orders', buyer.token)).json().data.data;
    expect(mine[0].status).toBe('accepted');

    expect((await call('PATCH', `/api/prop/orders/${order.id}`, seller.token, { status: 'accepted' })).statusCode).toBe(
      409,
    );
    const declined = await call('PATCH', `/api/prop/orders/${order.id}`, seller.token, { status: 'declined' });
    expect(declined.statusCode).toBe(200);
    const [back] = await db().select().from(products).where(eq(products.id, product.id));
    expect(back?.quantity).toBe(3);
    const kinds = (await db().select().from(notifications).where(eq(notifications.accountId, buyer.account.id))).map(
      (n) => n.kind,
    );
    expect(kinds.filter((k) => k === 'order_updated')).toHaveLength(2);

    // The notice mailer emails the buyer (no email is queued by the marketplace itself).
    await app().app.noticeMailer.run();
    await app().app.outbox.drain();
    const mail = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(buyer.account.email)}`);
    const emails = mail.json().data as { subject: string; text: string }[];
    expect(emails.map((e) => e.subject)).toContain('Your order has changed');
    expect(emails.map((e) => e.text).join('\n')).toContain('Adire throw pillow');
  });

  it('never lets stock go below zero when two buyers want the last item at once', async () => {
    const seller = await creative();
    const product = await listed(seller.token, { quantity: 1 });
    const one = await creative('One');
    const two = await creative('Two');
    const [o1, o2] = await Promise.all(
      [one, two].map(async (buyer) => {
        const res = await call('POST', '/api/prop/orders', buyer.token, { product_id: product.id, quantity: 1 });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().data.id as string;
      }),
    );
    const results = await Promise.all(
      [o1, o2].map((id) => call('PATCH', `/api/prop/orders/${id}`, seller.token, { status: 'accepted' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await db().select().from(products).where(eq(products.id, product.id));
    expect(row?.quantity).toBe(0);
    const statuses = (await db().select().from(orderRequests)).map((o) => o.status).sort();
    expect(statuses).toEqual(['accepted', 'pending']);
    // Sold out: a new request is refused.
    const more = await call('POST', '/api/prop/orders', one.token, { product_id: product.id, quantity: 1 });
    expect(more.statusCode).toBe(409);
  });

  it('a seller cannot touch another seller’s orders; a buyer cannot move its own', async () => {
    const seller = await creative();
    const intruder = await business('Other Shop');
    const buyer = await creative('Buyer');
    const product = await listed(seller.token);
    const order = (await call('POST', '/api/prop/orders', buyer.token, { product_id: product.id })).json().data;
    expect(
      (await call('PATCH', `/api/prop/orders/${order.id}`, intruder.token, { status: 'accepted' })).statusCode,
    ).toBe(404);
    expect((await call('PATCH', `/api/prop/orders/${order.id}`, buyer.token, { status: 'accepted' })).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/prop/orders?side=selling', intruder.token)).json().data.data).toHaveLength(0);
    const partner = await signedInAccount(db(), 'partner');
    expect(
      (await call('PATCH', `/api/prop/orders/${order.id}`, partner.token, { status: 'accepted' })).statusCode,
    ).toBe(403);
    const [row] = await db().select().from(orderRequests).where(eq(orderRequests.id, order.id));
    expect(row?.status).toBe('pending');
  });
});
