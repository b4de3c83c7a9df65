ALTER TABLE "tenants" ADD COLUMN "truck_capacity_kg" integer DEFAULT 24000 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "truck_compartments" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "delivery_lead_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "mill_email" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "delivery_settings_updated_at" timestamp with time zone DEFAULT now() NOT NULL;