CREATE TABLE "bin_readings" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"bin_id" uuid NOT NULL,
	"dev_eui" text NOT NULL,
	"session" text NOT NULL,
	"frame_counter" bigint NOT NULL,
	"message_id" text NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"distance_mm" integer,
	"battery_mv" integer,
	"temperature_c" real,
	"firmware" text,
	"rssi" real,
	"snr" real,
	"gateway_count" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "bin_readings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "bins" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	"name" text NOT NULL,
	"dev_eui" text NOT NULL,
	"type" text NOT NULL,
	"feed_id" uuid,
	"diameter_m" real NOT NULL,
	"vertical_height_m" real NOT NULL,
	"bottom_height_m" real NOT NULL,
	"roof_height_m" real NOT NULL,
	"flat_height_m" real DEFAULT 0 NOT NULL,
	"outlet_diameter_m" real DEFAULT 0 NOT NULL,
	"offset_m" real NOT NULL,
	"disabled_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bins_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "feed_sites" (
	"tenant_id" uuid NOT NULL,
	"feed_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	CONSTRAINT "feed_sites_tenant_id_feed_id_site_id_pk" PRIMARY KEY("tenant_id","feed_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "feeds" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"recipe" text NOT NULL,
	"density_kg_m3" real NOT NULL,
	"utility" text,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feeds_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "ingest_keys" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "ingest_keys_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"bin_id" uuid,
	"assigned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licences_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sensor_devices" (
	"dev_eui" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"bin_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bin_readings" ADD CONSTRAINT "bin_readings_tenant_id_bin_id_bins_tenant_id_id_fk" FOREIGN KEY ("tenant_id","bin_id") REFERENCES "public"."bins"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bins" ADD CONSTRAINT "bins_tenant_id_site_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","site_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bins" ADD CONSTRAINT "bins_tenant_id_building_id_buildings_tenant_id_id_fk" FOREIGN KEY ("tenant_id","building_id") REFERENCES "public"."buildings"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bins" ADD CONSTRAINT "bins_tenant_id_feed_id_feeds_tenant_id_id_fk" FOREIGN KEY ("tenant_id","feed_id") REFERENCES "public"."feeds"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_sites" ADD CONSTRAINT "feed_sites_tenant_id_feed_id_feeds_tenant_id_id_fk" FOREIGN KEY ("tenant_id","feed_id") REFERENCES "public"."feeds"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_sites" ADD CONSTRAINT "feed_sites_tenant_id_site_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","site_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_keys" ADD CONSTRAINT "ingest_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_keys" ADD CONSTRAINT "ingest_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_tenant_id_bin_id_bins_tenant_id_id_fk" FOREIGN KEY ("tenant_id","bin_id") REFERENCES "public"."bins"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bin_readings_frame_key" ON "bin_readings" USING btree ("tenant_id","dev_eui","session","frame_counter");--> statement-breakpoint
CREATE UNIQUE INDEX "bin_readings_message_key" ON "bin_readings" USING btree ("tenant_id","message_id");--> statement-breakpoint
CREATE INDEX "bin_readings_bin_time_idx" ON "bin_readings" USING btree ("tenant_id","bin_id","measured_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bins_dev_eui_key" ON "bins" USING btree ("tenant_id","dev_eui");--> statement-breakpoint
CREATE INDEX "bins_building_idx" ON "bins" USING btree ("tenant_id","building_id");--> statement-breakpoint
CREATE INDEX "ingest_keys_id_idx" ON "ingest_keys" USING btree ("id");--> statement-breakpoint
CREATE INDEX "licences_available_idx" ON "licences" USING btree ("tenant_id") WHERE "licences"."bin_id" is null;