CREATE TABLE "notification_delivery" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"daily_digest" boolean DEFAULT false NOT NULL,
	"last_digest_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_email_settings" (
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"email" boolean NOT NULL,
	CONSTRAINT "notification_email_settings_account_id_kind_pk" PRIMARY KEY("account_id","kind")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "email_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_delivery" ADD CONSTRAINT "notification_delivery_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_email_settings" ADD CONSTRAINT "notification_email_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_email_pending_idx" ON "notifications" USING btree ("account_id","kind") WHERE "notifications"."email_pending";--> statement-breakpoint
CREATE INDEX "notifications_emailed_idx" ON "notifications" USING btree ("account_id","kind","emailed_at" DESC NULLS LAST);