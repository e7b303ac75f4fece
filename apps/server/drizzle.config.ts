import { defineConfig } from 'drizzle-kit';

// Every table is defined in its feature module (modules/<feature>/<name>.table.ts); this is the one list of them.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/*.table.ts', './src/modules/*/*.tables.ts'],
  out: './drizzle',
});
