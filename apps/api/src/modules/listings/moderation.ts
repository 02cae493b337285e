import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, events, opportunities, tools } from '../../db/schema/index';
import type { TargetFacts, TargetKind } from '../moderation/targets';

/*
 * Partner listings as a moderation target (report type 'listing'): a reported id is looked up among tools,
 * opportunities and trainings; removing one sets its `removed_at`, which hides it from everyone but its partner.
 * Plugged into moderation's TARGETS as `listing: listingTarget`.
 */

const EXCERPT_LENGTH = 160;
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);

const KINDS = [
  { table: tools, title: tools.name, path: '/tooldetailsPage/' },
  { table: opportunities, title: opportunities.title, path: '/opportunitydetails/' },
  { table: events, title: events.title, path: '/training/' },
] as const;

export const listingTarget: TargetKind = {
  async find(db, ids) {
    const found = new Map<string, TargetFacts>();
    if (ids.length === 0) return found;
    for (const kind of KINDS) {
      const rows = await db
        .select({
          id: kind.table.id,
          title: kind.title,
          description: kind.table.description,
          removedAt: kind.table.removedAt,
          authorId: accounts.id,
          authorName: accounts.displayName,
          authorRole: accounts.role,
        })
        .from(kind.table)
        .innerJoin(accounts, eq(accounts.id, kind.table.partnerAccountId))
        .where(inArray(kind.table.id, [...ids]));
      for (const r of rows) {
        found.set(r.id, {
          id: r.id,
          authorId: r.authorId,
          authorName: r.authorName,
          authorRole: r.authorRole,
          title: r.title,
          excerpt: excerpt(r.description),
          link: `${kind.path}${r.id}`,
          removed: r.removedAt !== null,
        });
      }
    }
    return found;
  },

  async remove(tx: Database, id: string, reason: string) {
    for (const kind of KINDS) {
      const done = await tx
        .update(kind.table)
        .set({ removedAt: new Date(), removedReason: reason })
        .where(and(eq(kind.table.id, id), isNull(kind.table.removedAt)))
        .returning({ id: kind.table.id });
      if (done.length > 0) return true;
    }
    return false;
  },
};
