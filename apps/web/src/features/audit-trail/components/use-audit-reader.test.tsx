import type { AuditEvent } from '@barnboard/domain';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { browserInTokyo } from '../../../testing/browser-in-tokyo';
import { startTestSession } from '../../../testing/session-fixture';
import { useAuditReader } from './use-audit-reader';

const SITE_A = '6f1d2c3b-4a50-4b6c-8f9e-0a1b2c3d4e5f';
const SITE_GONE = '00000000-0000-4000-8000-000000000000';

function event(type: AuditEvent['entity']['type'], names: AuditEvent['names'] = {}): AuditEvent {
  return {
    id: '0b6c3f9e-4a51-4d6f-9a2e-6f1d2c3b4a50',
    at: '2026-11-24T11:53:00Z',
    tenant: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Ferme du Bocage' },
    site: null,
    actor: { id: null, name: 'Émilie Lefèvre' },
    action: 'update',
    entity: { type, id: 'x', name: 'x' },
    changes: [],
    names,
  };
}

function reader() {
  return renderHook(() => useAuditReader()).result.current;
}

describe('useAuditReader', () => {
  browserInTokyo();

  it("names fields as the edit forms do, and values in words and the user's units", () => {
    startTestSession({ userPrefs: { length: 'ft' } });
    const bin = event('bin');
    const read = reader();
    expect(read.field(bin, 'mac_address')).toBe('MAC address');
    expect(read.field(bin, 'type')).toBe('Type');
    expect(read.value(bin, 'type', 'regular_hopper')).toBe('Regular hopper');
    expect(read.field(bin, 'diameter')).toBe('Diameter');
    expect(read.value(bin, 'diameter', 3.048)).toBe('10 ft');
    expect(read.field(event('site'), 'action_windows.farrow_lead')).toBe(
      'Days ahead of the due date',
    );
    expect(read.value(event('building'), 'type', 'farrowing')).toBe('Farrowing');
    // A field the catalogue does not know yet still shows, by the trail's own name.
    expect(read.field(bin, 'colour')).toBe('colour');
  });

  it("names a membership's sites, its role and its areas", () => {
    startTestSession();
    const membership = event('membership', { [SITE_A]: 'Maternité Saint-Hyacinthe' });
    const read = reader();
    expect(read.field(membership, 'sites')).toBe('Sites');
    expect(read.value(membership, 'sites', [SITE_A, SITE_GONE])).toBe(
      'Maternité Saint-Hyacinthe, another site',
    );
    expect(read.value(membership, 'sites', 'all')).toBe('All sites, present and future');
    expect(read.value(membership, 'role', 'manager')).toBe('Manager');
    expect(
      read.value(membership, 'access_type', { feeding: ['lactation'], zootech: false, silo: true }),
    ).toBe('Lactation feeding, L-Track silos');
    expect(read.value(membership, 'expires_at', null)).toBe('Never expires');
  });

  it("writes instants on the site's clock and days in the user's date format, in French", async () => {
    startTestSession({ userPrefs: { DateFormat: 'DD-MM-YYYY' } });
    await i18n.changeLanguage('fr');
    const read = reader();
    const installation = event('installation');
    expect(read.field(installation, 'revoked_at')).toBe('Révoquée le');
    // 11:53 UTC is 06:53 in Montréal, the site's zone; 20:53 in the browser's Tokyo.
    expect(read.value(installation, 'revoked_at', '2026-11-24T11:53:00.000Z')).toBe(
      '24-11-2026 06:53',
    );
    expect(read.value(installation, 'building_id', null)).toBe('Tout le site');
    const order = event('delivery_order');
    expect(read.value(order, 'wished_date', '2026-12-07')).toBe('07-12-2026');
    expect(read.value(order, 'state', 'confirmed')).toBe('Confirmée');
    expect(read.field(order, 'quantity_kg')).toBe('Quantité (t)');
    expect(read.value(order, 'quantity_kg', 24000)).toBe('24 t');
    expect(read.value(event('user'), 'first_sign_in_change', true)).toBe('oui');
  });
});
