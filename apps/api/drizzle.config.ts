import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @calchub/api` writes a new SQL migration into drizzle/ after a change to the schema.
// The SQL must stay within what PostgreSQL 15 supports (the production server); PGlite runs the same files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
