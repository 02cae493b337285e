import { SAVED_KINDS, type SavedItem, type SavedKind } from '@creative-ng/shared';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../http/auth-context';
import { pageInfo } from '../../http/pagination';
import { save, savedPage, unsave } from './repository';

/**
 * What 'Saved' needs of each kind: whether the viewer may see an item, and rows read with their item and partner
 * presented as the viewer reads them, with what the kind would otherwise look up (saved, registered) given.
 */
interface SavableKind<Item> {
  get(id: string, viewer: AuthContext | null): Promise<Item>;
  presentFound(rows: never[], viewer: AuthContext | null, found: unknown): Promise<Item[]>;
}

type SavableKinds = { [K in SavedKind]: SavableKind<Extract<SavedItem, { kind: K }>['item']> };

export type SavedService = ReturnType<typeof savedService>;

/** 'Saved': creatives and businesses keep tools, opportunities and trainings to find again. */
export function savedService(db: Database, kinds: SavableKinds) {
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

    /** A page of Saved: one statement reads the rows with their items (repository.ts savedPage), nothing per kind. */
    async list(viewer: AuthContext, query: { kind?: SavedKind | undefined; page: number; limit: number }) {
      const { rows, total } = await savedPage(db, viewer.accountId, query);
      // Every item here is saved by the viewer; trainings say whether the viewer registered.
      const found = {
        saved: new Set(rows.map((row) => (row.tool ?? row.opportunity ?? row.event)?.id)),
        registered: new Set(rows.flatMap((row) => (row.event && row.registered ? [row.event.id] : []))),
      };
      const presented = await Promise.all(
        SAVED_KINDS.map(async (kind) => {
          const mine = rows.flatMap((row) => {
            const item = row[kind];
            return item ? [{ item, authorName: row.authorName, authorLogo: row.authorLogo }] : [];
          });
          const items: { id: string }[] = await kinds[kind].presentFound(mine as never[], viewer, found);
          return [kind, new Map(items.map((item) => [item.id, item]))] as const;
        }),
      );
      const byKind = new Map(presented);
      const items = rows.flatMap((row) =>
        SAVED_KINDS.flatMap((kind) => {
          const item = row[kind] ? byKind.get(kind)?.get(row[kind].id) : undefined;
          return item ? [{ kind, saved_at: row.savedAt.toISOString(), item } as SavedItem] : [];
        }),
      );
      return { items, pagination: pageInfo(query.page, query.limit, total.total, total.capped) };
    },
  };
}
