import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BIN_TYPES,
  fillHeightFromDistance,
  fillPercent,
  heightAtVolume,
  hopperHeight,
  quantityKg,
  topHeight,
  totalCapacity,
  validateBinShape,
  volumeAtFillHeight,
  type BinShape,
} from './geometry.js';

const cone = (r: number, h: number) => (Math.PI * r * r * h) / 3;
const cylinder = (r: number, h: number) => Math.PI * r * r * h;

/** 2.75 m (9 ft) bin on a 60° cone hopper, 3 m sidewall, 0.8 m roof (docs/bins.md example). */
const nineFoot: BinShape = {
  type: 'regular_hopper',
  diameter: 2.75,
  verticalHeight: 3,
  bottomHeight: hopperHeight('regular_hopper', 2.75, 60),
  roofHeight: 0.8,
  flatHeight: 0.6,
  outletDiameter: 0,
  offset: 0.3,
};

const measure = (min: number, max: number) => fc.double({ min, max, noNaN: true });

/** Valid bins of every type: a hopper unless flat-bottom, outlet narrower than the bin. */
const binArb = fc
  .record({
    type: fc.constantFrom(...BIN_TYPES),
    diameter: measure(0.5, 6),
    verticalHeight: measure(0, 12),
    bottomHeight: measure(0.1, 6),
    roofHeight: measure(0.1, 3),
    flatHeight: measure(0, 2),
    outletShare: measure(0, 0.9),
    offsetShare: measure(0, 0.99),
  })
  .map(({ type, outletShare, offsetShare, ...rest }): BinShape => {
    const flat = type === 'flat_bottom';
    return {
      ...rest,
      type,
      bottomHeight: flat ? 0 : rest.bottomHeight,
      outletDiameter: flat ? 0 : rest.diameter * outletShare,
      offset: rest.roofHeight * offsetShare,
    };
  });

const hopperArb = binArb.filter((bin) => bin.type !== 'flat_bottom');

/** Relative closeness, for volumes of a few m³ to a few hundred. */
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

