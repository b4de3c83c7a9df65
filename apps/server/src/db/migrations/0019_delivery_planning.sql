CREATE TABLE "delivery_orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"feed_id" uuid NOT NULL,
	"quantity_kg" integer NOT NULL,
	"bin_ids" jsonb NOT NULL,
	"wished_date" date NOT NULL,
	"state" text NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "truck_capacity_kg" integer DEFAULT 24000 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "truck_compartments" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "delivery_lead_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "mill_email" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "delivery_settings_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_orders" ADD CONSTRAINT "delivery_orders_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_orders" ADD CONSTRAINT "delivery_orders_tenant_id_site_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","site_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_orders" ADD CONSTRAINT "delivery_orders_tenant_id_feed_id_feeds_tenant_id_id_fk" FOREIGN KEY ("tenant_id","feed_id") REFERENCES "public"."feeds"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_orders_site_idx" ON "delivery_orders" USING btree ("tenant_id","site_id","wished_date");--> statement-breakpoint
CREATE INDEX "delivery_orders_id_idx" ON "delivery_orders" USING btree ("id");