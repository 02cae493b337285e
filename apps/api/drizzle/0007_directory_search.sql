ALTER TABLE "accounts" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED;--> statement-breakpoint
CREATE INDEX "accounts_search_text_trgm_idx" ON "accounts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_search_vector_idx" ON "accounts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "creative_profiles_residence_state_idx" ON "creative_profiles" USING btree ("residence_state");--> statement-breakpoint
-- The directory searches one text per account: its name, and the name, expertise, category, sector,
-- area and skills of its profile. Triggers keep it current, so search never joins four tables.
CREATE FUNCTION "account_search_text"(acc uuid, acc_name text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', acc_name,
    (SELECT concat_ws(' ', cp.first_name, cp.last_name, cp.expertise, cp.category, cp.sector)
       FROM creative_profiles cp WHERE cp.account_id = acc),
    (SELECT concat_ws(' ', bp.trade_name, bp.registered_name, bp.sector, bp.area)
       FROM business_profiles bp WHERE bp.account_id = acc),
    (SELECT concat_ws(' ', pp.name, pp.partner_type::text) FROM partner_profiles pp WHERE pp.account_id = acc),
    (SELECT string_agg(s.name, ' ' ORDER BY s.name) FROM skills s WHERE s.account_id = acc))
$$;
--> statement-breakpoint
CREATE FUNCTION "accounts_search_text_on_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := account_search_text(NEW.id, NEW.display_name);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "accounts_search_text" BEFORE INSERT OR UPDATE OF "display_name" ON "accounts"
  FOR EACH ROW EXECUTE FUNCTION "accounts_search_text_on_write"();
--> statement-breakpoint
CREATE FUNCTION "accounts_search_text_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE accounts a SET search_text = account_search_text(a.id, a.display_name)
   WHERE a.id IN (SELECT DISTINCT account_id FROM changed_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "creative_profiles_search_insert" AFTER INSERT ON "creative_profiles" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "accounts_search_text_refresh"();
--> statement-breakpoint
CREATE TRIGGER "creative_profiles_search_update" AFTER UPDATE ON "creative_profiles" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "accounts_search_text_refresh"();
--> statement-breakpoint
CREATE TRIGGER "creative_profiles_search_delete" AFTER DELETE ON "creative_profiles" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "accounts_search_text_refresh"();
--> statement-breakpoint
CREATE TRIGGER "business_profiles_search_insert" AFTER INSERT ON "business_profiles" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "accounts_search_text_refresh"();
--> statement-breakpoint
CREATE TRIGGER "business_profiles_search_update" AFTER UPDATE ON "business_profiles" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "accounts_search_text_refresh"();
--> statement-breakpoint
CREATE TRIGGER "business_profiles_search_delete" AFTER DELETE ON "business_profiles" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "accounts_search_text_refresh"();
--> statement-breakpoint
CREATE TRIGGER "partner_profiles_search_insert" AFTER INSERT ON "partner_profiles" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "accounts_search_text_refresh"();
--> statement-breakpoint
CREATE TRIGGER "partner_profiles_search_update" AFTER UPDATE ON "partner_profiles" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "accounts_search_text_refresh"();
--> statement-breakpoint
CREATE TRIGGER "partner_profiles_search_delete" AFTER DELETE ON "partner_profiles" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "accounts_search_text_refresh"();
--> statement-breakpoint
CREATE TRIGGER "skills_search_insert" AFTER INSERT ON "skills" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "accounts_search_text_refresh"();
--> statement-breakpoint
CREATE TRIGGER "skills_search_update" AFTER UPDATE ON "skills" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "accounts_search_text_refresh"();
--> statement-breakpoint
CREATE TRIGGER "skills_search_delete" AFTER DELETE ON "skills" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "accounts_search_text_refresh"();
--> statement-breakpoint
UPDATE "accounts" SET "search_text" = account_search_text("id", "display_name");
