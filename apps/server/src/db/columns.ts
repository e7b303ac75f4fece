import { boolean, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Columns every catalogue row has: an id, a name in each interface language, and the active flag. */
export const catalogueColumns = () => ({
  id: serial('id').primaryKey(),
  nameUz: text('name_uz').notNull(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull().default(''),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
