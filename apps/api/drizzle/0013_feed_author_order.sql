DROP INDEX "posts_author_idx";--> statement-breakpoint
CREATE INDEX "posts_author_idx" ON "posts" USING btree ("author_account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);