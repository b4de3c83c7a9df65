CREATE TABLE "demo_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"seeded_at" timestamp with time zone NOT NULL,
	"advanced_to" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_state_one_row" CHECK ("demo_state"."id" = 1)
);
