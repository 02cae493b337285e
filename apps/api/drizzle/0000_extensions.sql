-- Extensions used by the schema. drizzle-kit does not write CREATE EXTENSION, so they live here.
-- PGlite provides them when the client loads @electric-sql/pglite/contrib/{citext,pg_trgm}.
CREATE EXTENSION IF NOT EXISTS citext;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
