import { dateOfDay, dayNumber } from '../herd/day-number.js';
import { locationStays, type LocationStay } from '../herd/location.js';
import type { FemaleTimeline } from '../herd/timeline-types.js';
import type { CalendarCell, LocationUse } from './inventory-api.js';
import { litterSpans, type LitterSpan } from './litter-on-hand.js';
import { isMixedPen, penReturns, type ServiceSpan } from './pen-rules.js';
import { compareNames, placeIndex, type SitePlace } from './site-places.js';

/** The crate calendar shows the period's last five weeks (or the whole of a shorter one). */
export const CRATE_CALENDAR_DAYS = 35;

/** The days [from, to] (day numbers) of a period's crate calendar. */
export function crateCalendarDays(period: { from: string; to: string }): {
  from: number;
  to: number;
} {
  const to = dayNumber(period.to);
  return { from: Math.max(dayNumber(period.from), to - CRATE_CALENDAR_DAYS + 1), to };
}

/**
 * One animal's stays, her litters (for the calendar's lactation days), her parity on the
 * period's last day (a gilt of the mixed-pen rule: 0) and her services (at least those running
 * on the first day of a stay that begins in the period: the pen-return rule).
 */
export type AnimalStays = {
  animal: string;
  stays: readonly LocationStay[];
  litters: readonly LitterSpan[];
  parity: number;
  services: readonly ServiceSpan[];
};

/** The animals of location use from the reference timelines, her parity on day `to`. */
export function animalStaysOf(timelines: readonly FemaleTimeline[], to: number): AnimalStays[] {
  return timelines.map((timeline) => ({
    animal: timeline.animal,
    stays: locationStays(timeline.events, timeline.removal?.day ?? null),
    litters: litterSpans(timeline.events),
    parity:
      timeline.entryParity + timeline.farrowings.filter((farrowing) => farrowing.day <= to).length,
    services: timeline.services,
  }));
}

/** Days [from, to) of a stay inside the period's days [start, end). */
type Span = { from: number; to: number };

/**
 * Location use (docs/inventory.md): for each room and place of the tree, and each place the
 * records name outside it, the animals there on the period's last day, the animal-days, how
 * many of its days it held at least one animal (occupancy) and how many none (days empty);
 * crates occupied day by day per farrowing room, and the crate calendar.
 */
export function locationUse(input: {
  period: { from: string; to: string };
  places: readonly SitePlace[];
  animals: readonly AnimalStays[];
  litters: number;
}): LocationUse {
  const start = dayNumber(input.period.from);
  const end = dayNumber(input.period.to) + 1;
  const days = end - start;
  const index = placeIndex(input.places);

  // Each place's stays inside the period.
  const spansAt = new Map<string, Span[]>();
  const presentAt = new Map<string, number>();
  const giltsAt = new Map<string, number>();
  for (const { stays, parity } of input.animals) {
    for (const stay of stays) {
      const from = Math.max(stay.from, start);
      const to = Math.min(stay.to ?? end, end);
      if (from >= to) continue;
      const spans = spansAt.get(stay.location);
      if (spans) spans.push({ from, to });
      else spansAt.set(stay.location, [{ from, to }]);
      if (to !== end) continue;
      presentAt.set(stay.location, (presentAt.get(stay.location) ?? 0) + 1);
      if (parity === 0) giltsAt.set(stay.location, (giltsAt.get(stay.location) ?? 0) + 1);
    }
  }
  const figuresOf = (names: readonly string[]) => {
    const spans = names.flatMap((name) => spansAt.get(name) ?? []);
    const occupied = mergedDays(spans);
    return {
      present: names.reduce((sum, name) => sum + (presentAt.get(name) ?? 0), 0),
      gilts: names.reduce((sum, name) => sum + (giltsAt.get(name) ?? 0), 0),
      animal_days: spans.reduce((sum, span) => sum + span.to - span.from, 0),
      occupied_days: occupied,
      empty_days: days - occupied,
    };
  };

  const rooms = input.places.filter((place) => place.kind === 'room');
  const placesIn = new Map<string, SitePlace[]>();
  const stationsAt = new Map<string, number>();
  for (const place of input.places) {
    const room = index.get(place.name)?.room;
    const inside = room ? placesIn.get(room) : undefined;
    if (inside) inside.push(place);
    else if (room) placesIn.set(room, [place]);
    if (place.kind === 'feeding_station' && place.parent !== null) {
      stationsAt.set(place.parent, (stationsAt.get(place.parent) ?? 0) + 1);
    }
  }
  const inRoom = (room: string) => placesIn.get(room) ?? [];
  const holdsAnimals = (place: SitePlace) =>
    place.kind === 'pen' || place.kind === 'stall' || place.kind === 'farrowing_crate';
  const crates = input.places.filter((place) => place.kind === 'farrowing_crate');

  const roomRows = rooms
    .map((room) => {
      const places = inRoom(room.name).filter(holdsAnimals);
      const { present, gilts, animal_days, empty_days } = figuresOf(
        inRoom(room.name).map((place) => place.name),
      );
      const occupiedPlaceDays = places.reduce(
        (sum, place) => sum + mergedDays(spansAt.get(place.name) ?? []),
        0,
      );
      return {
        room: room.name,
        building: room.building,
        section: room.section,
        places: places.length,
        crates: places.filter((place) => place.kind === 'farrowing_crate').length,
        occupied_place_days: occupiedPlaceDays,
        present,
        gilts,
        animal_days,
        empty_days,
        occupancy: places.length === 0 ? null : occupiedPlaceDays / (places.length * days),
      };
    })
    .sort(
      (a, b) => compareNames(a.building ?? '', b.building ?? '') || compareNames(a.room, b.room),
    );

  const placeRow = (name: string, kind: SitePlace['kind'] | null) => {
    const figures = figuresOf([name]);
    return {
      name,
      kind,
      room: index.get(name)?.room ?? null,
      serves: null,
      stations: stationsAt.get(name) ?? 0,
      ...figures,
      occupancy: figures.occupied_days / days,
      mixed: kind === 'pen' && isMixedPen(figures.present, figures.gilts),
    };
  };
  const placeRows = new Map(
    input.places
      .filter(holdsAnimals)
      .map((place) => [place.name, placeRow(place.name, place.kind)]),
  );
  for (const name of spansAt.keys()) {
    if (!index.has(name)) placeRows.set(name, placeRow(name, null));
  }
  const stationRows = input.places
    .filter((place) => place.kind === 'feeding_station')
    .map((station) => {
      const served = station.parent === null ? undefined : placeRows.get(station.parent);
      const room = roomRows.find((row) => row.room === station.parent);
      const figures = served ?? (room && { ...room, occupied_days: days - room.empty_days });
      return {
        name: station.name,
        kind: station.kind,
        room: index.get(station.name)?.room ?? null,
        serves: station.parent,
        stations: 0,
        present: figures?.present ?? 0,
        gilts: figures?.gilts ?? 0,
        animal_days: figures?.animal_days ?? 0,
        occupied_days: figures?.occupied_days ?? 0,
        occupancy: figures?.occupancy ?? null,
        empty_days: figures?.empty_days ?? days,
        // A station is no pen: the mixed mark stands on the pen it feeds.
        mixed: false,
      };
    });
  const places = [...placeRows.values(), ...stationRows].sort(
    (a, b) => compareNames(a.room ?? '\uffff', b.room ?? '\uffff') || compareNames(a.name, b.name),
  );

  const crateDays = crates.reduce(
    (sum, crate) => sum + placeRows.get(crate.name)!.occupied_days,
    0,
  );
  return {
    from: input.period.from,
    to: input.period.to,
    days,
    crates: crates.length,
    crates_occupied: crates.filter((crate) => placeRows.get(crate.name)!.present > 0).length,
    crate_occupancy: crates.length === 0 ? null : crateDays / (crates.length * days),
    crate_empty_days:
      crates.length === 0 ? null : (crates.length * days - crateDays) / crates.length,
    litters: input.litters,
    mixed_pens: [...placeRows.values()].filter((row) => row.mixed).length,
    pen_returns: penReturns({
      from: start,
      to: end - 1,
      isPen: (location) => index.get(location)?.kind === 'pen',
      animals: input.animals,
    }),
    litters_per_crate_year:
      crates.length === 0 ? null : ((input.litters / days) * 365) / crates.length,
    rooms: roomRows,
    places,
    occupancy_by_day: roomRows
      .filter((room) => room.crates > 0)
      .map((room) => ({
        room: room.room,
        crates: room.crates,
        occupied: occupiedPerDay(
          crates.filter((crate) => index.get(crate.name)?.room === room.room),
          spansAt,
          start,
          days,
        ),
      })),
    calendar: crateCalendar(crates, index, input.animals, input.period),
  };
}

