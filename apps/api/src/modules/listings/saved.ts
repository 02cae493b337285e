import { SAVED_KINDS, type SavedItem, type SavedKind } from '@creative-ng/shared';
import type { Database } from '../../db/client';
import { pageInfo } from '../../http/pagination';
import type { AuthContext } from '../sessions/repository';
import { save, savedPage, unsave } from './repository';

/** What 'Saved' needs of each kind: whether the viewer may see an item, and items by id as the viewer reads them. */
interface SavableKind<Item> {
  get(id: string, viewer: AuthContext | null): Promise<Item>;
  byIds(ids: readonly string[], viewer: AuthContext | null): Promise<Item[]>;
}

type SavableKinds = { [K in SavedKind]: SavableKind<Extract<SavedItem, { kind: K }>['item']> };

type SavedRow = Awaited<ReturnType<typeof savedPage>>['rows'][number];

const savedId = (row: SavedRow, kind: SavedKind) =>
  ({ tool: row.toolId, opportunity: row.opportunityId, event: row.eventId })[kind];

export type SavedService = ReturnType<typeof savedService>;

/** 'Saved': creatives and businesses keep tools, opportunities and trainings to find again. */
export function savedService(db: Database, kinds: SavableKinds) {
  /** Each kind's saved items of these rows, by id. */
  async function itemsOf(rows: SavedRow[], viewer: AuthContext) {
    const found = await Promise.all(
      SAVED_KINDS.map(async (kind) => {
        const ids = rows.map((row) => savedId(row, kind)).filter((id): id is string => id !== null);
        const items: { id: string }[] = await kinds[kind].byIds(ids, viewer);
        return [kind, new Map(items.map((item) => [item.id, item]))] as const;
      }),
    );
    return new Map(found);
  }

  return {
    async save(viewer: AuthContext, kind: SavedKind, id: string, wanted: boolean) {
      if (wanted) {
        await kinds[kind].get(id, viewer);
        await save(db, viewer.accountId, kind, id);
      } else {
        await unsave(db, viewer.accountId, kind, id);
      }
      return { kind, id, saved: wanted };
    },

    async list(viewer: AuthContext, query: { kind?: SavedKind | undefined; page: number; limit: number }) {
      const { rows, total } = await savedPage(db, viewer.accountId, query);
      const byKind = await itemsOf(rows, viewer);
      const items = rows.flatMap((row) =>
        SAVED_KINDS.flatMap((kind) => {
          const id = savedId(row, kind);
          const item = id ? byKind.get(kind)?.get(id) : undefined;
          return item ? [{ kind, saved_at: row.createdAt.toISOString(), item } as SavedItem] : [];
        }),
      );
      return { items, pagination: pageInfo(query.page, query.limit, total.total, total.capped) };
    },
  };
}
