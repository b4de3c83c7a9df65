CREATE TABLE "feed_curves" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"points" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_curves_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "feed_intakes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"animal_id" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"target_g" integer NOT NULL,
	"distributed_g" integer NOT NULL,
	"curve_percent" real,
	"day" smallint NOT NULL,
	"station_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_intakes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "feeding_stations" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feeding_stations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "station_notifications" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"code" integer NOT NULL,
	"date" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	CONSTRAINT "station_notifications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "station_visits" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"animal_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"date" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"quantity_g" integer NOT NULL,
	CONSTRAINT "station_visits_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "feed_curves" ADD CONSTRAINT "feed_curves_tenant_id_site_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","site_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_intakes" ADD CONSTRAINT "feed_intakes_tenant_id_site_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","site_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_intakes" ADD CONSTRAINT "feed_intakes_tenant_id_animal_id_animals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","animal_id") REFERENCES "public"."animals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_intakes" ADD CONSTRAINT "feed_intakes_tenant_id_station_id_feeding_stations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","station_id") REFERENCES "public"."feeding_stations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeding_stations" ADD CONSTRAINT "feeding_stations_tenant_id_site_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","site_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_notifications" ADD CONSTRAINT "station_notifications_tenant_id_site_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","site_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_notifications" ADD CONSTRAINT "station_notifications_tenant_id_station_id_feeding_stations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","station_id") REFERENCES "public"."feeding_stations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_visits" ADD CONSTRAINT "station_visits_tenant_id_site_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","site_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_visits" ADD CONSTRAINT "station_visits_tenant_id_animal_id_animals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","animal_id") REFERENCES "public"."animals"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_visits" ADD CONSTRAINT "station_visits_tenant_id_station_id_feeding_stations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","station_id") REFERENCES "public"."feeding_stations"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_curves_site_name_key" ON "feed_curves" USING btree ("tenant_id","site_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_intakes_site_animal_date_kind_key" ON "feed_intakes" USING btree ("tenant_id","site_id","animal_id","date","kind");--> statement-breakpoint
CREATE INDEX "feed_intakes_site_date_idx" ON "feed_intakes" USING btree ("tenant_id","site_id","date","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "feeding_stations_site_name_key" ON "feeding_stations" USING btree ("tenant_id","site_id","name");--> statement-breakpoint
CREATE INDEX "station_notifications_site_date_idx" ON "station_notifications" USING btree ("tenant_id","site_id","date");--> statement-breakpoint
CREATE INDEX "station_visits_site_date_idx" ON "station_visits" USING btree ("tenant_id","site_id","date");