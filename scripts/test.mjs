// `npm test`: every check — lint (beside the next ones), format, build, web bundle budget, typecheck,
// catalogues, generated files, then unit tests, server tests on the embedded PostgreSQL and on a
// PostgreSQL server, then end-to-end journeys in Chromium.
// Ends with one line 'tests: N passed, N failed'. Fails on any failure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureChromium } from './ensure-chromium.mjs';
import { run, runHeldBack } from './lib.mjs';

const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barnboard-test-'));
const totals = { passed: 0, failed: 0 };
const failures = [];
const started = Date.now();
/** Where each Vitest project's files live, to check that every requested project ran. */
/** @type {Record<string, string>} */
const projectFolders = {
  domain: '/packages/domain/',
  web: '/apps/web/',
  'web-mocking': '/apps/web/',
  server: '/apps/server/',
  scripts: '/scripts/',
  e2e: '/e2e/',
};

/**
 * @param {string} name
 * @param {() => Promise<number>} step
 * @param {number} [t0] when the step started, if before this call (a step run beside others)
 */
async function stage(name, step, t0 = Date.now()) {
  console.log(`\n▶ ${name}`);
  const code = await step();
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (code === 0) console.log(`✓ ${name} (${seconds} s)`);
  else {
    console.log(`✗ ${name} failed (${seconds} s)`);
    failures.push(name);
  }
}

/** Runs vitest with a JSON report so the closing line can count tests across runs. */
async function vitest(
  /** @type {string} */ label,
  /** @type {string[]} */ args,
  /** @type {NodeJS.ProcessEnv} */ env = {},
) {
  const report = path.join(resultsDir, `${label.replace(/\W+/g, '-')}.json`);
  const code = await run(
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...args,
    ],
    { env },
  );
  if (!fs.existsSync(report)) {
    totals.failed += 1;
    return code || 1;
  }
  const result = JSON.parse(fs.readFileSync(report, 'utf8'));
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests;
  // A project filter that matches nothing must not pass silently.
  for (const project of args.filter((_, i) => args[i - 1] === '--project')) {
    const ran = result.testResults.some((/** @type {{ name: string }} */ file) =>
      file.name.includes(projectFolders[project] ?? '\0'),
    );
    if (!ran) {
      console.log(`✗ no test of project '${project}' ran`);
      return 1;
    }
  }
  return code;
}

/** A PostgreSQL server for the second database leg: TEST_DATABASE_URL, or one on localhost:5432. */
async function findPostgres() {
  const candidates = process.env.TEST_DATABASE_URL
    ? [process.env.TEST_DATABASE_URL]
    : [
        'postgres://postgres@localhost:5432/postgres',
        `postgres://${os.userInfo().username}@localhost:5432/postgres`,
      ];
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return url;
    } catch {
      // try the next candidate
    } finally {
      await client.end().catch(() => {});
    }
  }
  return null;
}

// ESLint (type-aware) computes on one core for about two minutes and needs nothing built, so it
// runs beside the format, build and type checks, which take as long on the other core; its
// output is printed whole once they are done.
const lintStarted = Date.now();
const lint = runHeldBack('npx', ['eslint', '.', '--max-warnings=0']);
await stage('format', () => run('npx', ['prettier', '--check', '.', '--log-level', 'warn']));
// The benchmarks run against the built server, so their type check needs the build first.
await stage('build', () => run('node', ['scripts/build.mjs']));
await stage('web bundle budget (initial JavaScript ≤ 170 kB gzipped)', () =>
  run('node', ['scripts/check-bundle.mjs']),
);
await stage('typecheck', () => run('npm', ['run', '--silent', 'typecheck']));
await stage('translation catalogues', () => run('node', ['scripts/check-i18n.mjs']));
await stage('migrations match the schema', () => run('node', ['scripts/check-migrations.mjs']));
await stage('OpenAPI document matches the code', () =>
  run('node', ['apps/server/dist/cli/openapi.js', '--check']),
);
await stage(
  'lint (ran beside the checks above)',
  async () => {
    const { code, output } = await lint;
    process.stdout.write(output);
    return code;
  },
  lintStarted,
);
// The unit stage has the machine to itself: a worker per core.
await stage('unit tests (domain, web, scripts)', () =>
  vitest('unit', [
    '--project',
    'domain',
    '--project',
    'web',
    '--project',
    'web-mocking',
    '--project',
    'scripts',
    '--maxWorkers=2',
  ]),
);
await stage('server tests on the embedded PostgreSQL', () =>
  vitest('server-embedded', ['--project', 'server'], { TEST_DB: 'embedded' }),
);

// The journeys' demo (a seed of 15–30 s, on one core) loads beside the PostgreSQL leg, which leaves
// the machine's second core partly idle, instead of at the start of the journeys' stage.
const demoForJourneys = runHeldBack('npx', ['tsx', 'e2e/support/load-demo-data.ts']);

const postgresUrl = await findPostgres();
if (postgresUrl) {
  await stage('server tests on the PostgreSQL server', () =>
    vitest('server-postgres', ['--project', 'server'], {
      TEST_DB: 'postgres',
      TEST_DATABASE_URL: postgresUrl,
    }),
  );
} else if (process.env.REQUIRE_POSTGRES === '1') {
  console.log(
    '\n✗ REQUIRE_POSTGRES=1 but no PostgreSQL answers (set TEST_DATABASE_URL or start one on localhost:5432)',
  );
  failures.push('server tests on PostgreSQL (no server)');
} else {
  console.log(
    '\n! No PostgreSQL found (TEST_DATABASE_URL unset, nothing on localhost:5432): the PostgreSQL leg is skipped. ' +
      'Set REQUIRE_POSTGRES=1 to make this an error.',
  );
}

await stage('end-to-end journeys in Chromium', async () => {
  if (!(await ensureChromium())) return 1;
  const demo = await demoForJourneys;
  const demoData = demo.output.trim().split('\n').at(-1) ?? '';
  if (demo.code !== 0 || !fs.existsSync(demoData)) {
    console.log(
      `! the journeys' demo could not be loaded beforehand; they load it:\n${demo.output}`,
    );
    return vitest('e2e', ['--project', 'e2e']);
  }
  return vitest('e2e', ['--project', 'e2e'], { E2E_DEMO_DATA: demoData });
});

fs.rmSync(resultsDir, { recursive: true, force: true });
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(
  `\n${failures.length ? `✗ failed: ${failures.join(', ')}` : '✓ every check passed'} (${minutes} min)`,
);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = failures.length ? 1 : 0;
