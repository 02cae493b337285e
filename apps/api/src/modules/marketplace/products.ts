import {
  LISTING_CALLS,
  MARKET_MESSAGES,
  nairaToKobo,
  type Product,
  type ProductQuery,
  type ProductRequest,
  productDetailResponseSchema,
  productListResponseSchema,
  productQuerySchema,
  productRequestSchema,
  productResponseSchema,
  type SellerProfile,
  slugify,
  USERNAME_PATTERN,
} from '@creative-ng/shared';
import { and, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newestFirst, shownColumns } from '../../db/lists';
import { accounts, businessProfiles, creativeProfiles, products, sellerUsernames } from '../../db/schema/index';
import { matches } from '../../db/search';
import { signedIn } from '../../http/auth';
import type { AuthContext } from '../../http/auth-context';
import { PRODUCTS_TOPIC } from '../../http/cache-topics';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { ListingKind, ListScope, Presenting } from '../../listing-engine/kind';
import type { ListingRouteSpec } from '../../listing-engine/routes';
import { type ListingDeps, listingService } from '../../listing-engine/service';

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

/** The seller as cards show them: the creative's name and photo, or the business's trade name and logo. */
export const sellerColumns = {
  sellerName: sql<string>`coalesce(${businessProfiles.tradeName}, nullif(trim(coalesce(${creativeProfiles.firstName}, '') || ' ' || coalesce(${creativeProfiles.lastName}, '')), ''), ${accounts.displayName})`,
  sellerPhoto: sql<string | null>`coalesce(${businessProfiles.logo}, ${creativeProfiles.photo})`,
  sellerRole: accounts.role,
  username: sellerUsernames.username,
};

/** Products are public while not removed and their seller is not blacklisted. */
export const publicProduct: SQL = and(isNull(products.removedAt), eq(accounts.isBlacklisted, false)) as SQL;

export function selectProducts(db: Database, extra: Record<string, SQL> = {}) {
  return db
    .select({ product: shownColumns(products), ...sellerColumns, ...extra })
    .from(products)
    .innerJoin(accounts, eq(accounts.id, products.sellerAccountId))
    .leftJoin(creativeProfiles, eq(creativeProfiles.accountId, products.sellerAccountId))
    .leftJoin(businessProfiles, eq(businessProfiles.accountId, products.sellerAccountId))
    .leftJoin(sellerUsernames, eq(sellerUsernames.accountId, products.sellerAccountId));
}

type Row = Awaited<ReturnType<typeof selectProducts>>[number];

/** The account's seller username, made from its name (with a number when taken) the first time it sells. */
export async function ensureUsername(db: Executor, accountId: string, name: string): Promise<string> {
  const [existing] = await db
    .select({ username: sellerUsernames.username })
    .from(sellerUsernames)
    .where(eq(sellerUsernames.accountId, accountId));
  if (existing) return existing.username;
  const base = slugify(name);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const candidate = attempt === 0 ? base : `${base}-${attempt + 1}`;
    const [row] = await db
      .insert(sellerUsernames)
      .values({ accountId, username: candidate })
      .onConflictDoNothing()
      .returning({ username: sellerUsernames.username });
    if (row) return row.username;
    const [mine] = await db
      .select({ username: sellerUsernames.username })
      .from(sellerUsernames)
      .where(eq(sellerUsernames.accountId, accountId));
    if (mine) return mine.username;
  }
  const fallback = `${base}-${accountId.slice(0, 8)}`;
  await db.insert(sellerUsernames).values({ accountId, username: fallback }).onConflictDoNothing();
  return fallback;
}

/** The account's seller username, made from its display name the first time. */
async function usernameOf(db: Executor, accountId: string): Promise<string> {
  const [account] = await db.select({ name: accounts.displayName }).from(accounts).where(eq(accounts.id, accountId));
  return ensureUsername(db, accountId, account?.name ?? 'seller');
}

