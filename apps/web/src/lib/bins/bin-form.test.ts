import { describe, expect, it } from 'vitest';
import { BUILDING, CONTENT, makeBin } from '../../testing/make-bin';
import { checkForm, emptyValues, formBody, initialValues } from './bin-form';

describe('the bin edit form', () => {
  const bin = makeBin({ diameter: 2.75, roof_height: 0.79, offset: 0.3 });

  it('starts from the stored bin, lengths in the user unit', () => {
    const values = initialValues(bin, 'ft');
    expect(values.diameter).toBe('9.02');
    expect(values.building_id).toBe(BUILDING.cloud_id);
    expect(values.content_id).toBe(CONTENT.cloud_id);
  });

  it('says "same information" when nothing changed, even in feet', () => {
    const initial = initialValues(bin, 'ft');
    expect(checkForm(initial, initial, bin, 'ft')).toEqual({ kind: 'same' });
    // A MAC address typed another way is the same sensor.
    const mac = { ...initial, mac_address: '1A:C0:B0:CA:9E:00:00:06' };
    expect(checkForm(mac, initial, bin, 'ft')).toEqual({ kind: 'same' });
  });

  it('reports every rule of spec §5 with the server codes', () => {
    const initial = initialValues(bin, 'm');
    const blank = { ...initial, name: ' ', mac_address: 'not a mac', diameter: 'abc' };
    const check = checkForm(blank, initial, bin, 'm');
    expect(check).toEqual({
      kind: 'invalid',
      errors: {
        fields: { name: 'required', mac_address: 'invalid_mac_address', diameter: 'invalid' },
        notices: [],
      },
    });
    const offset = checkForm({ ...initial, offset: '1' }, initial, bin, 'm');
    expect(offset).toEqual({
      kind: 'invalid',
      errors: { fields: { offset: 'offset_not_below_roof' }, notices: [] },
    });
    const flat = { ...initial, diameter: '0' };
    expect(checkForm(flat, initial, bin, 'm')).toEqual({
      kind: 'invalid',
      errors: { fields: {}, notices: ['no_height_or_volume'] },
    });
  });

  it('sends changed lengths in metres and keeps the untouched ones exact', () => {
    const initial = initialValues(bin, 'ft');
    const values = { ...initial, name: 'Silo B-1 bis', vertical_height: '10' };
    const body = formBody(values, initial, bin, 'ft');
    expect(body.vertical_height).toBeCloseTo(3.048, 6);
    expect(body.diameter).toBe(2.75);
    expect(checkForm(values, initial, bin, 'ft').kind).toBe('changed');
  });

  it('reads a decimal comma', () => {
    const initial = initialValues(bin, 'm');
    const body = formBody({ ...initial, diameter: '2,8' }, initial, bin, 'm');
    expect(body.diameter).toBe(2.8);
  });
});

describe('the new bin form', () => {
  it('starts empty in the chosen building and checks every rule before sending', () => {
    const initial = emptyValues(BUILDING.cloud_id);
    const check = checkForm(initial, initial, null, 'm');
    expect(check.kind).toBe('invalid');
    if (check.kind !== 'invalid') return;
    expect(check.errors.fields).toMatchObject({
      name: 'required',
      mac_address: 'required',
      content_id: 'required',
      diameter: 'required',
    });
  });

  it('sends every length in metres, without a version', () => {
    const initial = emptyValues(BUILDING.cloud_id);
    const values = {
      ...initial,
      name: 'Silo N-1',
      mac_address: 'a8:40:41:00:00:00:00:01',
      content_id: CONTENT.cloud_id,
      diameter: '9',
      vertical_height: '13',
      roof_height: '2',
      offset: '1',
    };
    const check = checkForm(values, initial, null, 'ft');
    expect(check.kind).toBe('changed');
    if (check.kind !== 'changed') return;
    expect(check.body.diameter).toBeCloseTo(2.7432, 6);
    expect(check.body.bottom_height).toBe(0);
    expect(check.body).not.toHaveProperty('expected_updated_at');
  });
});

describe('an edit', () => {
  it('names the version it is based on', () => {
    const bin = makeBin({ updated_at: '2026-03-10T11:00:00.000Z' });
    const initial = initialValues(bin, 'm');
    const check = checkForm({ ...initial, name: 'Renamed' }, initial, bin, 'm');
    expect(check).toMatchObject({
      kind: 'changed',
      body: { name: 'Renamed', expected_updated_at: '2026-03-10T11:00:00.000Z' },
    });
  });
});
