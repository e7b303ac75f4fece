-- Apostrophes (` ´ ‘ ’ ʻ ʼ) stored in their one canonical form, the ASCII ' = chr(39) (packages/contract/src/text.ts),
-- so a search matches whichever one the user types. Rows written from now on are normalised by the contract.
UPDATE "countries" SET "name_uz" = translate("name_uz", '`´‘’ʻʼ', repeat(chr(39), 6)), "name_ru" = translate("name_ru", '`´‘’ʻʼ', repeat(chr(39), 6)), "name_en" = translate("name_en", '`´‘’ʻʼ', repeat(chr(39), 6));
--> statement-breakpoint
UPDATE "regions" SET "name_uz" = translate("name_uz", '`´‘’ʻʼ', repeat(chr(39), 6)), "name_ru" = translate("name_ru", '`´‘’ʻʼ', repeat(chr(39), 6)), "name_en" = translate("name_en", '`´‘’ʻʼ', repeat(chr(39), 6));
--> statement-breakpoint
UPDATE "cities" SET "name_uz" = translate("name_uz", '`´‘’ʻʼ', repeat(chr(39), 6)), "name_ru" = translate("name_ru", '`´‘’ʻʼ', repeat(chr(39), 6)), "name_en" = translate("name_en", '`´‘’ʻʼ', repeat(chr(39), 6));
--> statement-breakpoint
UPDATE "schools" SET "name_uz" = translate("name_uz", '`´‘’ʻʼ', repeat(chr(39), 6)), "name_ru" = translate("name_ru", '`´‘’ʻʼ', repeat(chr(39), 6)), "name_en" = translate("name_en", '`´‘’ʻʼ', repeat(chr(39), 6));
--> statement-breakpoint
UPDATE "school_types" SET "name_uz" = translate("name_uz", '`´‘’ʻʼ', repeat(chr(39), 6)), "name_ru" = translate("name_ru", '`´‘’ʻʼ', repeat(chr(39), 6)), "name_en" = translate("name_en", '`´‘’ʻʼ', repeat(chr(39), 6));
--> statement-breakpoint
UPDATE "education_types" SET "name_uz" = translate("name_uz", '`´‘’ʻʼ', repeat(chr(39), 6)), "name_ru" = translate("name_ru", '`´‘’ʻʼ', repeat(chr(39), 6)), "name_en" = translate("name_en", '`´‘’ʻʼ', repeat(chr(39), 6));
--> statement-breakpoint
UPDATE "disabilities" SET "name_uz" = translate("name_uz", '`´‘’ʻʼ', repeat(chr(39), 6)), "name_ru" = translate("name_ru", '`´‘’ʻʼ', repeat(chr(39), 6)), "name_en" = translate("name_en", '`´‘’ʻʼ', repeat(chr(39), 6));
--> statement-breakpoint
UPDATE "certificates" SET "name_uz" = translate("name_uz", '`´‘’ʻʼ', repeat(chr(39), 6)), "name_ru" = translate("name_ru", '`´‘’ʻʼ', repeat(chr(39), 6)), "name_en" = translate("name_en", '`´‘’ʻʼ', repeat(chr(39), 6));
--> statement-breakpoint
UPDATE "sciences" SET "name_uz" = translate("name_uz", '`´‘’ʻʼ', repeat(chr(39), 6)), "name_ru" = translate("name_ru", '`´‘’ʻʼ', repeat(chr(39), 6)), "name_en" = translate("name_en", '`´‘’ʻʼ', repeat(chr(39), 6));
--> statement-breakpoint
UPDATE "faculties" SET "name_uz" = translate("name_uz", '`´‘’ʻʼ', repeat(chr(39), 6)), "name_ru" = translate("name_ru", '`´‘’ʻʼ', repeat(chr(39), 6)), "name_en" = translate("name_en", '`´‘’ʻʼ', repeat(chr(39), 6));
--> statement-breakpoint
UPDATE "education_languages" SET "name_uz" = translate("name_uz", '`´‘’ʻʼ', repeat(chr(39), 6)), "name_ru" = translate("name_ru", '`´‘’ʻʼ', repeat(chr(39), 6)), "name_en" = translate("name_en", '`´‘’ʻʼ', repeat(chr(39), 6));
--> statement-breakpoint
UPDATE "admission_sessions" SET "name" = translate("name", '`´‘’ʻʼ', repeat(chr(39), 6));
--> statement-breakpoint
UPDATE "members" SET "first_name" = translate("first_name", '`´‘’ʻʼ', repeat(chr(39), 6)), "last_name" = translate("last_name", '`´‘’ʻʼ', repeat(chr(39), 6)), "middle_name" = translate("middle_name", '`´‘’ʻʼ', repeat(chr(39), 6));
--> statement-breakpoint
UPDATE "applications" SET "first_name" = translate("first_name", '`´‘’ʻʼ', repeat(chr(39), 6)), "last_name" = translate("last_name", '`´‘’ʻʼ', repeat(chr(39), 6)), "middle_name" = translate("middle_name", '`´‘’ʻʼ', repeat(chr(39), 6)), "disability_note" = translate("disability_note", '`´‘’ʻʼ', repeat(chr(39), 6)), "address_line" = translate("address_line", '`´‘’ʻʼ', repeat(chr(39), 6)), "nationality" = translate("nationality", '`´‘’ʻʼ', repeat(chr(39), 6)), "school_name" = translate("school_name", '`´‘’ʻʼ', repeat(chr(39), 6)), "graduated_direction" = translate("graduated_direction", '`´‘’ʻʼ', repeat(chr(39), 6)), "certificate_other" = translate("certificate_other", '`´‘’ʻʼ', repeat(chr(39), 6));
