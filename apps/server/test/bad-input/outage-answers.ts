import { expect } from 'vitest';
import { WEB_CLIENT_ID } from '@barnboard/domain';
import { DEMO_PASSWORD } from '../../src/seed/demo-data.js';

/** What the database-outage tests send and expect. */

/** 503 with Retry-After and the machine code of an outage. */
export function expectUnavailable(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json<T>(): T;
  body: string;
}): void {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toMatchObject({ statusCode: 503, code: 'database_unavailable' });
}

/** A sign-in of the demo owner: a public route that reads the database. */
export const signIn = {
  method: 'POST' as const,
  url: '/realms/barnboard/protocol/openid-connect/token',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({
    grant_type: 'password',
    client_id: WEB_CLIENT_ID,
    username: 'owner@bocage.demo',
    password: DEMO_PASSWORD,
  }).toString(),
};
