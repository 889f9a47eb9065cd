// `npm run db:generate -w @pashmina/api` writes SQL migrations to api/drizzle/ from the schema; they are committed
// and applied at start-up by src/database/migrate.ts on both drivers (PGlite and a PostgreSQL server).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/database/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
