ALTER TABLE "applications" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change to an application row moves its revision on, whoever writes it and whether or not it says so.
CREATE FUNCTION "next_application_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."revision" := OLD."revision" + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "applications_revision" BEFORE UPDATE ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "next_application_revision"();
--> statement-breakpoint
-- A document added, replaced or removed changes the application's answer (its file links) too.
CREATE FUNCTION "touch_application_of_file"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "applications" SET "revision" = "revision" + 1 WHERE "id" = OLD."application_id";
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."application_id" <> OLD."application_id") THEN
    UPDATE "applications" SET "revision" = "revision" + 1 WHERE "id" = NEW."application_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "application_files_touch_application" AFTER INSERT OR UPDATE OR DELETE ON "application_files"
  FOR EACH ROW EXECUTE FUNCTION "touch_application_of_file"();
