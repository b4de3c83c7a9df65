import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { OldEngineDataError } from './db/embedded/old-engine.js';
import { clockStartingAt, systemClock } from './lib/clock.js';
import { listeningAddress, publicUrlWarning } from './lifecycle/banner.js';
import { installShutdown } from './lifecycle/shutdown.js';
import { DEMO_INGEST_KEY } from './seed/demo-bins.js';
import { startLiveDemo } from './seed/live-demo.js';
import { demoAccountsTable, isDatabaseEmpty, seedDemo } from './seed/seed-demo.js';

/** Starts the whole product: migrations, demo data on an empty database, then the HTTP server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const clock = config.clockStart ? clockStartingAt(config.clockStart) : systemClock;
  // A first start creates the embedded PostgreSQL and loads the demo: say what is going on.
  console.log(
    config.databaseUrl
      ? 'Opening the database…'
      : `Starting the embedded PostgreSQL in ${config.dataDir}…`,
  );
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    supervise: true,
  });
  await database.migrate();

  let seeded = false;
  if (config.seed === 'demo' && (await isDatabaseEmpty(database.db))) {
    console.log(
      'Loading the demo data (three herds, their feeding and bins: about half a minute)…',
    );
    await seedDemo(database.db, clock.now(), { herd: true });
    seeded = true;
  }

  // Readable lines at a terminal, JSON when the output goes to a file or a log collector.
  const logger = { level: config.logLevel, pretty: process.stdout.isTTY };
  const app = await buildApp(
    { config, db: database.db, clock, databaseUnreachableForMs: () => database.unreachableForMs() },
    { logger, serveWebApp: true },
  );

  // The demo farm goes on living while the server runs (docs/simulator.md, "The live demo").
  const liveDemo = config.seed === 'demo' ? startLiveDemo(database.db, clock, app.log) : null;
  // The webhook outbox is delivered while the server runs (docs/operations.md, "Webhooks");
  // app.close() stops it, after its attempts in flight are settled.
  if (config.webhookDispatcher) app.webhookDispatcher.start();
  installShutdown(app, {
    async close() {
      await liveDemo?.stop();
      await database.close();
    },
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = listeningAddress(config.host, port);
  const lines = [
    '',
    `Barnboard is running on ${url}`,
    `  database: ${database.kind} (${database.location})${seeded ? ', demo data loaded' : ''}`,
    `  API docs: ${url}/api/docs`,
    `  health:   ${url}/healthz (alive), ${url}/readyz (ready)`,
  ];
  const warning = publicUrlWarning(config.host, config.publicUrlSet);
  if (warning) lines.push(warning);
  // The demo's accounts and key are news once, when they are made; the README keeps them.
  if (seeded) {
    lines.push('', 'Demo accounts:', demoAccountsTable());
    lines.push('', `Demo ingest key (Ferme du Bocage, L-Track): ${DEMO_INGEST_KEY}`);
    lines.push("  npm run simulate:bins -- --live   posts the demo bins' uplinks with it");
  } else if (config.seed === 'demo') {
    lines.push('  demo data: already loaded (accounts and ingest key in the README)');
  }
  if (liveDemo) lines.push('  live demo: the demo farm goes on every minute (SEED=none stops it)');
  console.log(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof OldEngineDataError ? error.message : error,
  );
  process.exit(1);
});
