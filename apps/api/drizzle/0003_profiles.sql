CREATE TYPE "public"."media_purpose" AS ENUM('profile_photo', 'cover_photo', 'post', 'product', 'tool', 'opportunity', 'event', 'general');--> statement-breakpoint
CREATE TYPE "public"."identity_type" AS ENUM('NIN', 'BVN');--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_account_id" uuid NOT NULL,
	"purpose" "media_purpose" NOT NULL,
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"type" "identity_type" NOT NULL,
	"number_hmac" text NOT NULL,
	"last_four" text NOT NULL,
	"provider" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_verifications_number_hmac_unique" UNIQUE("number_hmac")
);
--> statement-breakpoint
CREATE TABLE "owned_businesses" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cac_number" text,
	"address" text,
	"sector" text NOT NULL,
	"email" text,
	"phone_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "cac_number" text;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "facebook" text;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "instagram" text;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "twitter" text;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "cover_photo" text;--> statement-breakpoint
ALTER TABLE "creative_profiles" ADD COLUMN "employment_status" text;--> statement-breakpoint
ALTER TABLE "creative_profiles" ADD COLUMN "level_of_education" text;--> statement-breakpoint
ALTER TABLE "creative_profiles" ADD COLUMN "skill_level" text;--> statement-breakpoint
ALTER TABLE "creative_profiles" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "creative_profiles" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "creative_profiles" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "creative_profiles" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "creative_profiles" ADD COLUMN "photo" text;--> statement-breakpoint
ALTER TABLE "creative_profiles" ADD COLUMN "cover_photo" text;--> statement-breakpoint
ALTER TABLE "creative_profiles" ADD COLUMN "availability" text;--> statement-breakpoint
ALTER TABLE "creative_profiles" ADD COLUMN "open_to_remote" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creative_profiles" ADD COLUMN "facebook" text;--> statement-breakpoint
ALTER TABLE "creative_profiles" ADD COLUMN "instagram" text;--> statement-breakpoint
ALTER TABLE "creative_profiles" ADD COLUMN "twitter" text;--> statement-breakpoint
ALTER TABLE "creative_profiles" ADD COLUMN "need_training" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creative_profiles" ADD COLUMN "need_funding" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creative_profiles" ADD COLUMN "need_tools" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creative_profiles" ADD COLUMN "need_market_access" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creative_profiles" ADD COLUMN "detail_training" text;--> statement-breakpoint
ALTER TABLE "creative_profiles" ADD COLUMN "detail_funding" text;--> statement-breakpoint
ALTER TABLE "creative_profiles" ADD COLUMN "detail_tools" text;--> statement-breakpoint
ALTER TABLE "creative_profiles" ADD COLUMN "detail_market_access" text;--> statement-breakpoint
ALTER TABLE "partner_profiles" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "partner_profiles" ADD COLUMN "cover_photo" text;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owned_businesses" ADD CONSTRAINT "owned_businesses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_owner_idx" ON "media_files" USING btree ("owner_account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "skills_account_name_unique" ON "skills" USING btree ("account_id",lower("name"));