ALTER TABLE "application_history" ADD COLUMN "faculty_id" integer;--> statement-breakpoint
ALTER TABLE "application_history" ADD COLUMN "education_language_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "extra_directions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "accepted_faculty_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "accepted_education_language_id" integer;--> statement-breakpoint
ALTER TABLE "application_history" ADD CONSTRAINT "application_history_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_history" ADD CONSTRAINT "application_history_education_language_id_education_languages_id_fk" FOREIGN KEY ("education_language_id") REFERENCES "public"."education_languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_accepted_faculty_id_faculties_id_fk" FOREIGN KEY ("accepted_faculty_id") REFERENCES "public"."faculties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_accepted_education_language_id_education_languages_id_fk" FOREIGN KEY ("accepted_education_language_id") REFERENCES "public"."education_languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_stats_accepted_idx" ON "applications" USING btree ("admission_session_id","accepted_faculty_id","accepted_education_language_id");--> statement-breakpoint
-- The extra directions are ids inside a jsonb array, out of reach of foreign keys: deleting a faculty or language one
-- of them names is refused as a foreign key would refuse it (SQLSTATE 23503, the catalogues' "in use" answer).
CREATE FUNCTION refuse_delete_of_chosen_direction() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM applications
    WHERE extra_directions @> jsonb_build_array(jsonb_build_object(TG_ARGV[0], OLD.id))
  ) THEN
    RAISE EXCEPTION '% % is an extra direction of an application', TG_TABLE_NAME, OLD.id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER faculties_chosen_as_direction BEFORE DELETE ON faculties
  FOR EACH ROW EXECUTE FUNCTION refuse_delete_of_chosen_direction('facultyId');--> statement-breakpoint
CREATE TRIGGER education_languages_chosen_as_direction BEFORE DELETE ON education_languages
  FOR EACH ROW EXECUTE FUNCTION refuse_delete_of_chosen_direction('educationLanguageId');
