DROP INDEX "reports_target_idx";--> statement-breakpoint
CREATE INDEX "reports_open_target_idx" ON "reports" USING btree ("target_type","target_id") WHERE "reports"."status" = 'open';