CREATE TABLE "bin_warning_states" (
	"tenant_id" uuid NOT NULL,
	"bin_id" uuid NOT NULL,
	"codes" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bin_warning_states_tenant_id_bin_id_pk" PRIMARY KEY("tenant_id","bin_id")
);
--> statement-breakpoint
ALTER TABLE "bin_warning_states" ADD CONSTRAINT "bin_warning_states_tenant_id_bin_id_bins_tenant_id_id_fk" FOREIGN KEY ("tenant_id","bin_id") REFERENCES "public"."bins"("tenant_id","id") ON DELETE no action ON UPDATE no action;