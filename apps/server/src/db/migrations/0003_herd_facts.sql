CREATE TABLE "herd_event_facts" (
	"tenant_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"animal_id" uuid NOT NULL,
	"order_key" bigint NOT NULL,
	"day" integer NOT NULL,
	"kind" smallint NOT NULL,
	"recorded_by" text,
	"parity" smallint,
	"piglets" integer,
	"stillborn" integer,
	"mummified" integer,
	"removal_kind" smallint,
	"first_service" boolean,
	"return_band" smallint,
	"farrowed" boolean,
	"gestation_days" integer,
	"wean_age_days" integer,
	"days_to_service" integer,
	"mortality_band" smallint,
	"span_end" integer,
	CONSTRAINT "herd_event_facts_tenant_id_site_id_animal_id_order_key_pk" PRIMARY KEY("tenant_id","site_id","animal_id","order_key")
);
--> statement-breakpoint
CREATE TABLE "herd_facts_state" (
	"tenant_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"version" integer NOT NULL,
	CONSTRAINT "herd_facts_state_tenant_id_site_id_pk" PRIMARY KEY("tenant_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "herd_female_facts" (
	"tenant_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"animal_id" uuid NOT NULL,
	"entry_day" integer NOT NULL,
	"entry_parity" smallint NOT NULL,
	"removal_day" integer,
	"removal_kind" smallint,
	"mated_from" integer,
	"farrowing_days" integer[] NOT NULL,
	"productive_days" "int4multirange",
	CONSTRAINT "herd_female_facts_tenant_id_site_id_animal_id_pk" PRIMARY KEY("tenant_id","site_id","animal_id")
);
--> statement-breakpoint
ALTER TABLE "herd_event_facts" ADD CONSTRAINT "herd_event_facts_tenant_id_site_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","site_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "herd_event_facts" ADD CONSTRAINT "herd_event_facts_tenant_id_animal_id_animals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","animal_id") REFERENCES "public"."animals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "herd_facts_state" ADD CONSTRAINT "herd_facts_state_tenant_id_site_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","site_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "herd_female_facts" ADD CONSTRAINT "herd_female_facts_tenant_id_site_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","site_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "herd_female_facts" ADD CONSTRAINT "herd_female_facts_tenant_id_animal_id_animals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","animal_id") REFERENCES "public"."animals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "herd_event_facts_kind_day_idx" ON "herd_event_facts" USING btree ("tenant_id","site_id","kind","day");