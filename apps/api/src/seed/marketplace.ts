import { slugify } from '@creative-ng/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  accounts,
  opportunities,
  orderRequests,
  products,
  proposalDocuments,
  proposals,
  sellerUsernames,
} from '../db/schema/index';
import { SeededRandom } from './random';
import { approvedPartners, insertBatches } from './rows';
import type { Seeder } from './types';

const COUNTS = {
  small: { sellers: 16, products: 60, buyers: 40, orders: 30, proposals: 24, partners: 10 },
  large: { sellers: 5_000, products: 60_000, buyers: 20_000, orders: 30_000, proposals: 20_000, partners: 3_000 },
} as const;

export const PRODUCTS = [
  ['Adire throw pillow', 'Hand-dyed indigo cotton cover, 45 cm square, made in Abeokuta.', 'product', 25_000],
  ['Ankara tote bag', 'Sturdy lined tote in bright Ankara print with an inside pocket.', 'product', 12_500],
  ['Brass Benin head (small)', 'Lost-wax cast brass head, 20 cm tall, from Igun Street.', 'product', 185_000],
  ['Beaded necklace set', 'Coral-style beads with matching earrings for weddings.', 'product', 48_000],
  ['Event photography (half day)', 'Four hours of photos with 80 edited pictures in a week.', 'service', 150_000],
  ['Logo and brand kit', 'A logo, colours and social templates for your small business.', 'service', 90_000],
  ['Afrobeats beat licence', 'Non-exclusive licence for one mixed beat, with stems.', 'content', 35_000],
  ['Yoruba stock photo pack', '50 high-resolution street photos of Lagos and Ibadan.', 'content', 20_000],
  ['Nollywood script review', 'Line-by-line notes on your feature script within 10 days.', 'service', 60_000],
  ['Hand-woven Aso Oke', 'Traditional Aso Oke, 3 pieces, in your choice of colours.', 'product', 120_000],
  ['Kids’ storybook (PDF)', 'An illustrated Igbo–English bedtime story, 24 pages.', 'content', 3_500],
  ['Make-up for photo shoots', 'Studio make-up for one look, in Lekki or Victoria Island.', 'service', 40_000],
] as const;

