CREATE TABLE "animals" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"identity" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "animals_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "herd_events" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"animal_id" uuid NOT NULL,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"time" text,
	"seq" integer NOT NULL,
	"recorded_by" text,
	"location" text,
	"source_id" text,
	"data" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "herd_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "animals" ADD CONSTRAINT "animals_tenant_id_site_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","site_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "herd_events" ADD CONSTRAINT "herd_events_tenant_id_site_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","site_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "herd_events" ADD CONSTRAINT "herd_events_tenant_id_animal_id_animals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","animal_id") REFERENCES "public"."animals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "animals_site_identity_key" ON "animals" USING btree ("tenant_id","site_id","identity");--> statement-breakpoint
CREATE INDEX "herd_events_site_date_idx" ON "herd_events" USING btree ("tenant_id","site_id","date");--> statement-breakpoint
CREATE INDEX "herd_events_animal_idx" ON "herd_events" USING btree ("tenant_id","animal_id","date","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "herd_events_source_key" ON "herd_events" USING btree ("tenant_id","site_id","source_id") WHERE "herd_events"."source_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "herd_events_fingerprint_key" ON "herd_events" USING btree ("tenant_id","site_id","fingerprint") WHERE "herd_events"."source_id" is null;