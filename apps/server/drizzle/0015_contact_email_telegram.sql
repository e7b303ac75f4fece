ALTER TABLE "applications" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "telegram" text;