export const PROPOSALS = [
  [
    'Community mural for Ajegunle',
    'We propose painting a 30 metre mural with young people from the area over six weekends, with paint, scaffolding and a launch day included.',
  ],
  [
    'Short film on Kano dye pits',
    'A twelve minute documentary about the indigo dye pits of Kofar Mata, for festivals and schools, with a crew of five.',
  ],
  [
    'Fashion upcycling workshop',
    'Three days teaching tailors in Aba to turn second-hand clothes into new lines they can sell online.',
  ],
  [
    'Music school scholarship',
    'Ten scholarships for young players in Enugu to learn studio recording and live sound for a year.',
  ],
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A tiny valid PDF for demo documents. */
export const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Marketplace and proposals demo data: seller usernames, products (prices in kobo, some sold out), order requests
 * in every status, and proposals to approved partners with a PDF each, some decided with a reason.
 * Deterministic ids: running it twice adds nothing.
 */
export const marketplaceSeeder: Seeder = {
  name: 'marketplace',
  async run(db, scale, log, { images }) {
    const counts = COUNTS[scale];
    const random = new SeededRandom(20_261_207);
    const members = await db
      .select({ id: accounts.id, name: accounts.displayName, email: accounts.email })
      .from(accounts)
      .where(and(sql`${accounts.role} in ('user', 'business')`, eq(accounts.isBlacklisted, false)))
      .orderBy(asc(accounts.createdAt), asc(accounts.id))
      .limit(Math.max(counts.sellers, counts.buyers) + counts.sellers);
    if (members.length < 2) {
      log('no creatives or businesses: skipped');
      return;
    }
    const sellers = members.slice(0, counts.sellers);
    const buyers = members.slice(Math.min(counts.sellers, members.length - 1));

    // Usernames: readable and unique; accounts that already have one keep it.
    const taken = new Map(
      (await db.select().from(sellerUsernames)).map((row) => [row.accountId, row.username] as const),
    );
    const used = new Set(taken.values());
    const usernameRows: (typeof sellerUsernames.$inferInsert)[] = [];
    for (const seller of sellers) {
      if (taken.has(seller.id)) continue;
      const base = slugify(seller.name);
      let candidate = base;
      for (let n = 2; used.has(candidate); n++) candidate = `${base}-${n}`;
      used.add(candidate);
      usernameRows.push({ accountId: seller.id, username: candidate });
    }
    await insertBatches(usernameRows, (batch) => db.insert(sellerUsernames).values(batch).onConflictDoNothing());

    const works = await images.pool('works');
    const now = Date.now();
    const suffix = (i: number) => (scale === 'large' ? ` #${i + 1}` : '');
    const productRows: (typeof products.$inferInsert)[] = [];
    for (let i = 0; i < counts.products; i++) {
      const [title, description, category, naira] = random.pick(PRODUCTS);
      const soldOut = random.chance(0.08);
      productRows.push({
        id: random.uuid(),
        sellerAccountId: random.pick(sellers).id,
        title: `${title}${suffix(i)}`,
        description,
        link: `https://example.com/shop/${i + 1}`,
        images: works.length === 0 ? [] : Array.from({ length: 1 + random.int(3) }, () => random.pick(works)),
        category,
        priceKobo: Math.round(naira * (0.6 + random.next() * 0.8)) * 100 + (random.chance(0.2) ? 50 : 0),
        quantity: soldOut ? 0 : 1 + random.int(40),
        outOfStock: random.chance(0.05),
        createdAt: new Date(now - random.int(120 * DAY_MS)),
      });
    }

    const orderRows: (typeof orderRequests.$inferInsert)[] = [];
    for (let i = 0; i < counts.orders; i++) {
      const product = random.pick(productRows);
      const buyer = random.pick(buyers);
      if (buyer.id === product.sellerAccountId) continue;
      orderRows.push({
        id: random.uuid(),
        buyerAccountId: buyer.id,
        sellerAccountId: product.sellerAccountId,
        productId: product.id ?? null,
        productTitle: product.title,
        unitPriceKobo: product.priceKobo,
        quantity: 1 + random.int(2),
        status: random.pick(['pending', 'pending', 'accepted', 'declined', 'fulfilled'] as const),
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        buyerPhone: random.chance(0.6) ? `+23480${String(10_000_000 + random.int(89_999_999))}` : null,
        message: random.chance(0.5) ? 'Please call me before delivery.' : null,
        createdAt: new Date(now - random.int(30 * DAY_MS)),
      });
    }

    const partners = await approvedPartners(db, counts.partners);
    const openings = partners.length
      ? await db
          .select({ id: opportunities.id, partner: opportunities.partnerAccountId })
          .from(opportunities)
          .limit(2000)
      : [];
    const proposalRows: (typeof proposals.$inferInsert)[] = [];
    const documentRows: (typeof proposalDocuments.$inferInsert)[] = [];
    for (let i = 0; partners.length > 0 && i < counts.proposals; i++) {
      const [title, letter] = random.pick(PROPOSALS);
      const host = random.pick(partners).id;
      const status = random.pick(['PENDING', 'PENDING', 'APPROVED', 'REJECTED'] as const);
      const answering = openings.filter((o) => o.partner === host);
      const id = random.uuid();
      proposalRows.push({
        id,
        senderAccountId: random.pick(members).id,
        hostAccountId: host,
        opportunityId: answering.length > 0 && random.chance(0.5) ? random.pick(answering).id : null,
        title: `${title}${suffix(i)}`,
        coverLetter: letter,
        status,
        reason:
          status === 'APPROVED'
            ? 'Clear plan and a fair budget.'
            : status === 'REJECTED'
              ? 'Outside what we fund this year.'
              : null,
        decidedAt: status === 'PENDING' ? null : new Date(now - random.int(5 * DAY_MS)),
        createdAt: new Date(now - (5 + random.int(60)) * DAY_MS),
      });
      documentRows.push({
        id: random.uuid(),
        proposalId: id,
        name: 'proposal.pdf',
        contentType: 'application/pdf',
        size: DEMO_PDF.length,
        bytes: DEMO_PDF,
      });
    }

    await insertBatches(productRows, (batch) => db.insert(products).values(batch).onConflictDoNothing());
    await insertBatches(orderRows, (batch) => db.insert(orderRequests).values(batch).onConflictDoNothing());
    await insertBatches(proposalRows, (batch) => db.insert(proposals).values(batch).onConflictDoNothing());
    await insertBatches(documentRows, (batch) => db.insert(proposalDocuments).values(batch).onConflictDoNothing());
    log(
      `${usernameRows.length} seller usernames, ${productRows.length} products, ${orderRows.length} order requests, ${proposalRows.length} proposals`,
    );
  },
};
