ALTER TABLE "animals" ADD COLUMN "search_key" text;--> statement-breakpoint
ALTER TABLE "herd_events" ADD COLUMN "rfid_search_key" text;--> statement-breakpoint
CREATE INDEX "station_visits_animal_date_idx" ON "station_visits" USING btree ("tenant_id","animal_id","date");--> statement-breakpoint
CREATE INDEX "herd_events_rfid_search_idx" ON "herd_events" USING btree ("tenant_id","site_id","rfid_search_key","animal_id") WHERE "herd_events"."rfid_search_key" is not null;--> statement-breakpoint
-- The sow search's key (animalSearchKey in packages/domain/src/animals/animal-search-key.ts,
-- docs/animals.md): letters folded by one table, leading zeros of each run of digits dropped.
-- apps/server/test/animals/animal-search.sql.test.ts checks that both give the same keys.
CREATE FUNCTION "animal_search_key"(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    translate(value, 'àáâãäåāçćčèéêëēėęìíîïīįłñńòóôõöøōœùúûüūÿýžźżÀÁÂÃÄÅĀÇĆČÈÉÊËĒĖĘÌÍÎÏĪĮŁÑŃÒÓÔÕÖØŌŒÙÚÛÜŪŸÝŽŹŻABCDEFGHIJKLMNOPQRSTUVWXYZ', 'aaaaaaaccceeeeeeeiiiiiilnnoooooooouuuuuyyzzzaaaaaaaccceeeeeeeiiiiiilnnoooooooouuuuuyyzzzabcdefghijklmnopqrstuvwxyz'),
    '(^|[^0-9])0+([0-9])', '\1\2', 'g')
$$;--> statement-breakpoint
-- Set on write, so that a search reads the keys rather than computing one per female.
CREATE FUNCTION "animals_search_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_key := animal_search_key(NEW.identity);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "animals_search_key" BEFORE INSERT OR UPDATE OF "identity" ON "animals"
  FOR EACH ROW EXECUTE FUNCTION "animals_search_key"();--> statement-breakpoint
UPDATE "animals" SET "search_key" = animal_search_key("identity");--> statement-breakpoint
CREATE FUNCTION "herd_events_rfid_search_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.rfid_search_key := CASE WHEN NEW.type = 'entry' THEN animal_search_key(NEW.data->>'rfid') END;
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- Inserts of entries only (an import's other records pay nothing); any change of type or fields.
CREATE TRIGGER "herd_events_rfid_search_key_insert" BEFORE INSERT ON "herd_events"
  FOR EACH ROW WHEN (NEW.type = 'entry') EXECUTE FUNCTION "herd_events_rfid_search_key"();--> statement-breakpoint
CREATE TRIGGER "herd_events_rfid_search_key_update" BEFORE UPDATE OF "type", "data" ON "herd_events"
  FOR EACH ROW EXECUTE FUNCTION "herd_events_rfid_search_key"();--> statement-breakpoint
UPDATE "herd_events" SET "rfid_search_key" = animal_search_key("data"->>'rfid') WHERE "type" = 'entry';
