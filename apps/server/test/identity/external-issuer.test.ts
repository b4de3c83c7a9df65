import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createUser, signIn, type TestUser } from '../support/sign-in.js';

/** A stand-in for an external Keycloak realm: discovery and JWKS over real HTTP. */
let issuerServer: http.Server;
let issuer: string;
let signingKey: CryptoKey;
let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  signingKey = privateKey;
  const jwk = { ...(await exportJWK(publicKey)), kid: 'ext-1', alg: 'RS256', use: 'sig' };
  issuerServer = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/realms/ext/.well-known/openid-configuration') {
      response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/protocol/openid-connect/certs` }));
    } else if (request.url === '/realms/ext/protocol/openid-connect/certs') {
      response.end(JSON.stringify({ keys: [jwk] }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}/realms/ext`;
  t = await createTestApp({ OIDC_ISSUER: issuer, OIDC_AUDIENCE: 'barnboard' });
  user = await createUser(t);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => issuerServer.close(resolve));
});

function externalToken(claims: JWTPayload, options: { audience?: string; lifetime?: number } = {}) {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return new SignJWT({ email: user.email, email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'ext-1' })
    .setIssuer(issuer)
    .setSubject('keycloak-user-id')
    .setAudience(options.audience ?? 'barnboard')
    .setIssuedAt(now)
    .setExpirationTime(now + (options.lifetime ?? 300))
    .sign(signingKey);
}

const ping = (token: string) =>
  t.app.inject({ url: '/api/ping', headers: { authorization: `Bearer ${token}` } });

describe('external issuer (OIDC_ISSUER)', () => {
  it("accepts the issuer's token and maps it to the account by e-mail", async () => {
    expect((await ping(await externalToken({}))).statusCode).toBe(200);
    const token = await externalToken({ email: user.email.toUpperCase() });
    const me = await t.app.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ cloud_id: user.id });
  });

  it('refuses an unknown or unverified e-mail, another audience and an expired token', async () => {
    expect((await ping(await externalToken({ email: 'nobody@example.test' }))).statusCode).toBe(
      401,
    );
    expect((await ping(await externalToken({ email_verified: false }))).statusCode).toBe(401);
    expect((await ping(await externalToken({}, { audience: 'another-app' }))).statusCode).toBe(401);
    const token = await externalToken({}, { lifetime: 60 });
    t.clock.advance(61_000);
    expect((await ping(token)).statusCode).toBe(401);
  });

  it('no longer accepts tokens of the built-in provider', async () => {
    const tokens = await signIn(t, user);
    expect((await ping(tokens.access_token)).statusCode).toBe(401);
  });
});
