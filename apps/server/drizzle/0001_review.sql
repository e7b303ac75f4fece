-- The staff search uses trigram indexes (pg_trgm ships with PostgreSQL and PGlite; it is a trusted extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."application_audit_action" AS ENUM('EDITED', 'DELETED', 'FILE_REPLACED', 'FILE_DELETED');--> statement-breakpoint
CREATE TABLE "application_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"action" "application_audit_action" NOT NULL,
	"member_id" integer,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_claims" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(last_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(middle_name, '') || ' ' || coalesce(passport_number, '') || ' ' || replace(coalesce(passport_number, ''), ' ', '') || ' ' || coalesce(pinfl, '') || ' ' || coalesce(mobile_phone, ''))) STORED;--> statement-breakpoint
ALTER TABLE "application_audit" ADD CONSTRAINT "application_audit_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_claims" ADD CONSTRAINT "review_claims_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_claims" ADD CONSTRAINT "review_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_audit_application_idx" ON "application_audit" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "applications_status_registration_idx" ON "applications" USING btree ("status","registration_date","id");--> statement-breakpoint
CREATE INDEX "applications_search_idx" ON "applications" USING gin ("search_text" gin_trgm_ops);