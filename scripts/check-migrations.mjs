// Fails when the database schema in code has changes no committed migration contains.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

const committed = path.join(root, 'apps/server/src/db/migrations');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'barnboard-migrations-'));
fs.cpSync(committed, scratch, { recursive: true });
const before = fs.readdirSync(scratch).length;
execFileSync('npx', ['drizzle-kit', 'generate', '--config', 'drizzle.config.ts'], {
  cwd: path.join(root, 'apps/server'),
  env: { ...process.env, DRIZZLE_OUT: scratch },
  stdio: 'pipe',
});
const added = fs.readdirSync(scratch).length - before;
fs.rmSync(scratch, { recursive: true, force: true });
if (added > 0) {
  console.error(
    "✗ the schema has changes without a migration: run 'npm run db:generate' and commit the file",
  );
  process.exit(1);
}
console.log('✓ migrations match the schema');
