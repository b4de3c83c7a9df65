import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('defaults to the embedded database on port 8080 with the demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      seed: 'demo',
      publicUrl: 'http://localhost:8080',
      accessTokenTtlSeconds: 300,
      sessionMaxAgeMs: 28_800_000,
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('takes a PostgreSQL URL and a public address', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@db:5432/bb',
      PUBLIC_URL: 'https://farm.example/',
      PORT: '9000',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://u:p@db:5432/bb',
      publicUrl: 'https://farm.example',
      port: 9000,
    });
  });

  it('takes PostgreSQL itself for the live streams beside a pooler', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@pgbouncer:6432/bb',
      LISTEN_DATABASE_URL: 'postgres://u:p@db:5432/bb',
    });
    expect(config.listenDatabaseUrl).toBe('postgres://u:p@db:5432/bb');
    expect(loadConfig({}).listenDatabaseUrl).toBeUndefined();
  });

  it('takes an MQTT shared-subscription group', () => {
    const url = 'mqtt://broker:1883?clientId=bb-1&group=barnboard';
    expect(loadConfig({ MQTT_URL: url }).mqttUrl).toBe(url);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://db/bb' }, 'DATABASE_URL'],
    [{ LISTEN_DATABASE_URL: 'http://db/bb' }, 'LISTEN_DATABASE_URL'],
    [{ SEED: 'everything' }, 'SEED'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ MQTT_URL: 'mqtt://broker:1883?group=farm/a' }, 'MQTT_URL'],
    [{ MQTT_URL: 'mqtt://broker:1883?group=' }, 'MQTT_URL'],
  ])('stops on %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}:`));
  });
});
