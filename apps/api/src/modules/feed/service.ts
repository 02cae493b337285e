import { POST_MESSAGES, type Post, type PostAuthor, type PostImage, type PostRequest } from '@creative-ng/shared';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, businessProfiles, creativeProfiles, partnerProfiles, postLikes, posts } from '../../db/schema/index';
import type { AuthContext } from '../../http/auth-context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { shownImage, type UploadedImage } from '../media/service';
import { notify } from '../notifications/service';

/** What the feed needs from the media module: whose uploads these are, and their resized copies. */
export interface FeedMedia {
  /** True when every URL is an image this account uploaded to this platform. */
  ownImages(urls: readonly string[], ownerId: string): Promise<boolean>;
  /** Platform images by URL, with `srcset`; other URLs are left out. */
  describe(urls: readonly string[]): Promise<Map<string, UploadedImage>>;
  /** Removes the stored images among these that no record shows any more; logs failures, never throws. */
  releaseUnused(urls: readonly string[]): Promise<void>;
}

/** At most one 'your post was liked' notice per post per hour. */
export const LIKE_NOTICE_WINDOW_MS = 60 * 60 * 1000;

/**
 * Authors whose posts the public sees: public, not blacklisted, email verified and, for partners, approved.
 * (Deleted accounts take their posts with them: the foreign key cascades.)
 */
export const authorIsPublic: SQL = sql`(${accounts.visibility} = 'public' and ${accounts.isBlacklisted} = false and ${accounts.emailVerifiedAt} is not null and (${accounts.role} <> 'partner' or ${accounts.approvedAt} is not null))`;

// ---------------------------------------------------------------------------------------------------------------
// Cursor: the (created_at, id) of the last post of a page. created_at is carried as PostgreSQL prints it (to the
// microsecond), so no post is skipped or repeated because JavaScript dates keep only milliseconds.

const CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)_([0-9a-f-]{36})$/;