function filters(query: ProductQuery, scope: ListScope): SQL | undefined {
  const min = query.min_price !== undefined ? nairaToKobo(Math.ceil(query.min_price * 100) / 100) : null;
  const max = query.max_price !== undefined ? Math.floor(query.max_price * 100) : null;
  return and(
    matches(products.searchVector, query.q),
    query.category ? inArray(products.category, query.category) : undefined,
    min !== null && min > 0 ? gte(products.priceKobo, min) : undefined,
    max !== null ? lte(products.priceKobo, max) : undefined,
    // A seller's own list is theirs whatever seller a page asks for. The seller is found by username first, so
    // the page is read from the seller's own index in order.
    query.seller && scope === 'public'
      ? eq(
          products.sellerAccountId,
          sql`(select ${sellerUsernames.accountId} from ${sellerUsernames} where ${sellerUsernames.username} = ${query.seller.toLowerCase()})`,
        )
      : undefined,
  );
}

function present(
  { product, sellerName, sellerPhoto, sellerRole, username }: Row,
  { viewer, image }: Presenting<undefined>,
): Product {
  return {
    id: product.id,
    title: product.title,
    description: product.description,
    link: product.link,
    images: product.images,
    media: product.images.map(image),
    category: product.category as Product['category'],
    price: product.priceKobo / 100,
    price_kobo: product.priceKobo,
    quantity: product.quantity,
    out_of_stock: product.outOfStock,
    available: !product.outOfStock && product.quantity > 0 && product.removedAt === null,
    author: {
      id: product.sellerAccountId,
      name: sellerName,
      photo: sellerPhoto,
      username: username ?? null,
      role: sellerRole === 'business' ? 'business' : 'user',
    },
    own: viewer?.accountId === product.sellerAccountId,
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
  };
}

function values(input: ProductRequest) {
  const priceKobo = nairaToKobo(input.price);
  if (priceKobo === null) throw badRequest(MARKET_MESSAGES.badPrice, { price: MARKET_MESSAGES.badPrice });
  return {
    title: input.title,
    description: input.description,
    link: input.link,
    images: input.images,
    category: input.category,
    priceKobo,
    quantity: input.quantity,
  };
}

/** Products. */
export const productKind: ListingKind<typeof products, Row, Product, ProductQuery, ProductRequest> = {
  table: products,
  owner: products.sellerAccountId,
  ownedBy: (accountId) => ({ sellerAccountId: accountId }),
  select: (db, extra) => selectProducts(db, extra).$dynamic(),
  matching: (db) =>
    db
      .select({ id: products.id })
      .from(products)
      .innerJoin(accounts, eq(accounts.id, products.sellerAccountId))
      .$dynamic(),
  isPublic: publicProduct,
  filters,
  sections: () => [{ order: newestFirst(products.createdAt, products.id) }],
  itemOf: (row) => row.product,
  lookup: async () => undefined,
  present,
  // Creatives and businesses sell (the routes allow only them).
  writer: async (_db, auth) => signedIn(auth),
  values,
  /** The seller gets a username from its name the first time it sells. */
  beforeCreate: async (tx, writer) => {
    await usernameOf(tx, writer.accountId);
  },
  messages: {
    notFound: MARKET_MESSAGES.noProduct,
    notYours: MARKET_MESSAGES.notYours,
    foreignImage: MARKET_MESSAGES.foreignImage,
  },
};

export const productRoutes: ListingRouteSpec = {
  calls: LISTING_CALLS.product,
  tags: ['marketplace'],
  writers: ['user', 'business'],
  badId: MARKET_MESSAGES.noProduct,
  cacheTopic: PRODUCTS_TOPIC,
  schemas: {
    query: productQuerySchema,
    create: productRequestSchema,
    list: productListResponseSchema,
    one: productResponseSchema,
    detail: productDetailResponseSchema,
  },
  summaries: {
    publicList: 'Public products in data.data: search q, category, min_price/max_price in naira, seller, 9 a page',
    ownList: "The signed-in seller's own products in data.data",
    one: 'One product in data.data, with up to two other products by the same seller',
    create:
      'List a product (creatives and businesses): title, description, link, images, category, price (naira), quantity',
    update: 'Edit your own product (every field, as when creating)',
    remove: 'Delete your own product',
  },
  words: {
    list: 'Products',
    one: 'Product',
    created: MARKET_MESSAGES.created,
    updated: MARKET_MESSAGES.updated,
    deleted: MARKET_MESSAGES.deleted,
  },
};

