import type { ConversationSubjectType } from '@creative-ng/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, opportunities, orderRequests, products, proposals } from '../../db/schema/index';

/** A subject as a conversation needs it: its title, and the people it concerns. */
export interface SubjectFacts {
  title: string;
  /**
   * Who may start a conversation about it, with whom: an owner (a product's seller, a listing's partner) talks with
   * anyone else; the two parties of an order or proposal talk only with each other.
   */
  parties: { kind: 'owner'; owner: string } | { kind: 'pair'; first: string; second: string };
}

type Finder = (db: Database, id: string) => Promise<SubjectFacts | undefined>;

/** A product or listing, found by its title and owner unless an admin removed it. */
function ownedItem(
  table: typeof products | typeof events | typeof opportunities,
  owner: typeof products.sellerAccountId | typeof events.partnerAccountId | typeof opportunities.partnerAccountId,
): Finder {
  return async (db, id) => {
    const [row] = await db
      .select({ title: table.title, owner })
      .from(table)
      .where(and(eq(table.id, id), isNull(table.removedAt)));
    return row && { title: row.title, parties: { kind: 'owner', owner: row.owner } };
  };
}

/** How each kind of subject is found. */
const FINDERS: Readonly<Record<Exclude<ConversationSubjectType, 'member'>, Finder>> = {
  product: ownedItem(products, products.sellerAccountId),
  training: ownedItem(events, events.partnerAccountId),
  opportunity: ownedItem(opportunities, opportunities.partnerAccountId),
  async order(db, id) {
    const [row] = await db
      .select({
        title: orderRequests.productTitle,
        buyer: orderRequests.buyerAccountId,
        seller: orderRequests.sellerAccountId,
      })
      .from(orderRequests)
      .where(eq(orderRequests.id, id));
    return row && { title: row.title, parties: { kind: 'pair', first: row.buyer, second: row.seller } };
  },
  async proposal(db, id) {
    const [row] = await db
      .select({ title: proposals.title, sender: proposals.senderAccountId, host: proposals.hostAccountId })
      .from(proposals)
      .where(eq(proposals.id, id));
    return row && { title: row.title, parties: { kind: 'pair', first: row.sender, second: row.host } };
  },
};

export function findSubject(
  db: Database,
  type: Exclude<ConversationSubjectType, 'member'>,
  id: string,
): Promise<SubjectFacts | undefined> {
  return FINDERS[type](db, id);
}

/** Where each kind of subject is shown in the web app. */
const LINKS: Readonly<Record<ConversationSubjectType, (id: string) => string>> = {
  member: (id) => `/profile/${id}`,
  product: (id) => `/marketdetailsPage/${id}`,
  order: () => '/orders',
  proposal: (id) => `/proposaldetailsPage/${id}`,
  training: (id) => `/training/${id}`,
  opportunity: (id) => `/opportunitydetails/${id}`,
};

export const subjectLink = (type: ConversationSubjectType, id: string): string => LINKS[type](id);
