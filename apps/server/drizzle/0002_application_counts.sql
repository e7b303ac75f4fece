CREATE TABLE "application_status_counts" (
	"status" "application_status" PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "application_status_counts" ("status", "total")
SELECT s.status, (SELECT count(*) FROM "applications" a WHERE a.status = s.status)
FROM unnest(ARRAY['SUBMITTED', 'ACCEPTED', 'REJECTED']::"application_status"[]) AS s(status);
--> statement-breakpoint
-- Per statement, from the transition tables: one counter update per status a statement touched. Drafts are not
-- counted, so creating and saving drafts (the deadline-day hot path) never locks a counter row.
CREATE FUNCTION "application_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "application_status_counts" c SET "total" = c."total" - o.n
    FROM (SELECT status, count(*) AS n FROM old_rows WHERE status <> 'DRAFT' GROUP BY status) o
    WHERE c."status" = o.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "application_status_counts" c SET "total" = c."total" + n.n
    FROM (SELECT status, count(*) AS n FROM new_rows WHERE status <> 'DRAFT' GROUP BY status) n
    WHERE c."status" = n.status;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "applications_count_insert" AFTER INSERT ON "applications"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "application_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "applications_count_update" AFTER UPDATE ON "applications"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "application_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "applications_count_delete" AFTER DELETE ON "applications"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "application_status_counts_apply"();
