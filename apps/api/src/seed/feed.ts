import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { accounts, postLikes, posts } from '../db/schema/index';
import { SeededRandom } from './random';
import type { Seeder } from './types';

const COUNTS = {
  small: { posts: 48, likes: 160, authors: 40, likers: 80 },
  large: { posts: 100_000, likes: 300_000, authors: 20_000, likers: 40_000 },
} as const;

export const WORKS = [
  ['Adire indigo series', 'Hand-dyed adire cloth from our Abeokuta studio, each piece tied and dyed by hand.'],
  ['Lagos at dusk', 'A short photo story of Lagos traffic, danfo buses and the light over the lagoon at dusk.'],
  ['New Afrobeats demo', 'A new demo recorded with a talking drum and a live horn section. Feedback welcome!'],
  ['Bronze casting workshop', 'Lost-wax bronze casting, the Benin way, taught to ten young artists this month.'],
  [
    'Aso-oke for a wedding',
    'A full aso-oke set woven for a wedding in Ibadan: gele, ipele and agbada in gold and wine.',
  ],
  ['Nollywood short film', 'Our short film about a tailor in Aba is finished. Thank you to the whole crew and cast.'],
  ['Calabash carving', 'Carved calabashes from Oyo, made for a hotel in Abuja. Patterns from old Yoruba designs.'],
  ['Brand identity for a café', 'Logo, menu and signs for a small café in Enugu, inspired by uli drawings.'],
  ['Children’s book illustrations', 'Illustrations for a children’s book about a girl who wants to fly, set in Kano.'],
  ['Leather bags from Sokoto', 'Sokoto leather bags dyed with natural colours and finished by hand.'],
  ['Mural in Port Harcourt', 'A 12-metre mural on a school wall, painted with the students over three weekends.'],
  ['Beadwork collection', 'Coral and glass bead necklaces for a fashion show in Lagos.'],
  ['Pottery from Ilorin', 'Water pots and bowls thrown on the wheel and fired in a wood kiln.'],
  ['Fashion lookbook', 'Our new ready-to-wear lookbook: ankara cuts for the office, shot in Yaba.'],
  ['Spoken word night', 'Recording of our spoken word night in Jos. Ten poets, one microphone, a full hall.'],
  ['Game art concept', 'Concept art for a mobile game set in an old Hausa city, with walls, gates and markets.'],
] as const;

export const LONG_TAIL =
  ' We worked on it for many weeks and learned a lot along the way. If you would like to work with us, or just ' +
  'want to know how it was made, send a message. We are always happy to share what we know with other creatives.';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 1000;

/**
 * Demo posts on the public feed (with pictures from the 'works' pool when the seed has storage) and likes
 * between demo members, with every post's like count equal to its likes. Deterministic ids, so running it
 * twice adds nothing.
 */
export const feedSeeder: Seeder = {
  name: 'posts',
  async run(db, scale, log, { images }) {
    const counts = COUNTS[scale];
    const random = new SeededRandom(20_251_122);
    const members = and(
      inArray(accounts.role, ['user', 'business', 'partner']),
      eq(accounts.isBlacklisted, false),
      eq(accounts.visibility, 'public'),
      isNotNull(accounts.emailVerifiedAt),
      or(sql`${accounts.role} <> 'partner'`, isNotNull(accounts.approvedAt)),
    );
    const authors = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(members)
      .orderBy(asc(accounts.createdAt), asc(accounts.id))
      .limit(counts.authors);
    const likers = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(members)
      .orderBy(asc(accounts.id))
      .limit(counts.likers);
    if (authors.length === 0) {
      log('no members to post with: skipped');
      return;
    }
    const works = await images.pool('works');
    const now = Date.now();

    const postRows: (typeof posts.$inferInsert)[] = [];
    for (let i = 0; i < counts.posts; i++) {
      const [title, description] = random.pick(WORKS);
      const pictureCount = works.length === 0 ? 0 : random.chance(0.35) ? 2 + random.int(2) : 1;
      postRows.push({
        id: random.uuid(),
        authorAccountId: random.pick(authors).id,
        title: scale === 'large' ? `${title} #${i + 1}` : title,
        description: random.chance(0.5) ? `${description}${LONG_TAIL}` : description,
        link: `https://example.com/portfolio/${i + 1}`,
        images: Array.from({ length: pictureCount }, () => random.pick(works)),
        likeCount: 0,
        // Spread over the last 90 days; small demos keep the newest near today.
        createdAt: new Date(now - random.int(90 * DAY_MS)),
      });
    }

    const likeRows: (typeof postLikes.$inferInsert)[] = [];
    const seen = new Set<string>();
    const likesOf = new Map<string, number>();
    for (let i = 0; i < counts.likes; i++) {
      const post = random.pick(postRows);
      const liker = random.pick(likers);
      const key = `${post.id}:${liker.id}`;
      if (!post.id || seen.has(key) || liker.id === post.authorAccountId) continue;
      seen.add(key);
      likeRows.push({ postId: post.id, accountId: liker.id });
      likesOf.set(post.id, (likesOf.get(post.id) ?? 0) + 1);
    }
    for (const post of postRows) post.likeCount = likesOf.get(post.id ?? '') ?? 0;

    let added = 0;
    for (let start = 0; start < postRows.length; start += BATCH) {
      const inserted = await db
        .insert(posts)
        .values(postRows.slice(start, start + BATCH))
        .onConflictDoNothing()
        .returning({ id: posts.id });
      added += inserted.length;
    }
    // Likes go in only with their posts: a second run finds the posts there and adds no like, so counts stay right.
    if (added === postRows.length) {
      for (let start = 0; start < likeRows.length; start += BATCH) {
        await db
          .insert(postLikes)
          .values(likeRows.slice(start, start + BATCH))
          .onConflictDoNothing();
      }
      log(`${added} posts, ${likeRows.length} likes`);
    } else {
      log(`${added} new posts (the rest were there already)`);
    }
  },
};
