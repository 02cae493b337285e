import type { SavedItem, SavedKind } from '@creative-ng/shared';
import { and, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, opportunities, savedListings, tools } from '../../db/schema/index';
import type { AuthContext } from '../sessions/repository';
import { pageInfo } from './common';
import type { EventService } from './events';
import type { OpportunityService } from './opportunities';
import type { ToolService } from './tools';

const COLUMN = {
  tool: savedListings.toolId,
  opportunity: savedListings.opportunityId,
  event: savedListings.eventId,
} as const;

/** The saved item is still shown to the public (not removed, its partner not blacklisted). */
const stillPublic: SQL = sql`(
  (${savedListings.toolId} is not null and exists (select 1 from ${tools} t join accounts a on a.id = t.partner_account_id
    where t.id = ${savedListings.toolId} and t.removed_at is null and a.is_blacklisted = false))
  or (${savedListings.opportunityId} is not null and exists (select 1 from ${opportunities} o join accounts a on a.id = o.partner_account_id
    where o.id = ${savedListings.opportunityId} and o.removed_at is null and a.is_blacklisted = false))
  or (${savedListings.eventId} is not null and exists (select 1 from ${events} e join accounts a on a.id = e.partner_account_id
    where e.id = ${savedListings.eventId} and e.removed_at is null and a.is_blacklisted = false))
)`;

export type SavedService = ReturnType<typeof savedService>;

/** 'Saved': creatives and businesses keep tools, opportunities and trainings to find again. */
export function savedService(
  db: Database,
  kinds: { tool: ToolService; opportunity: OpportunityService; event: EventService },
) {
  async function mustSee(kind: SavedKind, id: string, viewer: AuthContext) {
    if (kind === 'tool') await kinds.tool.detail(id, viewer);
    else if (kind === 'opportunity') await kinds.opportunity.get(id, viewer);
    else await kinds.event.get(id, viewer);
  }

  return {
    async save(viewer: AuthContext, kind: SavedKind, id: string, wanted: boolean) {
      if (wanted) {
        await mustSee(kind, id, viewer);
        await db
          .insert(savedListings)
          .values({
            accountId: viewer.accountId,
            toolId: kind === 'tool' ? id : null,
            opportunityId: kind === 'opportunity' ? id : null,
            eventId: kind === 'event' ? id : null,
          })
          .onConflictDoNothing();
      } else {
        await db.delete(savedListings).where(and(eq(savedListings.accountId, viewer.accountId), eq(COLUMN[kind], id)));
      }
      return { kind, id, saved: wanted };
    },

    async list(viewer: AuthContext, query: { kind?: SavedKind | undefined; page: number; limit: number }) {
      const where = and(
        eq(savedListings.accountId, viewer.accountId),
        query.kind ? isNotNull(COLUMN[query.kind]) : undefined,
        stillPublic,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(savedListings)
          .where(where)
          .orderBy(desc(savedListings.createdAt), desc(savedListings.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(savedListings).where(where),
      ]);
      const ids = (pick: (row: (typeof rows)[number]) => string | null) =>
        rows.map(pick).filter((id): id is string => id !== null);
      const toolIds = ids((row) => row.toolId);
      const opportunityIds = ids((row) => row.opportunityId);
      const eventIds = ids((row) => row.eventId);
      const [toolList, opportunityList, eventList] = await Promise.all([
        toolIds.length
          ? kinds.tool
              .selectTools()
              .where(inArray(tools.id, toolIds))
              .then((found) => kinds.tool.present(found, viewer))
          : [],
        opportunityIds.length
          ? kinds.opportunity
              .select()
              .where(inArray(opportunities.id, opportunityIds))
              .then((found) => kinds.opportunity.present(found, viewer))
          : [],
        eventIds.length
          ? kinds.event
              .select()
              .where(inArray(events.id, eventIds))
              .then((found) => kinds.event.present(found, viewer))
          : [],
      ]);
      const byId = {
        tool: new Map(toolList.map((item) => [item.id, item])),
        opportunity: new Map(opportunityList.map((item) => [item.id, item])),
        event: new Map(eventList.map((item) => [item.id, item])),
      };
      const items: SavedItem[] = [];
      for (const row of rows) {
        const savedAt = row.createdAt.toISOString();
        const tool = row.toolId ? byId.tool.get(row.toolId) : undefined;
        const opportunity = row.opportunityId ? byId.opportunity.get(row.opportunityId) : undefined;
        const event = row.eventId ? byId.event.get(row.eventId) : undefined;
        if (tool) items.push({ kind: 'tool', saved_at: savedAt, item: tool });
        else if (opportunity) items.push({ kind: 'opportunity', saved_at: savedAt, item: opportunity });
        else if (event) items.push({ kind: 'event', saved_at: savedAt, item: event });
      }
      return { items, pagination: pageInfo(query.page, query.limit, total?.n ?? 0) };
    },
  };
}
