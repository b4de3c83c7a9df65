import { fileURLToPath } from 'node:url';

/**
 * The committed SQL migrations, found from src/ and from dist/ alike (both are two levels down):
 * the migrator runs them, the readiness check compares them with what the database has applied.
 */
export const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));
