import { describe, expect, it } from 'vitest';
import { springPage, validateBinInput } from './api.js';

const bin = {
  name: 'Silo 1',
  mac_address: '70-B3-D5-7E-D0-00-AB-CD',
  building_id: '6f1c9a4e-2b3d-4c5e-8f90-123456789abc',
  content_id: '7A2D8B5F-3C4E-4D6F-9A01-23456789ABCD',
  type: 'regular_hopper',
  diameter: 2.75,
  vertical_height: 3,
  bottom_height: 2.38,
  roof_height: 0.8,
  flat_height: 0.5,
  offset: 0.3,
};

describe('validateBinInput', () => {
  it('normalises a valid bin: MAC address, ids, outlet diameter', () => {
    const check = validateBinInput({ ...bin, name: ' Silo 1 ' });
    expect(check).toEqual({
      ok: true,
      value: {
        ...bin,
        mac_address: '70b3d57ed000abcd',
        content_id: '7a2d8b5f-3c4e-4d6f-9a01-23456789abcd',
        outlet_diameter: 0,
      },
    });
  });

  it('checks the shape only once every value is valid', () => {
    expect(validateBinInput({ ...bin, offset: 0.9, diameter: 'x' })).toEqual({
      ok: false,
      errors: [{ field: 'diameter', code: 'invalid' }],
    });
    expect(validateBinInput({ ...bin, offset: 0.9 })).toEqual({
      ok: false,
      errors: [{ field: 'offset', code: 'offset_not_below_roof' }],
    });
  });

  it('refuses what is not an object', () => {
    for (const raw of [null, [], 'bin', 3]) {
      expect(validateBinInput(raw)).toEqual({
        ok: false,
        errors: [{ field: null, code: 'invalid' }],
      });
    }
  });
});

describe('springPage', () => {
  it('counts pages from 0, and an empty list has no page', () => {
    expect(springPage([], 0, { page: 0, size: 10 }, true)).toMatchObject({
      totalPages: 0,
      first: true,
      last: true,
      empty: true,
    });
    expect(springPage([1, 2], 12, { page: 1, size: 10 }, false)).toMatchObject({
      totalPages: 2,
      number: 1,
      numberOfElements: 2,
      first: false,
      last: true,
      pageable: { offset: 10, pageNumber: 1, pageSize: 10 },
      sort: { sorted: false, unsorted: true, empty: true },
    });
  });
});
