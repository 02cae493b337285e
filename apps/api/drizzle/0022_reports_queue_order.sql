DROP INDEX "reports_status_idx";--> statement-breakpoint
CREATE INDEX "reports_status_newest_idx" ON "reports" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);