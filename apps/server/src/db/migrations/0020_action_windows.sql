CREATE TABLE "site_action_windows" (
	"tenant_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"windows" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "site_action_windows_tenant_id_site_id_pk" PRIMARY KEY("tenant_id","site_id")
);
--> statement-breakpoint
ALTER TABLE "site_action_windows" ADD CONSTRAINT "site_action_windows_tenant_id_site_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","site_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE cascade ON UPDATE no action;