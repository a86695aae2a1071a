-- Searches match product names through trigrams (products_name_trigrams, search_words_trigrams).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "product_groups" (
	"shop_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_id" integer,
	"brand_id" integer,
	"products" integer NOT NULL,
	"min_paid_price" numeric(12, 2) NOT NULL,
	"max_paid_price" numeric(12, 2) NOT NULL,
	"color_ids" integer[] NOT NULL,
	"size_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL,
	"min_paid_price" numeric(12, 2) NOT NULL,
	"max_paid_price" numeric(12, 2) NOT NULL,
	"brand_ids" integer[] NOT NULL,
	"color_ids" integer[] NOT NULL,
	"size_ids" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "paid_price" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deal_percentage" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_words" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(array_remove(regexp_split_to_array(lower(name), '[ \t\n\r]+'), ''))) STORED;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "total_reviews" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD COLUMN "unique_key" text;--> statement-breakpoint
CREATE INDEX "product_groups_scope" ON "product_groups" USING btree ("shop_id","category_id","sub_category_id");--> statement-breakpoint
CREATE INDEX "search_words_trigrams" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_listed_newest" ON "products" USING btree ("created_at","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_listed_sold" ON "products" USING btree ("total_sold","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_listed_price" ON "products" USING btree ("paid_price","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_listed_deal" ON "products" USING btree ("deal_percentage","id") WHERE "products"."is_active" and "products"."deal_percentage" > 0;--> statement-breakpoint
CREATE INDEX "products_listed_rating" ON "products" USING btree ("rating","total_reviews","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_listed_in_stock_sold" ON "products" USING btree (("stock" > 0),"total_sold","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_listed_category_price" ON "products" USING btree ("category_id","paid_price","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_listed_category_sold" ON "products" USING btree ("category_id","total_sold","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_listed_category_newest" ON "products" USING btree ("category_id","created_at","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_listed_shop_sold" ON "products" USING btree ("shop_id","total_sold","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_listed_shop_newest" ON "products" USING btree ("shop_id","created_at","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_listed_name_words" ON "products" USING gin ("name_words") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_name_trigrams" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD CONSTRAINT "scheduled_jobs_unique_key_unique" UNIQUE("unique_key");