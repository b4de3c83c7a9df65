ALTER TABLE "herd_event_facts" ADD COLUMN "outcome" smallint;--> statement-breakpoint
ALTER TABLE "herd_event_facts" ADD COLUMN "outcome_day" integer;--> statement-breakpoint
ALTER TABLE "herd_event_facts" ADD COLUMN "days_since_entry" integer;--> statement-breakpoint
ALTER TABLE "herd_event_facts" ADD COLUMN "days_since_farrowing" integer;--> statement-breakpoint
ALTER TABLE "herd_event_facts" DROP COLUMN "farrowed";