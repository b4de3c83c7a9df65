import type { Installation } from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { movedSinceInstalled, webhookHost } from './destination';

function installation(urlChangedAt: string | null, revokedAt: string | null = null): Installation {
  const id = '00000000-0000-4000-8000-000000000001';
  return {
    id,
    integration: {
      id,
      name: 'Herd sync',
      url: 'https://hooks.example.com/in',
      url_changed_at: urlChangedAt,
    },
    tenant: { id, name: 'Ferme du Bocage' },
    site: { id, name: 'Maternité' },
    building: null,
    installed_by: null,
    role: null,
    key_prefix: 'bbi_0000',
    key_rotated_at: null,
    last_active_at: null,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    revoked_at: revokedAt,
  };
}

describe('where an installation sends its events', () => {
  it('names the host of the address', () => {
    expect(webhookHost('https://hooks.example.com:8443/barnboard?x=1')).toBe(
      'hooks.example.com:8443',
    );
    expect(webhookHost('not an address')).toBe('not an address');
  });

  it('warns of an address changed after the installation, not before, nor on a revoked one', () => {
    expect(movedSinceInstalled(installation(null))).toBeNull();
    expect(movedSinceInstalled(installation('2026-10-01T10:00:00.000Z'))).toBeNull();
    expect(movedSinceInstalled(installation('2026-11-02T10:00:00.000Z'))).toBe(
      '2026-11-02T10:00:00.000Z',
    );
    expect(
      movedSinceInstalled(installation('2026-11-02T10:00:00.000Z', '2026-11-03T10:00:00.000Z')),
    ).toBeNull();
  });
});
