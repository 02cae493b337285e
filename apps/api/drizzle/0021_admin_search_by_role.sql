DROP INDEX "accounts_search_vector_idx";--> statement-breakpoint
CREATE INDEX "accounts_user_search_idx" ON "accounts" USING gin ("search_vector") WHERE "accounts"."role" = 'user';--> statement-breakpoint
CREATE INDEX "accounts_business_search_idx" ON "accounts" USING gin ("search_vector") WHERE "accounts"."role" = 'business';--> statement-breakpoint
CREATE INDEX "accounts_partner_search_idx" ON "accounts" USING gin ("search_vector") WHERE "accounts"."role" = 'partner';