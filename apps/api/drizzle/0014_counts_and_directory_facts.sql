CREATE TABLE "account_counts" (
	"role" "account_role" NOT NULL,
	"state" text NOT NULL,
	"sector" text NOT NULL,
	"status" text NOT NULL,
	"listed" boolean NOT NULL,
	"identity_verified" boolean NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "account_counts_role_state_sector_status_listed_identity_verified_pk" PRIMARY KEY("role","state","sector","status","listed","identity_verified")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tallies" (
	"name" text NOT NULL,
	"key" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "tallies_name_key_pk" PRIMARY KEY("name","key")
);
--> statement-breakpoint
DROP INDEX "accounts_role_created_idx";--> statement-breakpoint
DROP INDEX "accounts_display_name_trgm_idx";--> statement-breakpoint
DROP INDEX "accounts_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "audit_log_subject_idx";--> statement-breakpoint
DROP INDEX "notifications_account_idx";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "directory_state" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "directory_sector" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "has_profile" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "identity_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "listed" boolean GENERATED ALWAYS AS ((has_profile and is_blacklisted = false and visibility = 'public' and email_verified_at is not null and (role <> 'partner' or approved_at is not null))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "status" text GENERATED ALWAYS AS ((case when is_blacklisted then 'BLOCKED' when (case when role = 'partner' then approved_at is not null else identity_verified end) then 'ACTIVE' when email_verified_at is null then 'INACTIVE' when visibility = 'private' then 'PRIVATE' else 'PUBLIC' end)) STORED NOT NULL;--> statement-breakpoint
-- The directory's facts about each account, copied from its profile and identity once here, then by triggers.
UPDATE "accounts" a SET
  "directory_state" = f.state,
  "directory_sector" = f.sector,
  "has_profile" = f.has_profile,
  "identity_verified" = f.verified
FROM (
  SELECT x.id,
         coalesce(cp.residence_state, bp.state) AS state,
         coalesce(cp.sector, bp.sector) AS sector,
         (cp.account_id IS NOT NULL OR bp.account_id IS NOT NULL OR pp.account_id IS NOT NULL) AS has_profile,
         (iv.account_id IS NOT NULL) AS verified
    FROM "accounts" x
    LEFT JOIN "creative_profiles" cp ON cp.account_id = x.id
    LEFT JOIN "business_profiles" bp ON bp.account_id = x.id
    LEFT JOIN "partner_profiles" pp ON pp.account_id = x.id
    LEFT JOIN "identity_verifications" iv ON iv.account_id = x.id
) f
WHERE f.id = a.id AND (f.has_profile OR f.verified);
--> statement-breakpoint
-- The profile triggers of migration 0007 now copy the state, sector and presence of the profile as well.
ALTER FUNCTION "accounts_search_text_refresh"() RENAME TO "accounts_profile_facts_refresh";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "accounts_profile_facts_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE accounts a SET
    search_text = account_search_text(a.id, a.display_name),
    directory_state = coalesce(cp.residence_state, bp.state),
    directory_sector = coalesce(cp.sector, bp.sector),
    has_profile = (cp.account_id IS NOT NULL OR bp.account_id IS NOT NULL OR pp.account_id IS NOT NULL)
  FROM (SELECT DISTINCT account_id FROM changed_rows) c
    LEFT JOIN creative_profiles cp ON cp.account_id = c.account_id
    LEFT JOIN business_profiles bp ON bp.account_id = c.account_id
    LEFT JOIN partner_profiles pp ON pp.account_id = c.account_id
  WHERE a.id = c.account_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "accounts_identity_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE accounts a SET identity_verified = v.verified
  FROM (SELECT c.account_id, EXISTS (SELECT 1 FROM identity_verifications iv WHERE iv.account_id = c.account_id) AS verified
          FROM (SELECT DISTINCT account_id FROM changed_rows) c) v
  WHERE a.id = v.account_id AND a.identity_verified <> v.verified;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "identity_verifications_insert" AFTER INSERT ON "identity_verifications" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "accounts_identity_refresh"();
