import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import type { TestApp } from './test-app.js';

/**
 * A second app on a TestApp's database whose log lines (JSON, from `level` up) are kept in `lines`
 * for assertions. `beforeReady` may add routes.
 */
export async function loggingApp(
  t: TestApp,
  level: string,
  beforeReady?: (app: FastifyInstance) => void,
): Promise<{ app: FastifyInstance; lines: Record<string, unknown>[] }> {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = await buildApp(
    { config: t.config, db: t.database.db, clock: t.clock, mailer: t.mailer },
    { logger: { level, stream } },
  );
  beforeReady?.(app);
  await app.ready();
  return { app, lines };
}
