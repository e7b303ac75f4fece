CREATE TYPE "public"."sms_recipient_state" AS ENUM('queued', 'sending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."sms_target" AS ENUM('ALL', 'ACCEPTED', 'REJECTED', 'MIGRATED');--> statement-breakpoint
CREATE TABLE "sms_campaign_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"member_id" integer,
	"phone" text NOT NULL,
	"state" "sms_recipient_state" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_body" text NOT NULL,
	"to_type" "sms_target" NOT NULL,
	"recipients" integer NOT NULL,
	"started_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_campaign_recipients" ADD CONSTRAINT "sms_campaign_recipients_campaign_id_sms_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."sms_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_campaign_recipients" ADD CONSTRAINT "sms_campaign_recipients_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_campaigns" ADD CONSTRAINT "sms_campaigns_started_by_members_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_campaign_recipients_phone_idx" ON "sms_campaign_recipients" USING btree ("campaign_id","phone");--> statement-breakpoint
CREATE INDEX "sms_campaign_recipients_state_idx" ON "sms_campaign_recipients" USING btree ("campaign_id","state");--> statement-breakpoint
CREATE INDEX "applications_stats_daily_idx" ON "applications" USING btree ("admission_session_id","status","registration_date");--> statement-breakpoint
CREATE INDEX "applications_stats_faculty_idx" ON "applications" USING btree ("admission_session_id","faculty_id","gender","status");--> statement-breakpoint
CREATE INDEX "applications_stats_region_idx" ON "applications" USING btree ("admission_session_id","region_id","status");