export function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(`${createdAt}_${id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1] || !match[2]) throw badRequest(POST_MESSAGES.badCursor, { cursor: POST_MESSAGES.badCursor });
  return { createdAt: match[1], id: match[2] };
}

const exactCreatedAt = sql<string>`to_char(${posts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Older than the cursor's post: a row comparison, so PostgreSQL walks the (created_at, id) index from there. */
const olderThan = (createdAt: unknown, id: unknown): SQL =>
  sql`(${posts.createdAt}, ${posts.id}) < (${createdAt}::timestamptz, ${id}::uuid)`;

const before = (cursor: string | undefined): SQL | undefined => {
  if (!cursor) return undefined;
  const { createdAt, id } = decodeCursor(cursor);
  return olderThan(createdAt, id);
};

// ---------------------------------------------------------------------------------------------------------------

/** Whether this account likes the post, read with the post (one statement per page, not one per post). */
const likedBy = (viewerId: unknown) =>
  sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.accountId} = ${viewerId}::uuid)`;

const columns = {
  post: posts,
  exactCreatedAt,
  role: accounts.role,
  displayName: accounts.displayName,
  creative: {
    firstName: creativeProfiles.firstName,
    lastName: creativeProfiles.lastName,
    photo: creativeProfiles.photo,
    expertise: creativeProfiles.expertise,
    category: creativeProfiles.category,
    sector: creativeProfiles.sector,
    availability: creativeProfiles.availability,
    openToRemote: creativeProfiles.openToRemote,
  },
  business: {
    tradeName: businessProfiles.tradeName,
    registeredName: businessProfiles.registeredName,
    logo: businessProfiles.logo,
    sector: businessProfiles.sector,
    area: businessProfiles.area,
  },
  partner: { name: partnerProfiles.name, logo: partnerProfiles.logo, industry: partnerProfiles.industry },
};

/** Posts with their authors; `viewerId` (a value, or a placeholder of a prepared statement) for `liked`. */
function selectPosts(db: Database, viewerId: unknown) {
  return db
    .select({ ...columns, liked: likedBy(viewerId) })
    .from(posts)
    .innerJoin(accounts, eq(accounts.id, posts.authorAccountId))
    .leftJoin(creativeProfiles, eq(creativeProfiles.accountId, posts.authorAccountId))
    .leftJoin(businessProfiles, eq(businessProfiles.accountId, posts.authorAccountId))
    .leftJoin(partnerProfiles, eq(partnerProfiles.accountId, posts.authorAccountId));
}

type Row = Awaited<ReturnType<typeof selectPosts>>[number];

/**
 * Newest first, spelled as the indexes are (`desc nulls last`): PostgreSQL's plain `desc` means `nulls first`,
 * which an index built `desc nulls last` cannot give, so every page would sort the whole table instead of
 * reading a dozen index entries.
 */
const NEWEST_FIRST = [sql`${posts.createdAt} desc nulls last`, sql`${posts.id} desc nulls last`] as const;

/** One page of posts, newest first, plus one more to tell whether there is a next page. */
export function pageQuery(db: Database, where: SQL | undefined, limit: number, viewerId: string | null = null) {
  return selectPosts(db, viewerId)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(limit + 1);
}

/**
 * The public feed's pages and one post as prepared statements: the hottest reads of the platform are parsed and
 * planned once per connection instead of on every request (PostgreSQL keeps the plan with the statement's name).
 *
 * A page's size is written into its statement (one statement per size asked for, at most FEED_MAX_LIMIT of each):
 * with `limit $n` PostgreSQL's plan for any value guesses a tenth of a million posts, prices it far above the plans
 * made for the values given, and so planned every execution afresh (about 2 ms of planning for a 0.5 ms read at
 * national size, docs/performance.md). With the size written in, the plan for any viewer and cursor is the plan
 * for the given ones, and PostgreSQL keeps it after five executions.
 */
function preparedReads(db: Database) {
  const viewer = sql.placeholder('viewer');
  const page = (name: string, where: SQL | undefined) => {
    const bySize = new Map<number, ReturnType<typeof prepare>>();
    const prepare = (rows: number) =>
      selectPosts(db, viewer)
        .where(and(isNull(posts.removedAt), authorIsPublic, where))
        .orderBy(...NEWEST_FIRST)
        // A literal: `rows` is a validated page size plus one (an integer), never text from the request.
        .limit(sql.raw(String(Math.trunc(rows))) as unknown as number)
        .prepare(`${name}_${rows}`);
    return (rows: number) => {
      let statement = bySize.get(rows);
      if (!statement) {
        statement = prepare(rows);
        bySize.set(rows, statement);
      }
      return statement;
    };
  };
  return {
    feedFirst: page('feed_first_page', undefined),
    feedAfter: page('feed_after_cursor', olderThan(sql.placeholder('createdAt'), sql.placeholder('id'))),
    publicPost: selectPosts(db, viewer)
      .where(and(eq(posts.id, sql.placeholder('id')), isNull(posts.removedAt), authorIsPublic))
      .limit(1)
      .prepare('feed_public_post'),
    likedAmong: db
      .select({ postId: postLikes.postId })
      .from(postLikes)
      .where(
        and(
          eq(postLikes.accountId, sql.placeholder('viewer')),
          sql`${postLikes.postId} = any(${sql.placeholder('ids')}::uuid[])`,
        ),
      )
      .prepare('feed_liked_among'),
  };
}

/** A visitors' answer of the feed or of one post, as sent: `data` is one post or a page of them. */
interface VisitorsPosts {
  data: Post | Post[];
}

/** What every post of a visitors' answer says of its reader: a visitor likes and owns nothing. */
const VISITORS_FLAGS = '"liked":false,"own":false';

/** A visitors' answer cut at each post's flags, with the posts in the same order. */
interface CutAnswer {
  pieces: string[];
  posts: { id: string; authorId: string }[];
}

const CUT_ANSWERS_KEPT = 100;
const cutAnswers = new Map<string, CutAnswer>();

/**
 * A visitors' answer cut where each post carries its flags, so a reader's copy is its pieces joined with their own
 * flags rather than the answer parsed and serialised again for every request. The flags' text cannot stand inside a
 * string of the answer (JSON escapes every quote in a string), so each cut is a post's. Kept per answer, as answers
 * are kept a few seconds and read by many.
 */
function cutAnswer(body: string): CutAnswer {
  const kept = cutAnswers.get(body);
  if (kept) return kept;
  const answer = JSON.parse(body) as VisitorsPosts;
  const shown = Array.isArray(answer.data) ? answer.data : [answer.data];
  const pieces = body.split(VISITORS_FLAGS);
  if (pieces.length !== shown.length + 1) throw new Error("a visitors' answer without one pair of flags per post");
  const cut = { pieces, posts: shown.map((post) => ({ id: post.id, authorId: post.author.id })) };
  if (cutAnswers.size >= CUT_ANSWERS_KEPT) cutAnswers.delete(cutAnswers.keys().next().value ?? '');
  cutAnswers.set(body, cut);
  return cut;
}

function authorOf(row: Row): PostAuthor {
  const { post, creative: c, business: b, partner: p } = row;
  const base = {
    id: post.authorAccountId,
    first_name: null,
    last_name: null,
    registered_name: null,
    industry: null,
    photo: null,
    logo: null,
    expertise: null,
    area: null,
    category: null,
    sector: null,
    available: null,
    open_to_remote: false,
  };
  if (row.role === 'business' && b?.tradeName != null) {
    return {
      ...base,
      type: 'business',
      name: b.tradeName,
      registered_name: b.registeredName,
      photo: b.logo,
      logo: b.logo,
      sector: b.sector,
      area: b.area,
    };
  }
  if (row.role === 'partner' && p?.name != null) {
    return { ...base, type: 'partner', name: p.name, photo: p.logo, logo: p.logo, industry: p.industry };
  }
  if (c?.firstName != null) {
    return {
      ...base,
      type: 'creative',
      name: `${c.firstName} ${c.lastName ?? ''}`.trim(),
      first_name: c.firstName,
      last_name: c.lastName,
      photo: c.photo,
      expertise: c.expertise,
      category: c.category,
      sector: c.sector,
      available: c.availability,
      open_to_remote: c.openToRemote ?? false,
    };
  }
  return {
    ...base,
    type: row.role === 'business' ? 'business' : row.role === 'partner' ? 'partner' : 'creative',
    name: row.displayName,
  };
}

export type PostWithRemoved = Post & { removed: boolean };

export type FeedService = ReturnType<typeof feedService>;

/** Posts, likes and the feed. */
export function feedService(db: Database, media: FeedMedia) {
  const reads = preparedReads(db);

  /** Turns rows into posts for one viewer: images with their copies (`liked` came with each row). */
  async function present(rows: Row[], viewer: AuthContext | null): Promise<PostWithRemoved[]> {
    if (rows.length === 0) return [];
    const described = await media.describe(rows.flatMap((row) => row.post.images));
    return rows.map((row) => {
      const { post } = row;
      const mediaOf = (url: string): PostImage => shownImage(described, url);
      return {
        id: post.id,
        title: post.title,
        description: post.description,
        link: post.link,
        images: post.images,
        media: post.images.map(mediaOf),
        likes: post.likeCount,
        liked: Boolean(row.liked),
        own: viewer?.accountId === post.authorAccountId,
        author: authorOf(row),
        created_at: post.createdAt.toISOString(),
        updated_at: post.updatedAt.toISOString(),
        removed: post.removedAt !== null,
      };
    });
  }

  async function pageOf(rows: Row[], limit: number, viewer: AuthContext | null) {
    const more = rows.length > limit;
    const shown = more ? rows.slice(0, limit) : rows;
    const last = shown[shown.length - 1];
    return {
      items: await present(shown, viewer),
      nextCursor: more && last ? encodeCursor(last.exactCreatedAt, last.post.id) : null,
    };
  }

  const page = async (where: SQL | undefined, limit: number, viewer: AuthContext | null) =>
    pageOf(await pageQuery(db, where, limit, viewer?.accountId ?? null), limit, viewer);

  /** Whether a viewer may see a post: everyone when the author is public and it is not removed; always its author and admins. */
  const visibleTo = (viewer: AuthContext | null): SQL | undefined =>
    viewer?.role === 'admin'
      ? undefined
      : or(
          and(isNull(posts.removedAt), authorIsPublic),
          viewer ? eq(posts.authorAccountId, viewer.accountId) : undefined,
        );

  async function checkImages(accountId: string, images: readonly string[]) {
    if (!(await media.ownImages(images, accountId))) {
      throw badRequest(POST_MESSAGES.foreignImage, { images: POST_MESSAGES.foreignImage });
    }
  }

  async function mustLoad(id: string, viewer: AuthContext | null): Promise<PostWithRemoved> {
    const rows = viewer
      ? await selectPosts(db, viewer.accountId)
          .where(and(eq(posts.id, id), visibleTo(viewer)))
          .limit(1)
      : await reads.publicPost.execute({ id, viewer: null });
    const [post] = await present(rows, viewer);
    if (!post) throw notFound(POST_MESSAGES.notFound);
    return post;
  }

  /** The author's own post (its images), or 404 when there is none and 403 when it is someone else's. */
  async function mustOwn(id: string, accountId: string) {
    const [row] = await db
      .select({ authorAccountId: posts.authorAccountId, images: posts.images })
      .from(posts)
      .where(eq(posts.id, id));
    if (!row) throw notFound(POST_MESSAGES.notFound);
    if (row.authorAccountId !== accountId) throw forbidden(POST_MESSAGES.notYours);
    return row;
  }

  return {
    /** The public feed, newest first, by keyset on (created_at, id): hidden authors and removed posts left out. */
    async publicFeed(query: { limit: number; cursor?: string | undefined }, viewer: AuthContext | null) {
      const params = { viewer: viewer?.accountId ?? null };
      const size = query.limit + 1;
      const rows = query.cursor
        ? await reads.feedAfter(size).execute({ ...params, ...decodeCursor(query.cursor) })
        : await reads.feedFirst(size).execute(params);
      return pageOf(rows, query.limit, viewer);
    },

    /** One author's posts as the public sees them (public profiles). */
    byAuthor: (authorId: string, query: { limit: number; cursor?: string | undefined }, viewer: AuthContext | null) =>
      page(and(eq(posts.authorAccountId, authorId), visibleTo(viewer), before(query.cursor)), query.limit, viewer),

    /** The signed-in account's own posts, removed ones included (they are hidden from everyone else). */
    own: (viewer: AuthContext, query: { limit: number; cursor?: string | undefined }) =>
      page(and(eq(posts.authorAccountId, viewer.accountId), before(query.cursor)), query.limit, viewer),

    get: mustLoad,

    /**
     * A visitors' answer (one post or a page, as sent) made a signed-in viewer's: what they like among its posts,
     * and which are theirs. Everything else a visitor and a viewer see of the public feed is the same.
     */
    async forViewer(visitorsAnswer: string, viewer: AuthContext): Promise<string> {
      const { pieces, posts: shown } = cutAnswer(visitorsAnswer);
      const ids = shown.map((post) => post.id);
      const liked = new Set(
        ids.length === 0
          ? []
          : (await reads.likedAmong.execute({ viewer: viewer.accountId, ids })).map((row) => row.postId),
      );
      let answer = pieces[0] ?? '';
      shown.forEach((post, i) => {
        const own = post.authorId === viewer.accountId;
        answer += `"liked":${liked.has(post.id)},"own":${own}${pieces[i + 1] ?? ''}`;
      });
      return answer;
    },

    async create(viewer: AuthContext, input: PostRequest): Promise<PostWithRemoved> {
      await checkImages(viewer.accountId, input.images);
      const [row] = await db
        .insert(posts)
        .values({ authorAccountId: viewer.accountId, ...input })
        .returning({ id: posts.id });
      if (!row) throw new Error('post not inserted');
      return mustLoad(row.id, viewer);
    },

    /** Edits one's own post; the images it no longer shows are removed from storage once nothing uses them. */
    async update(viewer: AuthContext, id: string, input: PostRequest): Promise<PostWithRemoved> {
      const { images: before } = await mustOwn(id, viewer.accountId);
      await checkImages(viewer.accountId, input.images);
      await db.update(posts).set(input).where(eq(posts.id, id));
      await media.releaseUnused(before.filter((url) => !input.images.includes(url)));
      return mustLoad(id, viewer);
    },

    /** Deletes one's own post, then removes its images from storage unless something else shows them. */
    async remove(viewer: AuthContext, id: string): Promise<void> {
      await mustOwn(id, viewer.accountId);
      const deleted = await db.delete(posts).where(eq(posts.id, id)).returning({ images: posts.images });
      await media.releaseUnused(deleted.flatMap((post) => post.images));
    },

    /**
     * Likes or unlikes a post (toggles when `wanted` is not given). The like row and the count change in one
     * transaction, so the count is always the number of rows; the author hears of it at most once an hour.
     */
    async like(viewer: AuthContext, id: string, wanted?: boolean) {
      const [target] = await db
        .select({ id: posts.id, authorAccountId: posts.authorAccountId, title: posts.title })
        .from(posts)
        .innerJoin(accounts, eq(accounts.id, posts.authorAccountId))
        .where(and(eq(posts.id, id), visibleTo(viewer)));
      if (!target) throw notFound(POST_MESSAGES.notFound);

      return db.transaction(async (tx) => {
        let liked: boolean;
        let delta = 0;
        const existing = await tx
          .select({ postId: postLikes.postId })
          .from(postLikes)
          .where(and(eq(postLikes.postId, id), eq(postLikes.accountId, viewer.accountId)));
        const likeNow = wanted ?? existing.length === 0;
        if (likeNow) {
          const inserted = await tx
            .insert(postLikes)
            .values({ postId: id, accountId: viewer.accountId })
            .onConflictDoNothing()
            .returning({ postId: postLikes.postId });
          delta = inserted.length;
          liked = true;
        } else {
          const deleted = await tx
            .delete(postLikes)
            .where(and(eq(postLikes.postId, id), eq(postLikes.accountId, viewer.accountId)))
            .returning({ postId: postLikes.postId });
          delta = -deleted.length;
          liked = false;
        }
        const [updated] = await tx
          .update(posts)
          .set({ likeCount: sql`${posts.likeCount} + ${delta}`, updatedAt: sql`${posts.updatedAt}` })
          .where(eq(posts.id, id))
          .returning({ likes: posts.likeCount });
        if (delta > 0 && target.authorAccountId !== viewer.accountId) {
          const [liker] = await tx
            .select({ name: accounts.displayName })
            .from(accounts)
            .where(eq(accounts.id, viewer.accountId));
          await notify(tx, {
            accountId: target.authorAccountId,
            kind: 'post_liked',
            data: { post_id: id, title: target.title, by_id: viewer.accountId, by_name: liker?.name ?? '' },
            dedupeKey: `post_liked:${id}`,
            withinMs: LIKE_NOTICE_WINDOW_MS,
          });
        }
        return { id, liked, likes: updated?.likes ?? 0 };
      });
    },
  };
}
