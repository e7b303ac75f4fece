-- An update moves the counters only for a row whose status changed, from a row trigger whose WHEN PostgreSQL checks
-- itself: a draft save (the deadline's hot path) or a revision bump no longer runs the statement trigger's function,
-- its transition tables and its two counter queries. Inserts and deletes keep the statement triggers (bulk loads).
DROP TRIGGER "applications_count_update" ON "applications";
--> statement-breakpoint
CREATE FUNCTION "application_status_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" <> 'DRAFT' THEN
    UPDATE "application_status_counts" SET "total" = "total" - 1 WHERE "status" = OLD."status";
  END IF;
  IF NEW."status" <> 'DRAFT' THEN
    UPDATE "application_status_counts" SET "total" = "total" + 1 WHERE "status" = NEW."status";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "applications_count_update" AFTER UPDATE ON "applications"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "application_status_counts_move"();
