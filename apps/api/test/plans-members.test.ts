import { beforeAll, describe, it } from 'vitest';
import { cartItems, notifications, orderRequests, products, proposals, sellerUsernames } from '../src/db/schema/index';
import { useTestApp } from './helpers/app';
import { directoryBusiness, directoryCreative, directoryPartner } from './helpers/directory';
import { expectIndexedCall, getAs } from './helpers/plans';

/*
 * What members read about themselves and each other: public profiles, notices and the bell, orders and the cart,
 * proposals and their hosts; each call checked for the plans its statements would get on a national-size database
 * (helpers/plans.ts).
 */
const app = useTestApp();
const db = () => app().database.handle.db;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const creative = await directoryCreative(db(), { first: 'Chinedu', last: 'Okafor', skills: ['Drone filming'] });
  const business = await directoryBusiness(db(), { name: 'Ankara House' });
  const partner = await directoryPartner(db(), { name: 'Naija Arts Trust', approved: true });
  Object.assign(ids, { creative: creative.account.id, business: business.account.id, partner: partner.account.id });
  Object.assign(tokens, { creative: creative.token, business: business.token, partner: partner.token });
  // Every table a call reads holds a row: an empty table is planned as the empty table it is.
  await db()
    .insert(sellerUsernames)
    .values({ accountId: ids.business ?? '', username: 'ankara-house' });
  const [product] = await db()
    .insert(products)
    .values({
      sellerAccountId: ids.business ?? '',
      title: 'Adire wrap',
      description: 'Hand-dyed in Abeokuta',
      link: 'https://example.ng',
      images: [],
      category: 'product',
      priceKobo: 1_500_000,
      quantity: 4,
    })
    .returning({ id: products.id });
  await db()
    .insert(cartItems)
    .values({ accountId: ids.creative ?? '', productId: product?.id ?? '', quantity: 1 });
  await db()
    .insert(orderRequests)
    .values({
      buyerAccountId: ids.creative ?? '',
      sellerAccountId: ids.business ?? '',
      productId: product?.id ?? null,
      productTitle: 'Adire wrap',
      unitPriceKobo: 1_500_000,
      quantity: 1,
      buyerName: 'Chinedu Okafor',
      buyerEmail: 'chinedu@example.ng',
    });
  await db()
    .insert(proposals)
    .values({
      senderAccountId: ids.creative ?? '',
      hostAccountId: ids.partner ?? '',
      title: 'Documentary on Kano dyers',
      coverLetter: 'A twelve minute documentary about the indigo dye pits of Kofar Mata in Kano.',
    });
  await db()
    .insert(notifications)
    .values({ accountId: ids.creative ?? '', kind: 'post_liked', data: { title: 'My work' } });
});

const as = (who: string, url: string) => getAs(url, tokens[who] ?? '');

describe('members query plans', () => {
  it('public profiles of each kind, with their posts', async () => {
    for (const kind of ['creative', 'business', 'partner']) {
      await expectIndexedCall(app(), { method: 'GET', url: `/api/prop/public/${kind}/${ids[kind]}` });
    }
    await expectIndexedCall(app(), as('partner', '/api/prop/public/partner'));
  });

  it('notices and the bell count', async () => {
    await expectIndexedCall(app(), as('creative', '/api/prop/notifications?limit=20'), { maxStatements: 3 });
  });

  it('orders, buying and selling, and the cart', async () => {
    await expectIndexedCall(app(), as('creative', '/api/prop/orders?side=buying'), { maxStatements: 3 });
    await expectIndexedCall(app(), as('business', '/api/prop/orders?side=selling'), { maxStatements: 3 });
    await expectIndexedCall(app(), as('creative', '/api/prop/cart'));
  });

  it('proposals sent and received, searched, and the hosts to send one to', async () => {
    await expectIndexedCall(app(), as('creative', '/api/prop/proposals?box=sent'), { maxStatements: 4 });
    await expectIndexedCall(app(), as('partner', '/api/prop/proposals?box=received&q=kano'));
    await expectIndexedCall(app(), as('creative', '/api/prop/proposal-hosts'));
    await expectIndexedCall(app(), as('creative', '/api/prop/proposal-hosts?q=arts'));
  });
});
