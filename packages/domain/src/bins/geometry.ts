/**
 * Feed-bin geometry (docs/bins.md, "Geometry"): pure functions in SI units — metres, m³, kg.
 * Every height is measured up from the hopper outlet (a flat-bottom bin's floor), the lowest
 * point feed reaches, so that a fill height of 0 means an empty bin.
 */

export const BIN_TYPES = [
  'flat_bottom',
  'regular_hopper',
  'large_hopper',
  'off_centered_hopper',
] as const;
export type BinType = (typeof BIN_TYPES)[number];

/** The silo fields of spec §3 that describe its shape and its L-Track, in metres. */
export type BinShape = {
  type: BinType;
  /** Inside diameter of the sidewall. */
  diameter: number;
  /** Sidewall (cylinder) height, eave to hopper; "vertical part height". */
  verticalHeight: number;
  /** Hopper (cone) height, outlet to sidewall; 0 for a flat-bottom bin. "bottom height". */
  bottomHeight: number;
  /** Roof cone height, eave to peak. */
  roofHeight: number;
  /** Legs or base below the outlet: holds no feed, so no volume uses it. */
  flatHeight: number;
  /** Hopper outlet diameter: 0 makes the hopper a cone, more a frustum. */
  outletDiameter: number;
  /** L-Track offset: how far below the roof peak the sensor measures from. */
  offset: number;
};

/** Spec §3 "top height": the feed-holding height, outlet to roof peak. */
export function topHeight(bin: BinShape): number {
  return bin.bottomHeight + bin.verticalHeight + bin.roofHeight;
}

/** A vertical slice of the bin whose radius changes linearly from bottom to top. */
type Section = { height: number; rBottom: number; rTop: number };

/** Hopper, sidewall, roof, from the bottom; those without height (a flat bottom's hopper) left out. */
function sections(bin: BinShape): Section[] {
  const r = bin.diameter / 2;
  const all = [
    { height: bin.bottomHeight, rBottom: bin.outletDiameter / 2, rTop: r },
    { height: bin.verticalHeight, rBottom: r, rTop: r },
    { height: bin.roofHeight, rBottom: r, rTop: 0 },
  ];
  return all.filter((section) => section.height > 0);
}

/** Volume of a frustum; a cone when one radius is 0, a cylinder when both are equal. */
function frustumVolume(height: number, r1: number, r2: number): number {
  return (Math.PI * height * (r1 * r1 + r1 * r2 + r2 * r2)) / 3;
}

/**
 * Volume of the lowest `y` metres of a section. A narrowing one (the roof) is the whole less its
 * empty top: near the peak the plain frustum formula can dip by rounding as the feed rises.
 */
