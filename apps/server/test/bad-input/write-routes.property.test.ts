import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomAddress } from '../support/sign-in.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { badValuesFor } from './bad-values.js';
import { tableDigests } from './row-counts.js';
import { spoiltRequest, targetsOf, type Spoilt } from './spoilt-request.js';
import { prepareWorld, type World } from './write-route-samples.js';

/**
 * Issue 11 §2, as a property: every write route of the OpenAPI document, sent a valid request
 * with one field (of the body, the query string or the path) replaced by a generated bad value,
 * answers a 4xx, never a 5xx; a 400 or a 422 names the field; and no table changes (a digest of
 * every row of every table before and after).
 */

/** Tries per route: enough to reach each kind of field over a few runs, within a minute. */
const RUNS_PER_ROUTE = 16;

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];

let t: TestApp;
let world: World;
let writeRoutes: { method: string; path: string }[];

beforeAll(async () => {
  // Every try comes from an address of its own; the account limits are what is under test here.
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  world = await prepareWorld(t);
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  writeRoutes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => WRITE_METHODS.includes(method))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
}, 120_000);

afterAll(() => t?.close());

type Answer = {
  details?: { field?: unknown }[];
  invalid?: { field?: unknown }[];
  error_description?: unknown;
};

/** Whether the answer names the field it refuses, in the shape its status promises. */
function namesAField(response: LightMyRequestResponse): boolean {
  const answer = response.json<Answer>();
  const named = (list: { field?: unknown }[] | undefined) =>
    Array.isArray(list) &&
    list.length > 0 &&
    list.every((e) => typeof e.field === 'string' && e.field !== '');
  if (response.statusCode === 422) return named(answer.invalid);
  // The OAuth endpoints answer in their own form (RFC 6749 §5.2), the field first.
  if (typeof answer.error_description === 'string')
    return /(^|\s)[\w.[\]]+: /.test(answer.error_description);
  return named(answer.details);
}

/**
 * What is wrong with the answer to a spoilt request, or null. 400 and 422 must name the field;
 * 413 (a body too large) carries no field, nor do 403 and 404, the answers to a path naming
 * something the caller may not see or that does not exist, nor 401, OAuth's answer to a client
 * id that is no client's.
 */
function fault(spoilt: Spoilt, response: LightMyRequestResponse, wrote: boolean): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return spoilt.bad.refused ? `accepted it (${status})` : null;
  if (wrote) return `answered ${status} but wrote`;
  const allowed = [400, 413, 422];
  if (spoilt.target.where === 'params') allowed.push(403, 404);
  if (spoilt.target.kind === 'credential') allowed.push(401);
  if (!allowed.includes(status)) return `answered ${status}`;
  if ((status === 400 || status === 422) && !namesAField(response))
    return `answered ${status} naming no field`;
  return null;
}

function sameDigests(before: Record<string, string>, after: Record<string, string>): boolean {
  return JSON.stringify(before) === JSON.stringify(after);
}

describe('every write route of the OpenAPI document refuses bad values with a 4xx naming the field', () => {
  it('has a valid sample of every write route, each accepted as it is', async () => {
    expect(writeRoutes.length).toBeGreaterThan(20);
    const missing = writeRoutes.filter((r) => !world.samples[`${r.method} ${r.path}`]);
    expect(missing).toEqual([]);
    const refused: string[] = [];
    for (const { method, path } of writeRoutes)
      for (const make of world.samples[`${method} ${path}`]!) {
        const sample = await make();
        const response = await t.app.inject({
          ...spoiltRequest(world, method, path, sample, null),
          remoteAddress: randomAddress(),
        });
        if (response.statusCode >= 300)
          refused.push(
            `${method} ${path} (${sample.body.type}): ${response.statusCode} ${response.body}`,
          );
      }
    expect(refused).toEqual([]);
  }, 60_000);

  it('answers every spoilt request of every write route 4xx, names the field, writes nothing', async () => {
    for (const { method, path } of writeRoutes) {
      const makers = world.samples[`${method} ${path}`]!;
      // The shape of a sample is the same every time; only ids and tokens are new.
      const shapes = await Promise.all(makers.map((make) => make()));
      const spoilt = fc.oneof(
        ...shapes.flatMap((shape, index) =>
          targetsOf(shape).map((target) =>
            badValuesFor(target.kind, target.nested).map((bad) => ({
              index,
              spoilt: { target, bad },
            })),
          ),
        ),
      );
      if (shapes.every((shape) => targetsOf(shape).length === 0)) continue;
      await fc.assert(
        fc.asyncProperty(spoilt, async ({ index, spoilt }) => {
          const sample = await makers[index]!();
          const before = await tableDigests(t.database.db);
          const response = await t.app.inject({
            ...spoiltRequest(world, method, path, sample, spoilt),
            remoteAddress: randomAddress(),
          });
          const wrote = !sameDigests(before, await tableDigests(t.database.db));
          const problem = fault(spoilt, response, wrote);
          const where = `${spoilt.target.where}.${spoilt.target.path.join('.')}`;
          expect(
            problem,
            `${method} ${path} ${sample.body.type} ${where} = ${spoilt.bad.label}: ${response.body.slice(0, 300)}`,
          ).toBeNull();
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
  }, 300_000);
});
