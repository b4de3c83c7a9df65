import { describe, expect, it } from 'vitest';
import { isDevEui, normalizeDevEui } from './dev-eui.js';

describe('normalizeDevEui', () => {
  it.each([
    ['70B3D57ED0000001', '70b3d57ed0000001'],
    ['70b3d57ed0000001', '70b3d57ed0000001'],
    ['70-B3-D5-7E-D0-00-00-01', '70b3d57ed0000001'],
    ['70:b3:d5:7e:d0:00:00:01', '70b3d57ed0000001'],
    ['70 B3 D5 7E D0 00 00 01', '70b3d57ed0000001'],
    ['  70B3D57ED0000001\n', '70b3d57ed0000001'],
  ])('reads %j as %s', (text, devEui) => {
    expect(normalizeDevEui(text)).toBe(devEui);
    expect(isDevEui(text)).toBe(true);
  });

  it.each([
    '',
    '70B3D57ED00000',
    '70B3D57ED000000100',
    '70B3D57ED000000G',
    '70-B3:D5-7E-D0-00-00-01',
    '70-B3-D5-7E-D0-00-0001',
    '0x70B3D57ED0000001',
  ])('refuses %j', (text) => {
    expect(normalizeDevEui(text)).toBeNull();
    expect(isDevEui(text)).toBe(false);
  });
});
