ALTER TABLE "otp_codes" ADD COLUMN "sent_to_hash" text;--> statement-breakpoint
CREATE INDEX "outbox_finished_idx" ON "outbox_messages" USING btree ("status","sent_at");--> statement-breakpoint
-- Subjects used to start with the code ('123456 is your CreativeNG code'): mask the codes already stored.
UPDATE "outbox_messages" SET "subject" = regexp_replace("subject", '[0-9]{6}', '******', 'g') WHERE "subject" ~ '[0-9]{6}';
