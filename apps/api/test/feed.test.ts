import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storageFromConfig } from '../src/adapters/storage/index';
import { accounts, businessProfiles, creativeProfiles, mediaFiles, notifications, posts } from '../src/db/schema/index';
import { LIKE_NOTICE_WINDOW_MS } from '../src/modules/feed/service';
import { mediaService } from '../src/modules/media/service';
import { signedInAccount } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { insertPosts } from './helpers/posts';
import { uploadImage } from './helpers/uploads';

const app = useTestApp();
const db = () => app().database.handle.db;
const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  app().app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });

async function creative(first = 'Amaka', last = 'Obi', overrides: Partial<typeof accounts.$inferInsert> = {}) {
  const { account, token } = await signedInAccount(db(), 'user', { displayName: `${first} ${last}`, ...overrides });
  await db().insert(creativeProfiles).values({
    accountId: account.id,
    firstName: first,
    lastName: last,
    expertise: 'Photographer',
    availability: 'Contract',
  });
  return { account, token };
}

/** A real 64 × 48 PNG uploaded as the account: its address. */
const upload = (token: string) => uploadImage(app().app, token, { purpose: 'post', width: 64, height: 48 });

async function createPost(token: string, title = 'My latest work', images?: string[]) {
  const res = await call('POST', '/api/prop/posts', token, {
    title,
    description: 'A short film shot in Lagos with friends.',
    link: 'https://example.ng/work',
    images: images ?? [await upload(token)],
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; images: string[]; media: { srcset: string | null; color?: string | null }[] };
}

async function walkFeed(limit: number, between?: () => Promise<void>) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let first = true;
  do {
    const url = `/api/prop/public/post?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await call('GET', url);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: { id: string }[]; next_cursor: string | null };
    seen.push(...body.data.map((post) => post.id));
    cursor = body.next_cursor;
    if (first && between) await between();
    first = false;
  } while (cursor);
  return seen;
}

describe('creating posts (POST /prop/posts)', () => {
  it('creates a post with uploaded images and shows it at the top of the feed with srcset', async () => {
    const { token, account } = await creative();
    const images = [await upload(token), await upload(token)];
    const post = await createPost(token, 'Two images', images);
    expect(post.images).toEqual(images);
    expect(post.media[0]?.srcset).toMatch(/ 64w$/);
    // Each image comes with its average colour, painted in its place until it loads.
    expect(post.media[0]?.color).toMatch(/^#[0-9a-f]{6}$/);
    const feed = (await call('GET', '/api/prop/public/post?limit=12')).json();
    expect(feed.data[0]).toMatchObject({
      id: post.id,
      title: 'Two images',
      likes: 0,
      liked: false,
      author: {
        id: account.id,
        type: 'creative',
        name: 'Amaka Obi',
        first_name: 'Amaka',
        expertise: 'Photographer',
        available: 'Contract',
      },
    });
    const own = (await call('GET', '/api/prop/posts', token)).json();
    expect(own.data.map((p: { id: string }) => p.id)).toContain(post.id);
  });

  it.each(['title', 'description', 'link', 'images'])(
    'refuses a post without its %s with the spec message',
    async (field) => {
      const { token } = await creative();
      const body: Record<string, unknown> = {
        title: 'A title',
        description: 'A description',
        link: 'https://example.ng',
        images: [await upload(token)],
      };
      delete body[field];
      const res = await call('POST', '/api/prop/posts', token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('All fields are required for the post');
      expect(res.json().data.fields[field]).toBe('All fields are required for the post');
      const blank = await call('POST', '/api/prop/posts', token, { ...body, [field]: field === 'images' ? [] : '  ' });
      expect(blank.json().message).toBe('All fields are required for the post');
    },
  );

  it("refuses images that are not this platform's uploads, or are someone else's", async () => {
    const { token } = await creative();
    const other = await creative('Tunde', 'Bello');
    const payload = { title: 'T', description: 'D', link: 'https://example.ng' };
    const foreign = await call('POST', '/api/prop/posts', token, {
      ...payload,
      images: ['https://images.example.com/cat.png'],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().data.fields.images).toMatch(/Upload the image here first/);
    const theirs = await call('POST', '/api/prop/posts', token, { ...payload, images: [await upload(other.token)] });
    expect(theirs.statusCode).toBe(400);
  });

  it('needs sign-in, and admins do not post', async () => {
    expect((await call('POST', '/api/prop/posts', undefined, {})).statusCode).toBe(401);
    const admin = await signedInAccount(db(), 'admin');
    expect((await call('POST', '/api/prop/posts', admin.token, {})).statusCode).toBe(403);
  });
});

describe('editing and deleting', () => {
  it("lets the author edit and delete, and refuses another person's post", async () => {
    const author = await creative();
    const other = await creative('Tunde', 'Bello');
    const post = await createPost(author.token);
    const body = { title: 'New title', description: 'New text', link: 'https://example.ng/new', images: post.images };

    const refused = await call('PUT', `/api/prop/posts/${post.id}`, other.token, body);
    expect(refused.statusCode).toBe(403);
    expect((await call('DELETE', `/api/prop/posts/${post.id}`, other.token)).statusCode).toBe(403);

    const edited = await call('PUT', `/api/prop/posts/${post.id}`, author.token, body);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'New title', description: 'New text' });
    expect((await call('GET', `/api/prop/public/post/${post.id}`)).json().data.title).toBe('New title');

    expect((await call('DELETE', `/api/prop/posts/${post.id}`, author.token)).statusCode).toBe(200);
    expect((await call('GET', `/api/prop/public/post/${post.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/prop/posts/${post.id}`, author.token, body)).statusCode).toBe(404);
  });
});

describe('stored images of edited and deleted posts', () => {
  /** Where each copy of an uploaded image is stored (DATA_DIR/uploads/<key>), read from its media row. */
  async function filesOf(url: string): Promise<string[]> {
    const key = new URL(url, 'http://localhost').pathname.replace(/^\/media\//, '');
    const [row] = await db().select({ variants: mediaFiles.variants }).from(mediaFiles).where(eq(mediaFiles.key, key));
    expect(row?.variants.length).toBeGreaterThan(0);
    return (row?.variants ?? []).map((variant) => path.join(app().config.dataDir, 'uploads', variant.key));
  }
  const stored = (files: string[]) => files.filter((file) => fs.existsSync(file)).length;
  const edit = (token: string, id: string, images: string[]) =>
    call('PUT', `/api/prop/posts/${id}`, token, {
      title: 'Edited',
      description: 'Edited',
      link: 'https://x.ng',
      images,
    });

  it("removes every stored copy of a deleted post's images, and forgets them", async () => {
    const author = await creative();
    const images = [await upload(author.token), await upload(author.token)];
    const post = await createPost(author.token, 'Soon gone', images);
    const files = (await Promise.all(images.map(filesOf))).flat();
    expect(stored(files)).toBe(files.length);

    expect((await call('DELETE', `/api/prop/posts/${post.id}`, author.token)).statusCode).toBe(200);
    expect(stored(files)).toBe(0);
    expect((await call('GET', new URL(images[0] ?? '', 'http://localhost').pathname)).statusCode).toBe(404);
    // The address is no longer an upload of this platform, so new content cannot show a missing image.
    const reused = await call('POST', '/api/prop/posts', author.token, {
      title: 'Again',
      description: 'Again',
      link: 'https://x.ng',
      images: [images[0]],
    });
    expect(reused.statusCode).toBe(400);
  });

  it('removes the images an edit drops and keeps those the post still shows', async () => {
    const author = await creative();
    const [kept, dropped] = [await upload(author.token), await upload(author.token)];
    const post = await createPost(author.token, 'Two images', [kept ?? '', dropped ?? '']);
    const keptFiles = await filesOf(kept ?? '');
    const droppedFiles = await filesOf(dropped ?? '');
    const added = await upload(author.token);

    expect((await edit(author.token, post.id, [kept ?? '', added])).statusCode).toBe(200);
    expect(stored(droppedFiles)).toBe(0);
    expect(stored(keptFiles)).toBe(keptFiles.length);
    expect(stored(await filesOf(added))).toBeGreaterThan(0);
  });

  it('keeps images another post or a profile still shows', async () => {
    const author = await creative();
    const shared = await upload(author.token);
    const photo = await upload(author.token);
    const first = await createPost(author.token, 'First', [shared, photo]);
    await createPost(author.token, 'Second', [shared]);
    await db().update(creativeProfiles).set({ photo }).where(eq(creativeProfiles.accountId, author.account.id));
    const files = [...(await filesOf(shared)), ...(await filesOf(photo))];

    expect((await call('DELETE', `/api/prop/posts/${first.id}`, author.token)).statusCode).toBe(200);
    expect(stored(files)).toBe(files.length);
    expect((await call('GET', new URL(photo, 'http://localhost').pathname)).statusCode).toBe(200);
  });

  it('answers the delete even when the store cannot remove a file, and logs it', async () => {
    const { account } = await creative();
    const key = `images/zz/${randomBytes(16).toString('hex')}-64.webp`;
    await db()
      .insert(mediaFiles)
      .values({
        ownerAccountId: account.id,
        purpose: 'post',
        key,
        width: 64,
        height: 48,
        bytes: 10,
        variants: [{ width: 64, height: 48, bytes: 10, key }],
      });
    const local = storageFromConfig(app().config);
    const warnings: unknown[] = [];
    const media = mediaService({
      db: db(),
      storage: { ...local, delete: () => Promise.reject(new Error('store is down')) },
      limits: { maxBytes: 1, maxPixels: 1 },
      log: { warn: (entry: unknown) => warnings.push(entry), error: (entry: unknown) => warnings.push(entry) } as never,
    });
    await expect(media.releaseUnused([local.publicUrl(key)])).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
  });
});

describe('the public feed (GET /prop/public/post)', () => {
  it('pages newest first with no duplicates or gaps while new posts arrive', async () => {
    const { account, token } = await creative('Paging', 'Author');
    const before = (await db().select({ n: sql<number>`count(*)::int` }).from(posts))[0]?.n ?? 0;
    await insertPosts(db(), account.id, 40);
    // Several posts with the very same time: the id breaks the tie.
    const sameTime = new Date(Date.UTC(2026, 0, 1, 0, 0, 20, 500));
    await db()
      .insert(posts)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          authorAccountId: account.id,
          title: `Same ${i}`,
          description: 'Same time',
          link: 'https://example.ng',
          images: [],
          createdAt: sameTime,
        })),
      );
    const expected = (await db().select({ id: posts.id }).from(posts).orderBy(sql`created_at desc, id desc`)).map(
      (r) => r.id,
    );
    expect(expected.length).toBe(before + 45);

    const seen = await walkFeed(7, async () => {
      // New posts arrive after the first page was read: they belong above it, not in the later pages.
      await createPost(token, 'Arrived while paging');
      await createPost(token, 'Also arrived');
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expected);
  });

  it('leaves out posts of blacklisted, private and unverified authors, and removed posts', async () => {
    const visible = await creative('Visible', 'Author');
    const blacklisted = await creative('Black', 'Listed');
    const hidden = await creative('Private', 'Person');
    const shown = await createPost(visible.token, 'Shown');
    const bl = await createPost(blacklisted.token, 'By a blacklisted author');
    const pr = await createPost(hidden.token, 'By a private author');
    const removed = await createPost(visible.token, 'Removed by an admin');
    await db().update(accounts).set({ isBlacklisted: true }).where(eq(accounts.id, blacklisted.account.id));
    await db().update(accounts).set({ visibility: 'private' }).where(eq(accounts.id, hidden.account.id));
    await db().update(posts).set({ removedAt: new Date() }).where(eq(posts.id, removed.id));

    const ids = (await walkFeed(50)).filter(Boolean);
    expect(ids).toContain(shown.id);
    for (const gone of [bl.id, pr.id, removed.id]) expect(ids).not.toContain(gone);
    for (const gone of [bl.id, pr.id, removed.id]) {
      expect((await call('GET', `/api/prop/public/post/${gone}`)).statusCode).toBe(404);
    }
    // The author still sees their own removed post among their posts.
    // Only the author's own list says whether a post was removed (the response schemas leave it out elsewhere).
    expect((await call('GET', `/api/prop/public/post/${shown.id}`)).json().data).not.toHaveProperty('removed');
    const own = (await call('GET', '/api/prop/posts?limit=50', visible.token)).json().data;
    expect(own.find((p: { id: string }) => p.id === removed.id)).toMatchObject({ removed: true });
    // Liking a hidden post is refused too.
    expect((await call('POST', `/api/prop/post/${pr.id}`, visible.token)).statusCode).toBe(404);
  });

  it('shows business authors with their trade name and sector', async () => {
    const { account, token } = await signedInAccount(db(), 'business', { displayName: 'Ada Prints' });
    await db()
      .insert(businessProfiles)
      .values({ accountId: account.id, tradeName: 'Ada Prints', sector: 'Visual Arts & Crafts', area: 'Printmaking' });
    const post = await createPost(token, 'Business post');
    const one = (await call('GET', `/api/prop/public/post/${post.id}`)).json().data;
    expect(one.author).toMatchObject({
      type: 'business',
      name: 'Ada Prints',
      sector: 'Visual Arts & Crafts',
      area: 'Printmaking',
    });
  });

  it("lists an author's posts on their public profile, and by author", async () => {
    const { account, token } = await creative('Profile', 'Poster');
    const post = await createPost(token, 'On my profile');
    const profile = (await call('GET', `/api/prop/public/creative/${account.id}`)).json().data.data;
    expect(profile.posts.map((p: { id: string }) => p.id)).toEqual([post.id]);
    const byAuthor = (await call('GET', `/api/prop/public/posts/by/${account.id}`)).json();
    expect(byAuthor.data.map((p: { id: string }) => p.id)).toEqual([post.id]);
    expect(byAuthor.next_cursor).toBeNull();
  });

  it("lets visitors' answers be cached briefly, never a member's (it carries their likes)", async () => {
    const { token } = await creative('Cache', 'Check');
    const visitor = await call('GET', '/api/prop/public/post');
    expect(visitor.headers['cache-control']).toBe('public, max-age=5');
    expect(String(visitor.headers.vary)).toContain('authorization');
    const member = await call('GET', '/api/prop/public/post', token);
    expect(member.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a made-up cursor', async () => {
    const res = await call('GET', '/api/prop/public/post?cursor=bm9wZQ');
    expect(res.statusCode).toBe(400);
  });
});

describe('likes (POST /prop/post/{id})', () => {
  it('toggles: liking twice returns to the start, and the state survives a reload', async () => {
    const author = await creative();
    const fan = await creative('Fan', 'One');
    const post = await createPost(author.token);
    const first = await call('POST', `/api/prop/post/${post.id}`, fan.token);
    expect(first.json().data).toEqual({ id: post.id, liked: true, likes: 1 });
    const reload = (await call('GET', `/api/prop/public/post/${post.id}`, fan.token)).json().data;
    expect(reload).toMatchObject({ liked: true, likes: 1 });
    const second = await call('POST', `/api/prop/post/${post.id}`, fan.token);
    expect(second.json().data).toEqual({ id: post.id, liked: false, likes: 0 });
    // Setting it explicitly is idempotent.
    await call('POST', `/api/prop/post/${post.id}`, fan.token, { liked: true });
    const again = await call('POST', `/api/prop/post/${post.id}`, fan.token, { liked: true });
    expect(again.json().data.likes).toBe(1);
  });

  it('counts one like per person: two accounts give 2', async () => {
    const author = await creative();
    const a = await creative('Fan', 'A');
    const b = await creative('Fan', 'B');
    const post = await createPost(author.token);
    await call('POST', `/api/prop/post/${post.id}`, a.token);
    const res = await call('POST', `/api/prop/post/${post.id}`, b.token);
    expect(res.json().data.likes).toBe(2);
    const visitor = (await call('GET', `/api/prop/public/post/${post.id}`)).json().data;
    expect(visitor).toMatchObject({ likes: 2, liked: false });
  });

  it('needs sign-in', async () => {
    const author = await creative();
    const post = await createPost(author.token);
    expect((await call('POST', `/api/prop/post/${post.id}`)).statusCode).toBe(401);
  });

  it('tells the author at most once per post per hour', async () => {
    const author = await creative();
    const post = await createPost(author.token, 'Notice me');
    const fans = [await creative('Fan', 'X'), await creative('Fan', 'Y')];
    for (const fan of fans) await call('POST', `/api/prop/post/${post.id}`, fan.token);
    await call('POST', `/api/prop/post/${post.id}`, author.token);
    const notices = await db().select().from(notifications).where(eq(notifications.accountId, author.account.id));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'post_liked', data: { post_id: post.id, title: 'Notice me' } });
    // An hour later, the next like tells again.
    await db()
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - LIKE_NOTICE_WINDOW_MS - 1000) })
      .where(eq(notifications.accountId, author.account.id));
    await call('POST', `/api/prop/post/${post.id}`, fans[0]?.token);
    await call('POST', `/api/prop/post/${post.id}`, fans[0]?.token);
    const after = await db().select().from(notifications).where(eq(notifications.accountId, author.account.id));
    expect(after).toHaveLength(2);
    const listed = (await call('GET', '/api/prop/notifications', author.token)).json().data;
    expect(listed.unread).toBe(2);
  });
});