--> statement-breakpoint
CREATE TRIGGER "identity_verifications_delete" AFTER DELETE ON "identity_verifications" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "accounts_identity_refresh"();
--> statement-breakpoint
-- What each row counts towards in `tallies` (name, key): one function per table, used by its trigger and by recount().
CREATE FUNCTION "account_tallies_of"(role account_role, verified boolean, created_at timestamptz)
RETURNS TABLE(name text, key text) LANGUAGE sql IMMUTABLE AS $$
  SELECT v.name, v.key FROM (VALUES
    ('accounts', role::text),
    ('verified', CASE WHEN verified THEN role::text END),
    ('signups_week', to_char(date_trunc('week', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') || '|' || role::text)
  ) AS v(name, key) WHERE v.key IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION "creative_tallies_of"(origin_state text, sector text, training boolean, funding boolean, tools boolean, market boolean)
RETURNS TABLE(name text, key text) LANGUAGE sql IMMUTABLE AS $$
  SELECT v.name, v.key FROM (VALUES
    ('creative_origin_state', coalesce(origin_state, '')),
    ('creative_sector', coalesce(sector, '')),
    ('creative_need', CASE WHEN training THEN 'training' END),
    ('creative_need', CASE WHEN funding THEN 'funding' END),
    ('creative_need', CASE WHEN tools THEN 'tools' END),
    ('creative_need', CASE WHEN market THEN 'market_access' END)
  ) AS v(name, key) WHERE v.key IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION "business_tallies_of"(training boolean, funding boolean, tools boolean, market boolean)
RETURNS TABLE(name text, key text) LANGUAGE sql IMMUTABLE AS $$
  SELECT v.name, v.key FROM (VALUES
    ('business_need', CASE WHEN training THEN 'training' END),
    ('business_need', CASE WHEN funding THEN 'funding' END),
    ('business_need', CASE WHEN tools THEN 'tools' END),
    ('business_need', CASE WHEN market THEN 'market_access' END)
  ) AS v(name, key) WHERE v.key IS NOT NULL
$$;
--> statement-breakpoint
-- The rows a statement changed, each with +1 (as it is now) or -1 (as it was): the delta every count applies.
CREATE FUNCTION "changed_rows_sql"(op text, columns text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE op
    WHEN 'INSERT' THEN format('SELECT 1 AS d, %s FROM new_rows', columns)
    WHEN 'DELETE' THEN format('SELECT -1 AS d, %s FROM old_rows', columns)
    ELSE format('SELECT 1 AS d, %1$s FROM new_rows UNION ALL SELECT -1, %1$s FROM old_rows', columns)
  END
$$;
--> statement-breakpoint
CREATE FUNCTION "accounts_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := changed_rows_sql(TG_OP,
    'role, directory_state, directory_sector, status, listed, identity_verified, created_at');
BEGIN
  EXECUTE format($q$
    INSERT INTO account_counts AS c (role, state, sector, status, listed, identity_verified, n)
    SELECT role, coalesce(directory_state, ''), coalesce(directory_sector, ''), status, listed, identity_verified, sum(d)
      FROM (%s) r
     GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (role, state, sector, status, listed, identity_verified) DO UPDATE SET n = c.n + excluded.n$q$, changed);
  EXECUTE format($q$
    INSERT INTO tallies AS t (name, key, n)
    SELECT f.name, f.key, sum(r.d) FROM (%s) r
      CROSS JOIN LATERAL account_tallies_of(r.role, r.identity_verified, r.created_at) f
     GROUP BY 1, 2 HAVING sum(r.d) <> 0 ORDER BY 1, 2
    ON CONFLICT (name, key) DO UPDATE SET n = t.n + excluded.n$q$, changed);
  IF TG_OP <> 'DELETE' THEN
    -- New words of the search texts join the vocabulary (words are never taken out: a word no one has any more
    -- only finds nothing).
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_rows n, unnest(tsvector_to_array(n.search_vector)) AS w
     WHERE length(w) >= 3 AND w ~ '^[[:alnum:]]+$'
     ORDER BY 1
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "accounts_counted_insert" AFTER INSERT ON "accounts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "accounts_counted"();
--> statement-breakpoint
CREATE TRIGGER "accounts_counted_update" AFTER UPDATE ON "accounts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "accounts_counted"();
--> statement-breakpoint
CREATE TRIGGER "accounts_counted_delete" AFTER DELETE ON "accounts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "accounts_counted"();
--> statement-breakpoint
CREATE FUNCTION "profiles_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  facts text := CASE TG_TABLE_NAME
    WHEN 'creative_profiles' THEN 'creative_tallies_of(r.origin_state, r.sector, r.need_training, r.need_funding, r.need_tools, r.need_market_access)'
    WHEN 'business_profiles' THEN 'business_tallies_of(r.need_training, r.need_funding, r.need_tools, r.need_market_access)'
    ELSE '(SELECT ''partner_type''::text, r.partner_type::text)'
  END;
  columns text := CASE TG_TABLE_NAME
    WHEN 'creative_profiles' THEN 'origin_state, sector, need_training, need_funding, need_tools, need_market_access'
    WHEN 'business_profiles' THEN 'need_training, need_funding, need_tools, need_market_access'
    ELSE 'partner_type'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO tallies AS t (name, key, n)
    SELECT f.name, f.key, sum(r.d) FROM (%s) r CROSS JOIN LATERAL %s AS f(name, key)
     GROUP BY 1, 2 HAVING sum(r.d) <> 0 ORDER BY 1, 2
    ON CONFLICT (name, key) DO UPDATE SET n = t.n + excluded.n$q$, changed_rows_sql(TG_OP, columns), facts);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "creative_profiles_counted_insert" AFTER INSERT ON "creative_profiles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "profiles_counted"();
--> statement-breakpoint
CREATE TRIGGER "creative_profiles_counted_update" AFTER UPDATE ON "creative_profiles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "profiles_counted"();
--> statement-breakpoint
CREATE TRIGGER "creative_profiles_counted_delete" AFTER DELETE ON "creative_profiles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "profiles_counted"();
--> statement-breakpoint
CREATE TRIGGER "business_profiles_counted_insert" AFTER INSERT ON "business_profiles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "profiles_counted"();
--> statement-breakpoint
CREATE TRIGGER "business_profiles_counted_update" AFTER UPDATE ON "business_profiles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "profiles_counted"();
--> statement-breakpoint
CREATE TRIGGER "business_profiles_counted_delete" AFTER DELETE ON "business_profiles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "profiles_counted"();
--> statement-breakpoint
CREATE TRIGGER "partner_profiles_counted_insert" AFTER INSERT ON "partner_profiles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "profiles_counted"();
--> statement-breakpoint
CREATE TRIGGER "partner_profiles_counted_update" AFTER UPDATE ON "partner_profiles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "profiles_counted"();
--> statement-breakpoint
CREATE TRIGGER "partner_profiles_counted_delete" AFTER DELETE ON "partner_profiles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "profiles_counted"();
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_role_newest_idx" ON "accounts" USING btree ("role","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "accounts_role_status_newest_idx" ON "accounts" USING btree ("role","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "accounts_listed_newest_idx" ON "accounts" USING btree ("role","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "accounts"."listed";--> statement-breakpoint
CREATE INDEX "accounts_listed_state_newest_idx" ON "accounts" USING btree ("role","directory_state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "accounts"."listed";--> statement-breakpoint
CREATE INDEX "accounts_listed_sector_newest_idx" ON "accounts" USING btree ("role","directory_sector","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "accounts"."listed";--> statement-breakpoint
CREATE INDEX "accounts_hosts_idx" ON "accounts" USING btree ("display_name") WHERE "accounts"."role" = 'partner' and "accounts"."approved_at" is not null and "accounts"."is_blacklisted" = false;--> statement-breakpoint
CREATE INDEX "audit_log_newest_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_subject_newest_idx" ON "audit_log" USING btree ("subject_account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cart_items_newest_idx" ON "cart_items" USING btree ("account_id","created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("account_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "skills_account_added_idx" ON "skills" USING btree ("account_id","created_at","name");--> statement-breakpoint
CREATE INDEX "notifications_account_idx" ON "notifications" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- Rebuilds every kept count and the search vocabulary from the rows (here, and after a bulk load with triggers off).
CREATE FUNCTION "recount"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM account_counts;
  INSERT INTO account_counts (role, state, sector, status, listed, identity_verified, n)
  SELECT role, coalesce(directory_state, ''), coalesce(directory_sector, ''), status, listed, identity_verified, count(*)
    FROM accounts GROUP BY 1, 2, 3, 4, 5, 6;
  DELETE FROM tallies;
  INSERT INTO tallies (name, key, n)
  SELECT name, key, sum(n) FROM (
    SELECT f.name, f.key, count(*) AS n FROM accounts r
      CROSS JOIN LATERAL account_tallies_of(r.role, r.identity_verified, r.created_at) f GROUP BY 1, 2
    UNION ALL
    SELECT f.name, f.key, count(*) FROM creative_profiles r
      CROSS JOIN LATERAL creative_tallies_of(r.origin_state, r.sector, r.need_training, r.need_funding, r.need_tools, r.need_market_access) f
     GROUP BY 1, 2
    UNION ALL
    SELECT f.name, f.key, count(*) FROM business_profiles r
      CROSS JOIN LATERAL business_tallies_of(r.need_training, r.need_funding, r.need_tools, r.need_market_access) f
     GROUP BY 1, 2
    UNION ALL
    SELECT 'partner_type', partner_type::text, count(*) FROM partner_profiles GROUP BY 2
  ) x GROUP BY 1, 2;
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM accounts, unnest(tsvector_to_array(search_vector)) AS w
   WHERE length(w) >= 3 AND w ~ '^[[:alnum:]]+$'
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
SELECT "recount"();
