CREATE TYPE "public"."account_role" AS ENUM('user', 'business', 'partner', 'admin');--> statement-breakpoint
CREATE TYPE "public"."profile_visibility" AS ENUM('public', 'private');--> statement-breakpoint
CREATE TYPE "public"."organization_sector" AS ENUM('private', 'public');--> statement-breakpoint
CREATE TYPE "public"."partner_type" AS ENUM('donate', 'sponsor', 'scholarship');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" "account_role" NOT NULL,
	"email" "citext" NOT NULL,
	"password_hash" text,
	"display_name" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"is_blacklisted" boolean DEFAULT false NOT NULL,
	"visibility" "profile_visibility" DEFAULT 'public' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "business_profiles" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"registered_name" text,
	"trade_name" text NOT NULL,
	"sector" text,
	"area" text,
	"state" text,
	"lga" text,
	"phone_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creative_profiles" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"origin_state" text,
	"lga_origin" text,
	"residence_state" text,
	"sector" text,
	"category" text,
	"expertise" text,
	"bio" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_profiles" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"industry" "organization_sector" NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"partner_type" "partner_type" NOT NULL,
	"goals" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_profiles" ADD CONSTRAINT "creative_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_profiles" ADD CONSTRAINT "partner_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_role_created_idx" ON "accounts" USING btree ("role","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "accounts_display_name_trgm_idx" ON "accounts" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "business_profiles_state_idx" ON "business_profiles" USING btree ("state");--> statement-breakpoint
CREATE INDEX "business_profiles_sector_idx" ON "business_profiles" USING btree ("sector");--> statement-breakpoint
CREATE INDEX "creative_profiles_origin_state_idx" ON "creative_profiles" USING btree ("origin_state");--> statement-breakpoint
CREATE INDEX "creative_profiles_sector_idx" ON "creative_profiles" USING btree ("sector");--> statement-breakpoint
CREATE INDEX "partner_profiles_type_idx" ON "partner_profiles" USING btree ("partner_type");