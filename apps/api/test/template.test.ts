import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/migrate';
import { accounts } from '../src/db/schema/index';
import { createTestDatabase, providedTemplate, type TestDatabase } from './helpers/database';
import { migrationsHash, TEMPLATE_PREFIX, withClient } from './helpers/template';

/** Each test file's database is a copy of the template the run migrated once (decision 0066). */
describe('a test database', () => {
  const made: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of made) await database.drop();
  });
  const create = async () => {
    const database = await createTestDatabase();
    made.push(database);
    return database;
  };

  it('is copied from the template of this run, made from the migrations as they are now', () => {
    const template = providedTemplate();
    if (process.env.TEST_DATABASE_URL) {
      expect(template).toEqual({
        kind: 'postgres',
        name: `${TEMPLATE_PREFIX}${migrationsHash()}`,
        run: expect.stringMatching(/^[0-9a-f]{8}$/),
      });
    } else {
      expect(template?.kind).toBe('pglite');
    }
  });

  it('has every migration applied', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const { db } = (await create()).handle;
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
    expect(await rows(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toEqual([
      { n: journal.entries.length },
    ]);
    // The extensions of the first migration are there too.
    expect(await rows(sql`select 'ÁDA'::citext = 'áda'::citext as same`)).toEqual([{ same: true }]);
  });

  it('is clean and its own: what one file writes, another never sees', async () => {
    const first = await create();
    const second = await create();
    await first.handle.db
      .insert(accounts)
      .values({ email: 'only-here@example.ng', role: 'user', displayName: 'Ada Eze' });
    expect(await first.handle.db.$count(accounts)).toBe(1);
    expect(await second.handle.db.$count(accounts)).toBe(0);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'leaves the template closed to connections, so copying it never waits',
    async () => {
      const template = providedTemplate();
      const rows = await withClient(process.env.TEST_DATABASE_URL ?? '', (client) =>
        client.query('select datallowconn from pg_database where datname = $1', [
          template?.kind === 'postgres' && template.name,
        ]),
      );
      expect(rows.rows).toEqual([{ datallowconn: false }]);
    },
  );
});
