import { hopperHeight, type BinShape, type BinType } from '@barnboard/domain';

/** A bin as a dealer describes it: diameter, hopper angle, sidewall, roof pitch (metres, degrees). */
export type BinModel = {
  type: BinType;
  diameter: number;
  /** Hopper angle from horizontal (60° seamless steel or poly, 67° corrugated); none when flat. */
  hopperAngle: number;
  verticalHeight: number;
  /** Roof cone angle from horizontal. */
  roofPitch: number;
  offset: number;
  flatHeight?: number;
  outletDiameter?: number;
};

const mm = (metres: number) => Math.round(metres * 1000) / 1000;

/**
 * The geometry's BinShape of a model, to the millimetre: the hopper height from its angle
 * (geometry.ts hopperHeight: twice as tall when off-centred), the roof height from its pitch.
 */
export function binShape(model: BinModel): BinShape {
  const outletDiameter = model.outletDiameter ?? 0;
  return {
    type: model.type,
    diameter: model.diameter,
    verticalHeight: model.verticalHeight,
    bottomHeight: mm(hopperHeight(model.type, model.diameter, model.hopperAngle, outletDiameter)),
    roofHeight: mm((model.diameter / 2) * Math.tan((model.roofPitch * Math.PI) / 180)),
    flatHeight: model.flatHeight ?? 0,
    outletDiameter,
    offset: model.offset,
  };
}
