// Builds what is not built (or is older than its sources): domain, server, web app.
// `node scripts/build.mjs --force` rebuilds everything.
// TypeScript only emits here (--noCheck): `npm run typecheck` and `npm test` check the types, and a
// first `npm start` should not wait for them. The server and the web app build side by side.
import { mustRun, newestMtime } from './lib.mjs';

const force = process.argv.includes('--force');

const steps = [
  {
    name: 'domain package',
    sources: ['packages/domain/src', 'packages/domain/tsconfig.build.json'],
    output: 'packages/domain/dist/index.js',
    command: ['npx', ['tsc', '--noCheck', '-p', 'packages/domain/tsconfig.build.json']],
  },
  {
    name: 'server',
    sources: ['apps/server/src', 'apps/server/tsconfig.build.json', 'packages/domain/src'],
    output: 'apps/server/dist/server.js',
    command: ['npx', ['tsc', '--noCheck', '-p', 'apps/server/tsconfig.build.json']],
  },
  {
    name: 'web app',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'packages/domain/src',
    ],
    output: 'apps/web/dist/index.html',
    command: ['npx', ['vite', 'build', '--logLevel', 'warn'], 'apps/web'],
  },
];

/** @param {(typeof steps)[number]} step */
async function build(step) {
  const built = newestMtime([step.output]);
  if (!force && built > 0 && built >= newestMtime(step.sources)) return;
  const started = Date.now();
  console.log(`Building the ${step.name}…`);
  const [command, args, cwd] = /** @type {[string, string[], string?]} */ (step.command);
  await mustRun(command, args, cwd ? { cwd } : {});
  console.log(`✓ Built the ${step.name} in ${Math.round((Date.now() - started) / 1000)} s`);
}

const [domain, ...others] = steps;
await build(/** @type {(typeof steps)[number]} */ (domain));
await Promise.all(others.map(build));
