import {
  MARKET_MESSAGES,
  nairaToKobo,
  OTHER_ITEMS_BY_SAME_AUTHOR,
  type Product,
  type ProductDetail,
  type ProductQuery,
  type ProductRequest,
  type SellerProfile,
  slugify,
  USERNAME_PATTERN,
} from '@creative-ng/shared';
import { and, count, desc, eq, gte, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, businessProfiles, creativeProfiles, products, sellerUsernames } from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { describeAll, type ListingMedia, matches, pageInfo } from '../listings/common';
import type { AuthContext } from '../sessions/repository';

export interface MarketDeps {
  db: Database;
  media: ListingMedia;
}

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

export function selectProducts(db: Database) {
  return db
    .select({ product: products, ...sellerColumns })
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

function filters(query: ProductQuery): SQL | undefined {
  const min = query.min_price !== undefined ? nairaToKobo(Math.ceil(query.min_price * 100) / 100) : null;
  const max = query.max_price !== undefined ? Math.floor(query.max_price * 100) : null;
  return and(
    matches(products.searchVector, query.q),
    query.category ? inArray(products.category, query.category) : undefined,
    min !== null && min > 0 ? gte(products.priceKobo, min) : undefined,
    max !== null ? lte(products.priceKobo, max) : undefined,
    query.seller ? eq(sellerUsernames.username, query.seller.toLowerCase()) : undefined,
  );
}

export type ProductService = ReturnType<typeof productService>;

/** Products (spec content §2 /marketpage, /marketdetailsPage, /user-products; §7 product calls). */
export function productService({ db, media }: MarketDeps) {
  async function present(rows: Row[], viewer: AuthContext | null): Promise<Product[]> {
    if (rows.length === 0) return [];
    const image = await describeAll(
      media,
      rows.flatMap((row) => row.product.images),
    );
    return rows.map(({ product, sellerName, sellerPhoto, sellerRole, username }) => ({
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
    }));
  }

  const visibleTo = (viewer: AuthContext | null): SQL | undefined =>
    viewer?.role === 'admin'
      ? undefined
      : or(publicProduct, viewer ? eq(products.sellerAccountId, viewer.accountId) : undefined);

  async function load(id: string, viewer: AuthContext | null): Promise<Product> {
    const rows = await selectProducts(db)
      .where(and(eq(products.id, id), visibleTo(viewer)))
      .limit(1);
    const [product] = await present(rows, viewer);
    if (!product) throw notFound(MARKET_MESSAGES.noProduct);
    return product;
  }

  async function mustOwn(id: string, accountId: string) {
    const [row] = await db.select({ owner: products.sellerAccountId }).from(products).where(eq(products.id, id));
    if (!row) throw notFound(MARKET_MESSAGES.noProduct);
    if (row.owner !== accountId) throw forbidden(MARKET_MESSAGES.notYours);
  }

  async function checkImages(accountId: string, images: readonly string[]) {
    if (!(await media.ownImages(images, accountId))) {
      throw badRequest(MARKET_MESSAGES.foreignImage, { images: MARKET_MESSAGES.foreignImage });
    }
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

  async function list(where: SQL | undefined, query: ProductQuery, viewer: AuthContext | null) {
    const [rows, [total]] = await Promise.all([
      selectProducts(db)
        .where(where)
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db
        .select({ n: count() })
        .from(products)
        .innerJoin(accounts, eq(accounts.id, products.sellerAccountId))
        .leftJoin(sellerUsernames, eq(sellerUsernames.accountId, products.sellerAccountId))
        .where(where),
    ]);
    return { items: await present(rows, viewer), pagination: pageInfo(query.page, query.limit, total?.n ?? 0) };
  }

  return {
    present,
    load,

    publicList: (query: ProductQuery, viewer: AuthContext | null) =>
      list(and(publicProduct, filters(query)), query, viewer),

    ownList: (viewer: AuthContext, query: ProductQuery) =>
      list(
        and(eq(products.sellerAccountId, viewer.accountId), filters({ ...query, seller: undefined })),
        query,
        viewer,
      ),

    async detail(id: string, viewer: AuthContext | null): Promise<ProductDetail> {
      const product = await load(id, viewer);
      const others = await selectProducts(db)
        .where(and(eq(products.sellerAccountId, product.author.id), ne(products.id, id), publicProduct))
        .orderBy(sql`random()`)
        .limit(OTHER_ITEMS_BY_SAME_AUTHOR);
      return { ...product, other_products: await present(others, viewer) };
    },

    async create(viewer: AuthContext, input: ProductRequest): Promise<Product> {
      await checkImages(viewer.accountId, input.images);
      const row = await db.transaction(async (tx) => {
        const [account] = await tx
          .select({ name: accounts.displayName })
          .from(accounts)
          .where(eq(accounts.id, viewer.accountId));
        await ensureUsername(tx, viewer.accountId, account?.name ?? 'seller');
        const [inserted] = await tx
          .insert(products)
          .values({ sellerAccountId: viewer.accountId, ...values(input) })
          .returning({ id: products.id });
        return inserted;
      });
      if (!row) throw new Error('product not inserted');
      return load(row.id, viewer);
    },

    async update(viewer: AuthContext, id: string, input: ProductRequest): Promise<Product> {
      await mustOwn(id, viewer.accountId);
      await checkImages(viewer.accountId, input.images);
      await db.update(products).set(values(input)).where(eq(products.id, id));
      return load(id, viewer);
    },

    async setOutOfStock(viewer: AuthContext, id: string, outOfStock: boolean): Promise<Product> {
      await mustOwn(id, viewer.accountId);
      await db.update(products).set({ outOfStock }).where(eq(products.id, id));
      return load(id, viewer);
    },

    async remove(viewer: AuthContext, id: string): Promise<void> {
      await mustOwn(id, viewer.accountId);
      await db.delete(products).where(eq(products.id, id));
    },

    // ----------------------------------------------------------------------------------------- seller pages
    async seller(username: string): Promise<SellerProfile> {
      const [row] = await db
        .select({
          id: accounts.id,
          role: accounts.role,
          displayName: accounts.displayName,
          isBlacklisted: accounts.isBlacklisted,
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
      if (!row || row.isBlacklisted || (row.role !== 'user' && row.role !== 'business')) {
        throw notFound(MARKET_MESSAGES.sellerNotFound);
      }
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

    async username(viewer: AuthContext): Promise<string> {
      const [account] = await db
        .select({ name: accounts.displayName })
        .from(accounts)
        .where(eq(accounts.id, viewer.accountId));
      return ensureUsername(db, viewer.accountId, account?.name ?? 'seller');
    },

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
