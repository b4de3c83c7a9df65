DROP INDEX "herd_events_checks_idx";--> statement-breakpoint
CREATE INDEX "herd_events_site_type_date_idx" ON "herd_events" USING btree ("tenant_id","site_id","type","date");