import { describe, expect, it } from 'vitest';
import { firmwareVersion, isSupportedFirmware } from './firmware.js';

describe('firmware', () => {
  it.each([
    ['2.0', true],
    ['1.9', false],
    ['1.99.0', false],
    ['v2.1.7', true],
    ['2.0-rc1', true],
    ['10.0', true],
    ['2', false],
    ['beta', false],
  ])('%s is supported: %s', (firmware, supported) => {
    expect(isSupportedFirmware(firmware)).toBe(supported);
  });
  it('reads major and minor', () => {
    expect(firmwareVersion(' V3.12.1 ')).toEqual({ major: 3, minor: 12 });
    expect(firmwareVersion('')).toBeNull();
  });
});
