import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/db/schema/index.js';
import { createUser } from '../support/sign-in.js';
import { loggingApp } from '../support/logging-app.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * A failed query is logged with what an operator needs (the SQL, the message, PostgreSQL's code
 * and constraint) and without the values it carried, which are personal data.
 */

let t: TestApp;
let app: FastifyInstance;
let lines: Record<string, unknown>[];

beforeAll(async () => {
  t = await createTestApp();
  ({ app, lines } = await loggingApp(t, 'error', (logging) => {
    // A write that breaks a unique constraint with personal values, as a buggy route might.
    logging.post(
      '/test/duplicate-account',
      { config: { access: { kind: 'public' } } },
      async () => {
        const taken = (await t.database.db.select({ email: users.email }).from(users).limit(1))[0]!;
        await t.database.db
          .insert(users)
          .values({ email: taken.email, username: 'Jeanne-Dupont-1984', role: 'user' });
        return { ok: true };
      },
    );
  }));
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('the log of a failed query', () => {
  it('keeps the SQL error and drops the values of the query', async () => {
    const person = await createUser(t, { email: 'jeanne.dupont@example.test' });
    const answer = await app.inject({ method: 'POST', url: '/test/duplicate-account' });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain(person.email);

    const logged = lines.find((line) => line.msg === 'request failed');
    expect(logged).toBeDefined();
    const text = JSON.stringify(logged);
    expect(text).not.toContain(person.email);
    expect(text).not.toContain('Jeanne-Dupont-1984');
    const err = logged!.err as { message: string; cause: { code: string; constraint?: string } };
    expect(err.message).toMatch(/^Failed query: insert into "users"/);
    expect(err.cause.code).toBe('23505');
    expect(text).toContain('duplicate key value violates unique constraint');
  });
});
