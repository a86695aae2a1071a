CREATE TABLE "rate_limit_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule" text NOT NULL,
	"key_hash" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key" ON "rate_limit_hits" USING btree ("rule","key_hash","at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_at" ON "rate_limit_hits" USING btree ("at");