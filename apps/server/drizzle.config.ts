import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  // The drift check (scripts/check-migrations.mjs) generates into a scratch copy.
  out: process.env.DRIZZLE_OUT ?? './src/db/migrations',
  casing: 'snake_case',
});