export type ProductService = ReturnType<typeof productService>;

/** Products through the listing engine, stock, and seller pages and usernames. */
export function productService({ db, images }: ListingDeps) {
  const listing = listingService(productKind, { db, images });
  return {
    ...listing,

    setOutOfStock: (viewer: AuthContext, id: string, outOfStock: boolean) => listing.change(viewer, id, { outOfStock }),

    // ----------------------------------------------------------------------------------------- seller pages
    /**
     * A seller's page by username. Like a public profile, a private, unconfirmed or blacklisted seller's page
     * answers 404 to visitors; the seller sees their own and admins see every one. (Their products stay in the
     * marketplace list while the seller is not blacklisted, as products are public on their own.)
     */
    async seller(username: string, viewer: AuthContext | null = null): Promise<SellerProfile> {
      const [row] = await db
        .select({
          id: accounts.id,
          role: accounts.role,
          displayName: accounts.displayName,
          isBlacklisted: accounts.isBlacklisted,
          visibility: accounts.visibility,
          emailVerifiedAt: accounts.emailVerifiedAt,
          username: sellerUsernames.username,
          sellerName: sellerColumns.sellerName,
          sellerPhoto: sellerColumns.sellerPhoto,
          expertise: creativeProfiles.expertise,
          bio: creativeProfiles.bio,
          creativeState: creativeProfiles.residenceState,
          creativeSector: creativeProfiles.sector,
          area: businessProfiles.area,
          businessState: businessProfiles.state,
          businessSector: businessProfiles.sector,
          website: businessProfiles.website,
        })
        .from(sellerUsernames)
        .innerJoin(accounts, eq(accounts.id, sellerUsernames.accountId))
        .leftJoin(creativeProfiles, eq(creativeProfiles.accountId, accounts.id))
        .leftJoin(businessProfiles, eq(businessProfiles.accountId, accounts.id))
        .where(eq(sellerUsernames.username, username.toLowerCase()));
      if (!row || (row.role !== 'user' && row.role !== 'business')) throw notFound(MARKET_MESSAGES.sellerNotFound);
      const seesAll = viewer?.role === 'admin' || viewer?.accountId === row.id;
      const isPublic = row.visibility === 'public' && !row.isBlacklisted && row.emailVerifiedAt !== null;
      if (!seesAll && !isPublic) throw notFound(MARKET_MESSAGES.sellerNotFound);
      return {
        id: row.id,
        name: row.sellerName,
        photo: row.sellerPhoto,
        username: row.username,
        role: row.role,
        headline: row.role === 'business' ? row.area : row.expertise,
        bio: row.role === 'business' ? null : row.bio,
        location: (row.role === 'business' ? row.businessState : row.creativeState) ?? null,
        sector: (row.role === 'business' ? row.businessSector : row.creativeSector) ?? null,
        website: row.website ?? null,
      };
    },

    username: (viewer: AuthContext): Promise<string> => usernameOf(db, viewer.accountId),

    async changeUsername(viewer: AuthContext, username: string): Promise<string> {
      if (!USERNAME_PATTERN.test(username)) {
        throw badRequest(MARKET_MESSAGES.badUsername, { username: MARKET_MESSAGES.badUsername });
      }
      const [taken] = await db
        .select({ accountId: sellerUsernames.accountId })
        .from(sellerUsernames)
        .where(eq(sellerUsernames.username, username));
      if (taken && taken.accountId !== viewer.accountId) {
        throw conflict(MARKET_MESSAGES.usernameTaken, { username: MARKET_MESSAGES.usernameTaken });
      }
      try {
        await db
          .insert(sellerUsernames)
          .values({ accountId: viewer.accountId, username })
          .onConflictDoUpdate({ target: sellerUsernames.accountId, set: { username, updatedAt: new Date() } });
      } catch {
        throw conflict(MARKET_MESSAGES.usernameTaken, { username: MARKET_MESSAGES.usernameTaken });
      }
      return username;
    },
  };
}
