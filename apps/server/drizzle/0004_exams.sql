CREATE TABLE "exam_answer_sheets" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"answer_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_permits" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"exam_day" date NOT NULL,
	"shift" text NOT NULL,
	"login" text NOT NULL,
	"password" text NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_results" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"attended" text NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"answer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_answer_sheets" ADD CONSTRAINT "exam_answer_sheets_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_permits" ADD CONSTRAINT "exam_permits_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_answer_sheets_answer_id_idx" ON "exam_answer_sheets" USING btree ("answer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_results_answer_id_idx" ON "exam_results" USING btree ("answer_id");