describe('volumeAtFillHeight: properties', () => {
  it('is 0 when empty or below the outlet, and the capacity at the peak or above', () => {
    fc.assert(
      fc.property(binArb, measure(0, 5), (bin, extra) => {
        expect(volumeAtFillHeight(bin, 0)).toBe(0);
        expect(volumeAtFillHeight(bin, -extra)).toBe(0);
        expect(volumeAtFillHeight(bin, topHeight(bin))).toBe(totalCapacity(bin));
        expect(volumeAtFillHeight(bin, topHeight(bin) + extra)).toBe(totalCapacity(bin));
      }),
    );
  });

  it('never decreases as the fill height rises', () => {
    fc.assert(
      fc.property(binArb, measure(0, 1), measure(0, 1), (bin, a, b) => {
        const [low, high] = [Math.min(a, b) * topHeight(bin), Math.max(a, b) * topHeight(bin)];
        expect(volumeAtFillHeight(bin, low)).toBeLessThanOrEqual(volumeAtFillHeight(bin, high));
      }),
    );
  });

  it('sums the closed forms: hopper frustum, sidewall cylinder, roof cone', () => {
    fc.assert(
      fc.property(binArb, (bin) => {
        const R = bin.diameter / 2;
        const r = bin.outletDiameter / 2;
        // A frustum as a cone cut by a smaller one: the apex sits r / R of the way down.
        const hopper =
          bin.bottomHeight === 0
            ? 0
            : cone(R, (bin.bottomHeight * R) / (R - r)) - cone(r, (bin.bottomHeight * r) / (R - r));
        const expected = hopper + cylinder(R, bin.verticalHeight) + cone(R, bin.roofHeight);
        expect(close(totalCapacity(bin), expected)).toBe(true);
      }),
    );
  });

  it('matches πR²h in a flat-bottom bin up to the eave', () => {
    fc.assert(
      fc.property(binArb, measure(0, 1), (shape, share) => {
        const bin: BinShape = { ...shape, type: 'flat_bottom', bottomHeight: 0, outletDiameter: 0 };
        const h = share * bin.verticalHeight;
        expect(close(volumeAtFillHeight(bin, h), cylinder(bin.diameter / 2, h))).toBe(true);
      }),
    );
  });

  it('fills a cone hopper as a cone and the roof as a cone less its empty tip', () => {
    fc.assert(
      fc.property(hopperArb, measure(0, 1), (shape, share) => {
        const bin: BinShape = { ...shape, outletDiameter: 0 };
        const R = bin.diameter / 2;
        const inHopper = share * bin.bottomHeight;
        const hopperFill = cone((R * inHopper) / bin.bottomHeight, inHopper);
        expect(close(volumeAtFillHeight(bin, inHopper), hopperFill)).toBe(true);

        const inRoof = share * bin.roofHeight;
        const emptyTip = cone(R * (1 - share), bin.roofHeight - inRoof);
        const eave = bin.bottomHeight + bin.verticalHeight;
        const roofFill = volumeAtFillHeight(bin, eave + inRoof) - volumeAtFillHeight(bin, eave);
        expect(close(roofFill, cone(R, bin.roofHeight) - emptyTip)).toBe(true);
      }),
    );
  });

  it('is continuous at the hopper–sidewall and sidewall–roof boundaries', () => {
    const step = 1e-7;
    fc.assert(
      fc.property(binArb, (bin) => {
        // Across a step the volume grows by at most the widest slice, π R² × step.
        const bound = cylinder(bin.diameter / 2, 2 * step) + 1e-9;
        for (const boundary of [bin.bottomHeight, bin.bottomHeight + bin.verticalHeight]) {
          const below = volumeAtFillHeight(bin, boundary - step);
          const above = volumeAtFillHeight(bin, boundary + step);
          expect(above - below).toBeLessThanOrEqual(bound);
        }
      }),
    );
  });

  it('holds as much in an off-centred hopper as in a centred one of the same height', () => {
    fc.assert(
      fc.property(binArb, measure(0, 1), (bin, share) => {
        const h = share * topHeight(bin);
        const centred = { ...bin, type: 'regular_hopper' } as const;
        const offCentred = { ...bin, type: 'off_centered_hopper' } as const;
        expect(volumeAtFillHeight(offCentred, h)).toBe(volumeAtFillHeight(centred, h));
      }),
    );
  });

  it('heightAtVolume inverts it', () => {
    fc.assert(
      fc.property(binArb, measure(0, 1), (bin, share) => {
        const volume = share * totalCapacity(bin);
        const height = heightAtVolume(bin, volume);
        expect(Math.abs(volumeAtFillHeight(bin, height) - volume)).toBeLessThan(1e-9);
        expect(height).toBeGreaterThanOrEqual(0);
        expect(height).toBeLessThanOrEqual(topHeight(bin));
      }),
    );
  });
});

describe('the 2.75 m, 60° hopper bin worked by hand', () => {
  it('has a 2.382 m hopper, a 6.182 m top height and 24.118 m³', () => {
    // Hopper: 1.375 × tan 60° = 1.375 × 1.73205 = 2.38157 m. πR² = π × 1.890625 = 5.93957 m².
    expect(nineFoot.bottomHeight).toBeCloseTo(2.38157, 5);
    expect(topHeight(nineFoot)).toBeCloseTo(6.18157, 5);
    // 5.93957 × (2.38157 / 3 + 3 + 0.8 / 3) = 4.71517 + 17.81872 + 1.58389.
    expect(volumeAtFillHeight(nineFoot, nineFoot.bottomHeight)).toBeCloseTo(4.71517, 5);
    expect(totalCapacity(nineFoot)).toBeCloseTo(24.11778, 5);
    // Half the hopper height: a cone half as wide and high, an eighth of the volume.
    expect(volumeAtFillHeight(nineFoot, nineFoot.bottomHeight / 2)).toBeCloseTo(0.5894, 4);
  });

  it('reads 2000 mm from the sensor as 3.882 m, 13.625 m³, 56.49 %, 8733 kg at 641 kg/m³', () => {
    // 6.18157 − 0.3 offset − 2.0 = 3.88157 m; 4.71517 + 5.93957 × 1.5 = 13.62453 m³.
    const fill = fillHeightFromDistance(nineFoot, 2000);
    expect(fill).toBeCloseTo(3.88157, 5);
    const volume = volumeAtFillHeight(nineFoot, fill);
    expect(volume).toBeCloseTo(13.62453, 5);
    expect(fillPercent(nineFoot, volume)).toBeCloseTo(56.49, 2);
    expect(quantityKg(volume, 641)).toBeCloseTo(8733.3, 1);
    expect(heightAtVolume(nineFoot, volume)).toBeCloseTo(fill, 9);
  });
});