function sectionVolume({ height, rBottom, rTop }: Section, y: number): number {
  const rAt = rBottom + ((rTop - rBottom) * y) / height;
  return rTop >= rBottom
    ? frustumVolume(y, rBottom, rAt)
    : frustumVolume(height, rBottom, rTop) - frustumVolume(height - y, rAt, rTop);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Feed volume when the (flat) feed surface is `fillHeight` above the outlet. Clamped to the
 * bin: below the outlet it is 0, above the peak the capacity.
 */
export function volumeAtFillHeight(bin: BinShape, fillHeight: number): number {
  let left = clamp(fillHeight, 0, topHeight(bin));
  let volume = 0;
  for (const section of sections(bin)) {
    if (left <= 0) break;
    const y = Math.min(left, section.height);
    volume += sectionVolume(section, y);
    left -= y;
  }
  return volume;
}

/**
 * Capacity in m³: hopper, sidewall and the whole roof cone. An off-centred hopper holds as much
 * as a centred one of the same height and outlet: its slices are the same circles, only shifted.
 */
export function totalCapacity(bin: BinShape): number {
  return volumeAtFillHeight(bin, topHeight(bin));
}

/**
 * The fill height holding `volume` (clamped to [0, capacity]). Bisection rather than solving a
 * cubic per section: the volume only grows with height, and 60 halvings reach float precision.
 */
export function heightAtVolume(bin: BinShape, volume: number): number {
  const target = clamp(volume, 0, totalCapacity(bin));
  let low = 0;
  let high = topHeight(bin);
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (volumeAtFillHeight(bin, mid) < target) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/**
 * Fill height from an L-Track distance reading (mm, sensor to feed surface):
 * top height − offset − distance, clamped between the outlet and the sensor itself.
 */
export function fillHeightFromDistance(bin: BinShape, distanceMm: number): number {
  const sensorHeight = topHeight(bin) - bin.offset;
  return clamp(sensorHeight - distanceMm / 1000, 0, sensorHeight);
}

/** Volume as a percentage of capacity, within [0, 100]; null for a bin that holds nothing. */
export function fillPercent(bin: BinShape, volume: number): number | null {
  const capacity = totalCapacity(bin);
  return capacity > 0 ? clamp((volume / capacity) * 100, 0, 100) : null;
}

/**
 * Mass of a feed volume: volume × bulk density (kg/m³) of the bin's feed. The density is
 * required and never assumed — feeds range from about 380 to 700 kg/m³ — so without a usable
 * one there is no mass (null), rather than a wrong one that would set low-level alarms wrong.
 */
export function quantityKg(volume: number, densityKgPerM3: number | null): number | null {
  if (densityKgPerM3 === null || !Number.isFinite(densityKgPerM3) || densityKgPerM3 <= 0) {
    return null;
  }
  return volume * densityKgPerM3;
}

/**
 * Hopper height from its angle (degrees from horizontal), for users who know the angle rather
 * than the height. A centred hopper runs from the wall to the outlet's edge over (D − d) / 2;
 * an off-centred one has its outlet against the wall, so its shallow side spans D − d.
 */
export function hopperHeight(
  type: BinType,
  diameter: number,
  angleDegrees: number,
  outletDiameter = 0,
): number {
  if (type === 'flat_bottom') return 0;
  const run =
    type === 'off_centered_hopper' ? diameter - outletDiameter : (diameter - outletDiameter) / 2;
  return run * Math.tan((angleDegrees * Math.PI) / 180);
}

export type BinShapeErrorCode =
  | 'invalid'
  | 'offset_not_below_roof'
  | 'hopper_on_flat_bottom'
  | 'hopper_height_required'
  | 'outlet_too_wide'
  | 'no_height_or_volume';

/** A field's error, or a whole-bin notice (`field` null) for a bin that holds nothing. */
export type BinShapeError = {
  field: Exclude<keyof BinShape, 'type'> | null;
  code: BinShapeErrorCode;
};

const MEASURES = [
  'diameter',
  'verticalHeight',
  'bottomHeight',
  'roofHeight',
  'flatHeight',
  'outletDiameter',
  'offset',
] as const;

/**
 * Silo shape rules of spec §5, every broken one. Each measure must be a finite number ≥ 0;
 * only then are the rules between fields checked, as they mean nothing on invalid numbers.
 */
export function validateBinShape(bin: BinShape): BinShapeError[] {
  const invalid = MEASURES.filter((field) => !(Number.isFinite(bin[field]) && bin[field] >= 0));
  if (invalid.length > 0) return invalid.map((field) => ({ field, code: 'invalid' }));

  const errors: BinShapeError[] = [];
  if (bin.offset >= bin.roofHeight) errors.push({ field: 'offset', code: 'offset_not_below_roof' });
  if (bin.type === 'flat_bottom') {
    if (bin.bottomHeight > 0) errors.push({ field: 'bottomHeight', code: 'hopper_on_flat_bottom' });
  } else {
    if (bin.bottomHeight === 0) {
      errors.push({ field: 'bottomHeight', code: 'hopper_height_required' });
    }
    if (bin.outletDiameter > 0 && bin.outletDiameter >= bin.diameter) {
      errors.push({ field: 'outletDiameter', code: 'outlet_too_wide' });
    }
  }
  if (totalCapacity(bin) === 0) errors.push({ field: null, code: 'no_height_or_volume' });
  return errors;
}
