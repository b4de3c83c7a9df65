import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The OpenAPI document the server publishes (/api/docs/json, docs/openapi.json) is what
 * integrators feed their tools: a standard validator must accept it, every reference included.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the OpenAPI document', () => {
  it('is valid OpenAPI for a standard validator, references resolved', async () => {
    const document = t.app.swagger();
    // The validator dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
  });

  it('holds the recursive schema once, as components the routes refer to', () => {
    const text = JSON.stringify(t.app.swagger());
    const references = new Set(text.match(/#\/components\/schemas\/[\w-]+/g));
    expect([...references].sort()).toEqual([
      '#/components/schemas/LocationNode',
      '#/components/schemas/LocationNodeInput',
    ]);
  });
});
