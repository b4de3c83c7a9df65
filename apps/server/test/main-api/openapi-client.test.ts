import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * What an integrator does with the OpenAPI document: generate the API's types
 * (openapi-typescript) and call it through a typed client (openapi-fetch). The generated types
 * and a client using them must compile, and a call the API does not have must not.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let t: TestApp;
let dir: string;

const client = (calls: string) => `
import createClient from 'openapi-fetch';
import type { paths } from './barnboard-api.js';

const client = createClient<paths>({ baseUrl: 'http://localhost:8080' });
${calls}
`;

function diagnostics(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

beforeAll(async () => {
  t = await createTestApp();
  // Inside the package, so the client file resolves openapi-fetch from node_modules.
  const cache = path.join(serverDir, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  dir = fs.mkdtempSync(path.join(cache, 'openapi-client-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  const types = astToString(await openapiTS(JSON.stringify(t.app.swagger())));
  fs.writeFileSync(path.join(dir, 'barnboard-api.ts'), types);
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

describe('a typed client generated from the OpenAPI document', () => {
  it('compiles, its answers typed down to the recursive location tree', () => {
    const file = path.join(dir, 'uses-the-api.ts');
    fs.writeFileSync(
      file,
      client(`
export async function firstPlace(siteId: string): Promise<string | undefined> {
  const { data, error } = await client.GET('/api/sites/{siteId}/locations', {
    params: { path: { siteId } },
  });
  if (error) return error.message;
  return data.buildings[0]?.rooms[0]?.children[0]?.children[0]?.name;
}

export async function changedFields(): Promise<string[] | undefined> {
  const { data } = await client.GET('/api/audit-events', { params: { query: { per_page: 10 } } });
  return data?.data.flatMap((event) => event.changes.map((change) => change.field));
}
`),
    );
    expect(diagnostics(file)).toEqual([]);
  });

  it('refuses a route the API does not have, and a wrong parameter', () => {
    const file = path.join(dir, 'misuses-the-api.ts');
    fs.writeFileSync(
      file,
      client(`
export const missing = client.GET('/api/no-such-route');
export const wrong = client.GET('/api/sites/{siteId}/locations', { params: { path: { site: 'x' } } });
`),
    );
    expect(diagnostics(file).length).toBeGreaterThanOrEqual(2);
  });
});
