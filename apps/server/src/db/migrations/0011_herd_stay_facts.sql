CREATE TABLE "herd_stay_facts" (
	"tenant_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"animal_id" uuid NOT NULL,
	"from_day" integer NOT NULL,
	"to_day" integer,
	"location" text NOT NULL,
	CONSTRAINT "herd_stay_facts_tenant_id_site_id_animal_id_from_day_pk" PRIMARY KEY("tenant_id","site_id","animal_id","from_day")
);
--> statement-breakpoint
ALTER TABLE "herd_stay_facts" ADD CONSTRAINT "herd_stay_facts_tenant_id_site_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","site_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "herd_stay_facts" ADD CONSTRAINT "herd_stay_facts_tenant_id_animal_id_animals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","animal_id") REFERENCES "public"."animals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "herd_stay_facts_to_day_idx" ON "herd_stay_facts" USING btree ("tenant_id","site_id","to_day");