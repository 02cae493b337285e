import {
  deadlineMoment,
  LISTING_MESSAGES,
  lagosMoment,
  lagosParts,
  type Opportunity,
  type OpportunityQuery,
  type OpportunityRequest,
} from '@creative-ng/shared';
import { and, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { accounts, opportunities, partnerProfiles } from '../../db/schema/index';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { AuthContext } from '../sessions/repository';
import {
  authorColumns,
  checkImages,
  describeAll,
  isoMicro,
  type ListingDeps,
  listPage,
  matches,
  mustPublish,
  publisherIsPublic,
  savedAmong,
  visibleTo,
} from './common';

const columns = { item: opportunities, ...authorColumns };

function selectOpportunities(deps: ListingDeps) {
  return deps.db
    .select(columns)
    .from(opportunities)
    .innerJoin(accounts, eq(accounts.id, opportunities.partnerAccountId))
    .leftJoin(partnerProfiles, eq(partnerProfiles.accountId, opportunities.partnerAccountId));
}

type Row = Awaited<ReturnType<typeof selectOpportunities>>[number];

const publicOpportunity: SQL | undefined = and(isNull(opportunities.removedAt), publisherIsPublic);

function filters(query: OpportunityQuery): SQL | undefined {
  return and(
    matches(opportunities.searchVector, query.q),
    query.location ? inArray(opportunities.location, query.location) : undefined,
    query.timing ? inArray(opportunities.timing, query.timing) : undefined,
    query.level ? inArray(opportunities.level, query.level) : undefined,
    query.status === 'open' ? gt(opportunities.deadline, sql`now()`) : undefined,
  );
}

/** The moments a request stands for (the schema has checked both are real and the deadline is ahead). */
function moments(input: OpportunityRequest) {
  const startsAt = lagosMoment(input.date, input.time);
  const deadline = deadlineMoment(input.deadline);
  if (!startsAt) throw badRequest(LISTING_MESSAGES.badDate, { date: LISTING_MESSAGES.badDate });
  if (!deadline) throw badRequest(LISTING_MESSAGES.badDate, { deadline: LISTING_MESSAGES.badDate });
  return { startsAt, deadline };
}

export type OpportunityService = ReturnType<typeof opportunityService>;

/** Opportunities (spec content §2 /opportunitypage, /opportunitydetails, /opportunity; §7 opportunity calls). */
export function opportunityService(deps: ListingDeps) {
  const { db, media } = deps;

  async function present(rows: Row[], viewer: AuthContext | null): Promise<Opportunity[]> {
    if (rows.length === 0) return [];
    const image = await describeAll(
      media,
      rows.flatMap((row) => row.item.images),
    );
    const saved = await savedAmong(
      db,
      viewer,
      'opportunity',
      rows.map((row) => row.item.id),
    );
    const now = Date.now();
    return rows.map(({ item, authorName, authorLogo }) => ({
      id: item.id,
      title: item.title,
      description: item.description,
      link: item.link,
      images: item.images,
      media: item.images.map(image),
      date: isoMicro(item.startsAt),
      time: lagosParts(item.startsAt).time,
      deadline: isoMicro(item.deadline),
      closed: item.deadline.getTime() <= now,
      address: item.address,
      timing: item.timing,
      level: (item.level as Opportunity['level']) ?? null,
      location: (item.location as Opportunity['location']) ?? null,
      author: { id: item.partnerAccountId, name: authorName, logo: authorLogo },
      own: viewer?.accountId === item.partnerAccountId,
      saved: saved.has(item.id),
      created_at: item.createdAt.toISOString(),
      updated_at: item.updatedAt.toISOString(),
    }));
  }

  const list = (where: SQL | undefined, query: OpportunityQuery, viewer: AuthContext | null) =>
    listPage(
      db,
      { table: opportunities, partner: opportunities.partnerAccountId },
      where,
      query,
      selectOpportunities(deps)
        .where(where)
        // Open ones first (newest first), then those whose deadline has passed.
        .orderBy(sql`(${opportunities.deadline} <= now())`, desc(opportunities.createdAt), desc(opportunities.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      (rows) => present(rows, viewer),
    );

  async function load(id: string, viewer: AuthContext | null): Promise<Opportunity> {
    const rows = await selectOpportunities(deps)
      .where(and(eq(opportunities.id, id), visibleTo(viewer, publicOpportunity, opportunities.partnerAccountId)))
      .limit(1);
    const [item] = await present(rows, viewer);
    if (!item) throw notFound(LISTING_MESSAGES.opportunityNotFound);
    return item;
  }

  async function mustOwn(id: string, accountId: string) {
    const [row] = await db
      .select({ owner: opportunities.partnerAccountId, deadline: opportunities.deadline })
      .from(opportunities)
      .where(eq(opportunities.id, id));
    if (!row) throw notFound(LISTING_MESSAGES.opportunityNotFound);
    if (row.owner !== accountId) throw forbidden(LISTING_MESSAGES.notYours);
    return row;
  }

  const values = (input: OpportunityRequest) => ({
    title: input.title,
    description: input.description,
    link: input.link,
    ...moments(input),
    images: input.images,
    address: input.address || null,
    timing: input.timing,
    level: input.level ?? null,
    location: input.location ?? (input.timing === 'remote' ? 'remote' : null),
  });

  return {
    publicList: (query: OpportunityQuery, viewer: AuthContext | null) =>
      list(and(publicOpportunity, filters(query)), query, viewer),

    ownList: (viewer: AuthContext, query: OpportunityQuery) =>
      list(and(eq(opportunities.partnerAccountId, viewer.accountId), filters(query)), query, viewer),

    get: load,

    async create(auth: AuthContext | null, input: OpportunityRequest): Promise<Opportunity> {
      const viewer = await mustPublish(db, auth);
      await checkImages(media, viewer.accountId, input.images);
      const [row] = await db
        .insert(opportunities)
        .values({ partnerAccountId: viewer.accountId, ...values(input) })
        .returning({ id: opportunities.id });
      if (!row) throw new Error('opportunity not inserted');
      return load(row.id, viewer);
    },

    async update(auth: AuthContext | null, id: string, input: OpportunityRequest): Promise<Opportunity> {
      const viewer = await mustPublish(db, auth);
      const stored = await mustOwn(id, viewer.accountId);
      const changed = values(input);
      // A closed opportunity may keep its deadline; a new deadline must be ahead.
      if (changed.deadline.getTime() !== stored.deadline.getTime() && changed.deadline.getTime() <= Date.now()) {
        throw badRequest(LISTING_MESSAGES.deadlinePast, { deadline: LISTING_MESSAGES.deadlinePast });
      }
      await checkImages(media, viewer.accountId, input.images);
      await db.update(opportunities).set(changed).where(eq(opportunities.id, id));
      return load(id, viewer);
    },

    async remove(auth: AuthContext | null, id: string): Promise<void> {
      const viewer = await mustPublish(db, auth);
      await mustOwn(id, viewer.accountId);
      await db.delete(opportunities).where(eq(opportunities.id, id));
    },

    present,
    select: () => selectOpportunities(deps),
  };
}
