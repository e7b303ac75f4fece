-- Staff lists, counts and exports work on one admission session: the counters are kept per session and status
-- (0 stands for an application without a session), recounted here from the applications.
ALTER TABLE "application_status_counts" DROP CONSTRAINT "application_status_counts_pkey";--> statement-breakpoint
ALTER TABLE "application_status_counts" ADD COLUMN "admission_session_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
DELETE FROM "application_status_counts";--> statement-breakpoint
ALTER TABLE "application_status_counts" ADD CONSTRAINT "application_status_counts_admission_session_id_status_pk" PRIMARY KEY("admission_session_id","status");--> statement-breakpoint
INSERT INTO "application_status_counts" ("admission_session_id", "status", "total")
SELECT coalesce("admission_session_id", 0), "status", count(*) FROM "applications"
WHERE "status" <> 'DRAFT' GROUP BY 1, 2;--> statement-breakpoint
-- Inserts and deletes (bulk loads included): one upsert per session and status a statement touched. Drafts are not
-- counted, so creating drafts never locks a counter row.
CREATE OR REPLACE FUNCTION "application_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "application_status_counts" c SET "total" = c."total" - o.n
    FROM (SELECT coalesce(admission_session_id, 0) AS session_id, status, count(*) AS n
          FROM old_rows WHERE status <> 'DRAFT' GROUP BY 1, 2) o
    WHERE c."admission_session_id" = o.session_id AND c."status" = o.status;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "application_status_counts" AS c ("admission_session_id", "status", "total")
    SELECT coalesce(admission_session_id, 0), status, count(*) FROM new_rows WHERE status <> 'DRAFT' GROUP BY 1, 2
    ON CONFLICT ("admission_session_id", "status") DO UPDATE SET "total" = c."total" + excluded."total";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An update moves a row between counters only when its status or session changed (a draft save changes neither).
CREATE OR REPLACE FUNCTION "application_status_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" <> 'DRAFT' THEN
    UPDATE "application_status_counts" SET "total" = "total" - 1
    WHERE "admission_session_id" = coalesce(OLD."admission_session_id", 0) AND "status" = OLD."status";
  END IF;
  IF NEW."status" <> 'DRAFT' THEN
    INSERT INTO "application_status_counts" AS c ("admission_session_id", "status", "total")
    VALUES (coalesce(NEW."admission_session_id", 0), NEW."status", 1)
    ON CONFLICT ("admission_session_id", "status") DO UPDATE SET "total" = c."total" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "applications_count_update" ON "applications";--> statement-breakpoint
CREATE TRIGGER "applications_count_update" AFTER UPDATE ON "applications"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."admission_session_id" IS DISTINCT FROM NEW."admission_session_id")
  EXECUTE FUNCTION "application_status_counts_move"();--> statement-breakpoint
ALTER TABLE "application_history" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "review_snapshot" jsonb;--> statement-breakpoint
DROP INDEX "applications_status_registration_idx";--> statement-breakpoint
CREATE INDEX "applications_session_status_registration_idx" ON "applications" USING btree ("admission_session_id","status","registration_date","id");--> statement-breakpoint
CREATE INDEX "applications_session_id_idx" ON "applications" USING btree ("admission_session_id","id");