/** Days covered by at least one of the spans. */
function mergedDays(spans: readonly Span[]): number {
  let total = 0;
  let reached = -Infinity;
  for (const span of [...spans].sort((a, b) => a.from - b.from)) {
    const from = Math.max(span.from, reached);
    if (span.to > from) total += span.to - from;
    reached = Math.max(reached, span.to);
  }
  return total;
}

/** How many of the crates hold an animal on each day of the period. */
function occupiedPerDay(
  crates: readonly SitePlace[],
  spansAt: ReadonlyMap<string, Span[]>,
  start: number,
  days: number,
): number[] {
  const occupied = new Array<number>(days).fill(0);
  for (const crate of crates) {
    const held = new Uint8Array(days);
    for (const span of spansAt.get(crate.name) ?? [])
      held.fill(1, span.from - start, span.to - start);
    held.forEach((one, day) => (occupied[day]! += one));
  }
  return occupied;
}

/**
 * The crate calendar: each crate of the tree, each of the period's last days, the lactation day
 * of the youngest litter in it, else 'sow' when a sow without a litter is in it, else empty.
 */
function crateCalendar(
  crates: readonly SitePlace[],
  index: ReturnType<typeof placeIndex>,
  animals: readonly AnimalStays[],
  period: { from: string; to: string },
): LocationUse['calendar'] {
  const days = crateCalendarDays(period);
  const first = days.from;
  const end = days.to + 1;
  const cellsOf = new Map<string, CalendarCell[]>(
    crates.map((crate) => [crate.name, new Array<CalendarCell>(end - first).fill(null)]),
  );
  for (const animal of animals) {
    for (const stay of animal.stays) {
      const cells = cellsOf.get(stay.location);
      if (!cells) continue;
      for (let day = Math.max(stay.from, first); day < Math.min(stay.to ?? end, end); day++) {
        const litter = animal.litters.find(
          (span) => span.from <= day && (span.to === null || day < span.to),
        );
        const cell: CalendarCell = litter ? day - litter.from : 'sow';
        const before = cells[day - first]!;
        cells[day - first] =
          before === null || before === 'sow'
            ? cell
            : cell === 'sow'
              ? before
              : Math.min(before, cell);
      }
    }
  }
  return {
    from: dateOfDay(first),
    to: dateOfDay(end - 1),
    crates: crates
      .map((crate) => ({
        crate: crate.name,
        room: index.get(crate.name)?.room ?? null,
        cells: cellsOf.get(crate.name)!,
      }))
      .sort((a, b) => compareNames(a.room ?? '', b.room ?? '') || compareNames(a.crate, b.crate)),
  };
}