describe('fillHeightFromDistance, fillPercent, quantityKg, hopperHeight', () => {
  it.each([
    [0, 5.88157],
    [5881.57, 0],
    [9000, 0],
    [-500, 5.88157],
  ])('reads %d mm as %d m, between the outlet and the sensor', (distanceMm, fill) => {
    expect(fillHeightFromDistance(nineFoot, distanceMm)).toBeCloseTo(fill, 5);
  });

  it('keeps the percentage within 0–100 and has none for a bin that holds nothing', () => {
    expect(fillPercent(nineFoot, 0)).toBe(0);
    expect(fillPercent(nineFoot, totalCapacity(nineFoot))).toBe(100);
    expect(fillPercent(nineFoot, 1e6)).toBe(100);
    expect(fillPercent({ ...nineFoot, diameter: 0 }, 1)).toBeNull();
  });

  it.each([
    [641, 6410],
    [null, null],
    [0, null],
    [-1, null],
    [Number.NaN, null],
  ])('weighs 10 m³ at density %s as %s kg, never with a guessed density', (density, kg) => {
    expect(quantityKg(10, density)).toBe(kg);
  });

  it('gives off-centred hoppers twice the height of centred ones at the same angle', () => {
    expect(hopperHeight('regular_hopper', 3, 45, 0.2)).toBeCloseTo(1.4, 9);
    expect(hopperHeight('large_hopper', 3, 45, 0.2)).toBeCloseTo(1.4, 9);
    expect(hopperHeight('off_centered_hopper', 3, 45, 0.2)).toBeCloseTo(2.8, 9);
    expect(hopperHeight('flat_bottom', 3, 45)).toBe(0);
  });
});

describe('validateBinShape', () => {
  it('accepts a complete bin', () => {
    expect(validateBinShape(nineFoot)).toEqual([]);
    expect(validateBinShape({ ...nineFoot, type: 'flat_bottom', bottomHeight: 0 })).toEqual([]);
  });

  it.each<[string, Partial<BinShape>, ReturnType<typeof validateBinShape>]>([
    [
      'negative or missing numbers',
      { diameter: -1, offset: Number.NaN },
      [
        { field: 'diameter', code: 'invalid' },
        { field: 'offset', code: 'invalid' },
      ],
    ],
    [
      'an offset at the roof height',
      { offset: 0.8 },
      [{ field: 'offset', code: 'offset_not_below_roof' }],
    ],
    [
      'a flat bottom with a hopper',
      { type: 'flat_bottom' },
      [{ field: 'bottomHeight', code: 'hopper_on_flat_bottom' }],
    ],
    [
      'a hopper bin without hopper height',
      { type: 'large_hopper', bottomHeight: 0 },
      [{ field: 'bottomHeight', code: 'hopper_height_required' }],
    ],
    [
      'an outlet as wide as the bin',
      { outletDiameter: 2.75 },
      [{ field: 'outletDiameter', code: 'outlet_too_wide' }],
    ],
    ['no diameter', { diameter: 0 }, [{ field: null, code: 'no_height_or_volume' }]],
    [
      'no height at all',
      { type: 'flat_bottom', bottomHeight: 0, verticalHeight: 0, roofHeight: 0, offset: 0 },
      [
        { field: 'offset', code: 'offset_not_below_roof' },
        { field: null, code: 'no_height_or_volume' },
      ],
    ],
  ])('refuses %s', (_, change, errors) => {
    expect(validateBinShape({ ...nineFoot, ...change })).toEqual(errors);
  });
});
