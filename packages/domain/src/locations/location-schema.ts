import { z } from 'zod';
import { textField } from '../records/field-schemas.js';

/**
 * A site's places (docs/locations.md): building → room → pen, stall, farrowing crate, feeding
 * station. Buildings are the site's own (sites manager); everything below is a location.
 */

export const LOCATION_KINDS = [
  'room',
  'pen',
  'stall',
  'farrowing_crate',
  'feeding_station',
] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

/** The production sections a room serves (domain notes §1). */
export const SECTIONS = ['breeding', 'gestation', 'lactation', 'growing'] as const;
export type Section = (typeof SECTIONS)[number];

/** The kinds a location of each kind may stand in; a room stands in a building. */
export const PARENT_KINDS: Record<Exclude<LocationKind, 'room'>, readonly LocationKind[]> = {
  pen: ['room'],
  stall: ['room'],
  farrowing_crate: ['room'],
  // A gestation station feeds a pen (or a whole room); a lactation feeder serves one crate.
  feeding_station: ['room', 'pen', 'farrowing_crate'],
};

/** One location in the exchange format: its place is named, never an internal id. */
export const locationRecordSchema = z.strictObject({
  /** Unique on the site: herd records name locations this way (`move.location`). */
  name: textField(100),
  kind: z.enum(LOCATION_KINDS, `must be one of ${LOCATION_KINDS.join(', ')}`),
  /** Rooms only: the building it is in. */
  building: textField(100).optional(),
  /** Every other kind: the location it is in. */
  parent: textField(100).optional(),
  section: z.enum(SECTIONS, `must be one of ${SECTIONS.join(', ')}`).optional(),
});
export type LocationRecord = z.output<typeof locationRecordSchema>;

/** A location as the API answers it, in a tree under its building. */
export type LocationNode = {
  id: string;
  name: string;
  kind: LocationKind;
  section: Section | null;
  children: LocationNode[];
};

/**
 * Recursive, so registered under a name: the OpenAPI document then holds it once in its
 * components and refers to it (apps/server/src/plugins/openapi.ts).
 */
const locationNodeSchema: z.ZodType<LocationNode> = z
  .lazy(() =>
    z.object({
      id: z.uuid(),
      name: z.string(),
      kind: z.enum(LOCATION_KINDS),
      section: z.enum(SECTIONS).nullable(),
      children: z.array(locationNodeSchema),
    }),
  )
  .register(z.globalRegistry, { id: 'LocationNode' });

export const locationTreeSchema = z.object({
  buildings: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      type: z.string(),
      rooms: z.array(locationNodeSchema),
    }),
  ),
});
export type LocationTree = z.infer<typeof locationTreeSchema>;
