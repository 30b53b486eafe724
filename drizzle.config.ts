import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration into server/db/migrations from the schema files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
