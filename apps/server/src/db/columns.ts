import { sql } from 'drizzle-orm';
import { boolean, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Columns every catalogue row has: an id, a name in each interface language, the active flag, and what the staff
 * search box looks in: the names and the row's `searched` columns (database names), lower-cased once on write, so a
 * search is one LIKE per row instead of an ILIKE per column (ILIKE lower-cases every value on every search).
 */
export const catalogueColumns = (...searched: string[]) => ({
  id: serial('id').primaryKey(),
  nameUz: text('name_uz').notNull(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull().default(''),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // The line breaks keep a search from matching across two values.
  searchText: text('search_text')
    .notNull()
    .generatedAlwaysAs(sql.raw(`lower(${['name_uz', 'name_ru', 'name_en', ...searched].join(' || chr(10) || ')})`)),
});
