ALTER TABLE "certificates" ADD COLUMN "max_score" numeric(6, 2);--> statement-breakpoint
-- The tops of the seeded certificates' scales (catalogues.seed.ts, by their fixed ids) for databases seeded before
-- the column: the seed only adds missing rows. A row whose minimum an admin set above that top keeps no maximum.
UPDATE "certificates" SET "max_score" = "tops"."max_score"
FROM (VALUES (2, 9), (3, 120), (4, 6), (5, 100)) AS "tops"("id", "max_score")
WHERE "certificates"."id" = "tops"."id" AND "certificates"."max_score" IS NULL
  AND ("certificates"."min_score" IS NULL OR "certificates"."min_score" <= "tops"."max_score");
