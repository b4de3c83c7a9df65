/**
 * Where a female is (docs/locations.md): herd records name places as text, a `move` always and
 * any other record optionally (`location`: the pen she entered, the crate she farrowed in).
 * On a day she is at the location of her last record dated on or before it that names one, in
 * event order (orderFemaleEvents), so of several moves in one day the last counts. Before
 * her first such record her place is not known.
 */

/** What the location rules read of an event: its day and its record's place, if any. */
export type LocatedEvent = { day: number; record: { location?: string | undefined } };

/** Her location at the end of `day`, from her ordered events; null when none names one yet. */
export function locationOn(events: readonly LocatedEvent[], day: number): string | null {
  let location: string | null = null;
  for (const event of events) {
    if (event.day > day) break;
    if (event.record.location !== undefined) location = event.record.location;
  }
  return location;
}

/** A stay in one place: days [from, to), `to` null while she is still there. */
export type LocationStay = { location: string; from: number; to: number | null };

/**
 * Her stays from her ordered events, up to `endDay` (excluded: her removal, when she leaves the
 * herd; null while present). Each day takes the location of its last located record (as
 * locationOn); a stay lasts until a later day names another place. Stays are at least a day
 * long: a place named and left on the same day, or named on her removal day, holds her on no
 * day.
 */
export function locationStays(
  events: readonly LocatedEvent[],
  endDay: number | null,
): LocationStay[] {
  // The last stay is the open one (`to` null) until the end.
  const stays: LocationStay[] = [];
  for (const event of events) {
    const location = event.record.location;
    if (location === undefined) continue;
    if (endDay !== null && event.day >= endDay) break;
    const current = stays[stays.length - 1];
    if (current?.location === location) continue;
    if (current?.from === event.day) stays.pop();
    else if (current) current.to = event.day;
    const previous = stays[stays.length - 1];
    // Back where the day started: a place left and named again on one day is one stay.
    if (previous?.location === location && previous.to === event.day) previous.to = null;
    else stays.push({ location, from: event.day, to: null });
  }
  const last = stays[stays.length - 1];
  if (last && endDay !== null) last.to = endDay;
  return stays;
}
