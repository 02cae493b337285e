DROP INDEX "opportunities_filters_idx";--> statement-breakpoint
DROP INDEX "tools_price_idx";--> statement-breakpoint
DROP INDEX "events_location_idx";--> statement-breakpoint
DROP INDEX "events_partner_idx";--> statement-breakpoint
DROP INDEX "opportunities_partner_idx";--> statement-breakpoint
DROP INDEX "opportunities_level_idx";--> statement-breakpoint
DROP INDEX "opportunities_timing_idx";--> statement-breakpoint
DROP INDEX "tools_partner_idx";--> statement-breakpoint
DROP INDEX "tools_type_idx";--> statement-breakpoint
DROP INDEX "tools_category_idx";--> statement-breakpoint
DROP INDEX "products_seller_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
CREATE INDEX "opportunities_location_idx" ON "opportunities" USING btree ("location","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "opportunities"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "tools_sector_idx" ON "tools" USING btree ("sector","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tools"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "tools_free_idx" ON "tools" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tools"."removed_at" is null and "tools"."price" = 0;--> statement-breakpoint
CREATE INDEX "tools_paid_idx" ON "tools" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tools"."removed_at" is null and "tools"."price" > 0;--> statement-breakpoint
CREATE INDEX "events_location_idx" ON "events" USING btree ("location","starts_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "events"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "events_partner_idx" ON "events" USING btree ("partner_account_id","starts_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunities_partner_idx" ON "opportunities" USING btree ("partner_account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunities_level_idx" ON "opportunities" USING btree ("level","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "opportunities"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "opportunities_timing_idx" ON "opportunities" USING btree ("timing","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "opportunities"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "tools_partner_idx" ON "tools" USING btree ("partner_account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tools_type_idx" ON "tools" USING btree ("type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tools"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "tools_category_idx" ON "tools" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tools"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "products_seller_idx" ON "products" USING btree ("seller_account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."removed_at" is null;