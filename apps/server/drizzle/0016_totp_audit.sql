CREATE TYPE "public"."audit_action" AS ENUM('login_succeeded', 'login_failed', 'two_factor_enrolled', 'two_factor_reset', 'two_factor_policy_changed', 'application_opened', 'document_opened', 'export', 'application_edited', 'application_accepted', 'application_rejected', 'application_deleted', 'document_replaced', 'document_deleted', 'appeal_answered', 'exam_import', 'member_created', 'member_updated', 'member_activated', 'member_blocked', 'member_password_changed', 'sms_campaign');--> statement-breakpoint
CREATE TYPE "public"."admin_role" AS ENUM('ADMIN_SUPER', 'ADMIN_VERIFIER', 'ADMIN_OBSERVER');--> statement-breakpoint
CREATE TYPE "public"."two_factor_purpose" AS ENUM('verify', 'enrol');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"member_id" integer,
	"member_phone" text,
	"member_role" text,
	"action" "audit_action" NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "member_two_factor" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_time_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" "two_factor_purpose" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "two_factor_challenges_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "two_factor_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "two_factor_requirements" (
	"role" "admin_role" PRIMARY KEY NOT NULL,
	"required" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_two_factor" ADD CONSTRAINT "member_two_factor_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_challenges" ADD CONSTRAINT "two_factor_challenges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_recovery_codes" ADD CONSTRAINT "two_factor_recovery_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_member_idx" ON "audit_log" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "two_factor_challenges_member_idx" ON "two_factor_challenges" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "two_factor_recovery_codes_member_idx" ON "two_factor_recovery_codes" USING btree ("member_id");--> statement-breakpoint
-- The audit is append-only in the database too (docs/decisions/0206-audit.md): UPDATE, DELETE and TRUNCATE are
-- refused unless purge_audit_log, the retention purge, set the transaction-local flag it alone sets.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('qabul.audit_purge', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
-- Deletes the rows older than `days` days and answers how many; the flag lasts only for this transaction.
CREATE FUNCTION "purge_audit_log"("days" integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  purged integer;
BEGIN
  PERFORM set_config('qabul.audit_purge', 'on', true);
  DELETE FROM "audit_log" WHERE "at" < now() - make_interval(days => "days");
  GET DIAGNOSTICS purged = ROW_COUNT;
  PERFORM set_config('qabul.audit_purge', 'off', true);
  RETURN purged;
END;
$$;
