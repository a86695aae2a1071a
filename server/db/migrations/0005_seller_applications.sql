CREATE TABLE "seller_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"shop_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"phone_code" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_applications_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "seller_applications_email_unique" ON "seller_applications" USING btree ("email");