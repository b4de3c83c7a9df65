CREATE TABLE "auth_known_addresses" (
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_known_addresses_user_id_address_pk" PRIMARY KEY("user_id","address")
);
--> statement-breakpoint
-- Unlogged: counters of one-minute windows need no crash safety nor replicas, and skipping the
-- write-ahead log halves the cost of the upsert each request makes (docs/security.md).
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_failures" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_known_addresses" ADD CONSTRAINT "auth_known_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_idx" ON "rate_limit_hits" USING btree ("window_ends_at");