import { openConfiguredDatabase } from './open-database';

/** `npm run db:migrate`: applies the committed migrations to the configured database. */
const { config, database } = await openConfiguredDatabase();
process.stdout.write(`Migrations applied (${database.kind}${config.DATABASE_URL ? '' : ` in ${config.dataDir}`}).\n`);
await database.close();
