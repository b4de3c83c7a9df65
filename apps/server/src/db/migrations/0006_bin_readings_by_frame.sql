CREATE TABLE "off_port_uplinks" (
	"tenant_id" uuid NOT NULL,
	"bin_id" uuid NOT NULL,
	"dev_eui" text NOT NULL,
	"session" text NOT NULL,
	"frame_counter" bigint NOT NULL,
	"f_port" smallint NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "off_port_uplinks_tenant_id_dev_eui_session_frame_counter_pk" PRIMARY KEY("tenant_id","dev_eui","session","frame_counter")
);
--> statement-breakpoint
DROP INDEX "bin_readings_frame_key";--> statement-breakpoint
DROP INDEX "bin_readings_message_key";--> statement-breakpoint
ALTER TABLE "bin_readings" DROP CONSTRAINT "bin_readings_tenant_id_id_pk";--> statement-breakpoint
ALTER TABLE "bin_readings" ALTER COLUMN "message_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bin_readings" ADD CONSTRAINT "bin_readings_frame_pk" PRIMARY KEY("tenant_id","dev_eui","session","frame_counter");--> statement-breakpoint
ALTER TABLE "off_port_uplinks" ADD CONSTRAINT "off_port_uplinks_tenant_id_bin_id_bins_tenant_id_id_fk" FOREIGN KEY ("tenant_id","bin_id") REFERENCES "public"."bins"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "off_port_uplinks_bin_time_idx" ON "off_port_uplinks" USING btree ("tenant_id","bin_id","measured_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bin_readings_message_key" ON "bin_readings" USING btree ("tenant_id","message_id") WHERE "bin_readings"."message_id" is not null;--> statement-breakpoint
ALTER TABLE "bin_readings" DROP COLUMN "id";