CREATE TABLE "event_registrations" (
	"event_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_event_id_account_id_pk" PRIMARY KEY("event_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_account_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"link" text NOT NULL,
	"location" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"address" text NOT NULL,
	"images" jsonb NOT NULL,
	"attendee_count" integer DEFAULT 0 NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_reason" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(title, '') || ' ' || coalesce(address, '') || ' ' || coalesce(description, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_attendee_count_check" CHECK ("events"."attendee_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "opportunities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_account_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"link" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"images" jsonb NOT NULL,
	"address" text,
	"timing" text NOT NULL,
	"level" text,
	"location" text,
	"removed_at" timestamp with time zone,
	"removed_reason" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(title, '') || ' ' || coalesce(address, '') || ' ' || coalesce(description, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"tool_id" uuid,
	"opportunity_id" uuid,
	"event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_listings_one_item" CHECK (num_nonnulls("saved_listings"."tool_id", "saved_listings"."opportunity_id", "saved_listings"."event_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "tools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"link" text NOT NULL,
	"images" jsonb NOT NULL,
	"sector" text NOT NULL,
	"offer" text NOT NULL,
	"type" text,
	"category" text,
	"price" integer DEFAULT 0 NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_reason" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || coalesce(offer, '') || ' ' || coalesce(sector, '') || ' ' || coalesce(description, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tools_price_check" CHECK ("tools"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_partner_account_id_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_partner_account_id_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_listings" ADD CONSTRAINT "saved_listings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_listings" ADD CONSTRAINT "saved_listings_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_listings" ADD CONSTRAINT "saved_listings_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_listings" ADD CONSTRAINT "saved_listings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_partner_account_id_accounts_id_fk" FOREIGN KEY ("partner_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_registrations_account_idx" ON "event_registrations" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "events_list_idx" ON "events" USING btree ("starts_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "events"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "events_location_idx" ON "events" USING btree ("location","starts_at" DESC NULLS LAST) WHERE "events"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "events_partner_idx" ON "events" USING btree ("partner_account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "opportunities_list_idx" ON "opportunities" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "opportunities"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_deadline_idx" ON "opportunities" USING btree ("deadline") WHERE "opportunities"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_partner_idx" ON "opportunities" USING btree ("partner_account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunities_filters_idx" ON "opportunities" USING btree ("location","timing","level") WHERE "opportunities"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_level_idx" ON "opportunities" USING btree ("level") WHERE "opportunities"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_timing_idx" ON "opportunities" USING btree ("timing") WHERE "opportunities"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_search_idx" ON "opportunities" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "saved_listings_account_idx" ON "saved_listings" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_listings_tool_uq" ON "saved_listings" USING btree ("account_id","tool_id") WHERE "saved_listings"."tool_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_listings_opportunity_uq" ON "saved_listings" USING btree ("account_id","opportunity_id") WHERE "saved_listings"."opportunity_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_listings_event_uq" ON "saved_listings" USING btree ("account_id","event_id") WHERE "saved_listings"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "saved_listings_tool_idx" ON "saved_listings" USING btree ("tool_id");--> statement-breakpoint
CREATE INDEX "saved_listings_opportunity_idx" ON "saved_listings" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "saved_listings_event_idx" ON "saved_listings" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "tools_list_idx" ON "tools" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tools"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "tools_partner_idx" ON "tools" USING btree ("partner_account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tools_type_idx" ON "tools" USING btree ("type","created_at" DESC NULLS LAST) WHERE "tools"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "tools_category_idx" ON "tools" USING btree ("category","created_at" DESC NULLS LAST) WHERE "tools"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "tools_price_idx" ON "tools" USING btree ("price") WHERE "tools"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "tools_search_idx" ON "tools" USING gin ("search_vector");