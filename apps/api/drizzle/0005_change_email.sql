ALTER TYPE "public"."otp_purpose" ADD VALUE 'change_email';--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "pending_email" "citext";