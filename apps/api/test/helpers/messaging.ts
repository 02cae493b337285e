import { randomUUID } from 'node:crypto';
import type { Role } from '@creative-ng/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { creativeProfiles, products } from '../../src/db/schema/index';
import { hashPassword } from '../../src/security/passwords';
import { signedInAccount } from './accounts';
import { uploadImage } from './uploads';

export const PASSWORD = 'Secret#123';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** Members, a product and calls of the messaging API on one app. */
export function messagingHelpers(app: () => FastifyInstance, db: () => Database) {
  const call = (method: Method, url: string, token?: string, payload?: object) =>
    app().inject({ method, url, payload, headers: token ? { authorization: token } : {} });

  async function member(name: string, role: Role = 'user', overrides: { createdAt?: Date } = {}) {
    const signed = await signedInAccount(db(), role, {
      displayName: name,
      passwordHash: await hashPassword(PASSWORD),
      ...overrides,
    });
    if (role === 'user') {
      const [first = name, last = 'Member'] = name.split(' ');
      await db().insert(creativeProfiles).values({ accountId: signed.account.id, firstName: first, lastName: last });
    }
    return { id: signed.account.id, token: signed.token, email: signed.account.email, name };
  }
  type Member = Awaited<ReturnType<typeof member>>;

  async function product(seller: Member, title = 'Adire fabric, 2 yards') {
    const [row] = await db()
      .insert(products)
      .values({
        sellerAccountId: seller.id,
        title,
        description: 'Hand-dyed in Abeokuta',
        link: 'https://example.ng/adire',
        images: [],
        category: 'product',
        priceKobo: 1_500_000,
        quantity: 4,
      })
      .returning({ id: products.id });
    if (!row) throw new Error('product not inserted');
    return row.id;
  }

  /** The buyer asks the seller about a product: the conversation's id. */
  async function askAbout(buyer: Member, productId: string): Promise<string> {
    const res = await call('POST', '/api/prop/conversations', buyer.token, {
      subject_type: 'product',
      subject_id: productId,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as string;
  }

  async function send(from: Member, conversationId: string, body: object | string, clientId = randomUUID()) {
    const payload = typeof body === 'string' ? { client_id: clientId, body } : { client_id: clientId, ...body };
    return call('POST', `/api/prop/conversations/${conversationId}/messages`, from.token, payload);
  }

  async function unread(who: Member): Promise<number> {
    const res = await call('GET', '/api/prop/conversations/unread', who.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.count as number;
  }

  const uploadImageOf = (who: Member) => uploadImage(app(), who.token);

  return { call, member, product, askAbout, send, unread, uploadImage: uploadImageOf };
}

/** A small real PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
