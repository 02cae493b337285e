import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration in ./drizzle from the schema.
// Extensions (citext, pg_trgm) live in the hand-written 0000 migration: drizzle-kit does not emit them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
