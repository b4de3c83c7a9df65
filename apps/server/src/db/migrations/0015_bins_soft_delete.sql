DROP INDEX "bins_dev_eui_key";--> statement-breakpoint
ALTER TABLE "bins" ALTER COLUMN "building_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bins" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "bins_dev_eui_key" ON "bins" USING btree ("tenant_id","dev_eui") WHERE "bins"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "bins" ADD CONSTRAINT "bins_building_unless_deleted" CHECK ("bins"."building_id" is not null or "bins"."deleted_at" is not null);