CREATE TYPE "public"."notification_channel" AS ENUM('SMS', 'EMAIL');--> statement-breakpoint
CREATE TYPE "public"."notification_event" AS ENUM('SUBMITTED', 'ACCEPTED', 'REJECTED', 'PERMIT_VISIBLE', 'RESULT_PUBLISHED', 'APPEAL_ANSWERED');--> statement-breakpoint
CREATE TYPE "public"."notification_status" AS ENUM('QUEUED', 'SENDING', 'SENT', 'FAILED', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"admission_session_id" integer NOT NULL,
	"event" "notification_event" NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"text_uz" text,
	"text_ru" text,
	"text_en" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_admission_session_id_event_pk" PRIMARY KEY("admission_session_id","event")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"event" "notification_event" NOT NULL,
	"occurrence" text NOT NULL,
	"channel" "notification_channel" NOT NULL,
	"recipient" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"status" "notification_status" DEFAULT 'QUEUED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_admission_session_id_admission_sessions_id_fk" FOREIGN KEY ("admission_session_id") REFERENCES "public"."admission_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_occurrence_idx" ON "notifications" USING btree ("application_id","event","occurrence","channel");--> statement-breakpoint
CREATE INDEX "notifications_status_idx" ON "notifications" USING btree ("status");