import { fileURLToPath } from 'node:url';

/** Committed SQL migrations, found from src/ and from dist/ alike (both are two levels down). */
export const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));
