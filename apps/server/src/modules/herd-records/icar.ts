import type { ExportedEvent } from '../../repositories/herd-records-repository.js';
import {
  arrivalResource,
  pigletDeathResource,
  positionResource,
  removalResource,
  weaningResources,
  type IcarCore,
} from './icar-movements.js';

/**
 * The herd records of a site as ICAR Animal Data Exchange resources (adewg/ICAR,
 * resources/*.json, enumerations of ADE 1.5); the mapping is documented in docs/records.md.
 */

const ANIMAL_SCHEME = 'barnboard.animal-identity';
const LOCATION_SCHEME = 'barnboard.location';

export type IcarResource = Record<string, unknown> & IcarCore & { resourceType: string };

export type IcarCollection = {
  view: { totalItems: number; totalPages: number; pageSize: number; currentPage: number };
  member: IcarResource[];
};

/** Offset of a time zone at an instant, in minutes east of UTC. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((wall - instant.getTime()) / 60_000);
}

/** A site-local date and time as ISO 8601 with the site's offset (ICAR: "MUST contain time zone"). */
export function zonedDateTime(date: string, time: string | null, timeZone: string): string {
  const wall = Date.parse(`${date}T${time ?? '00:00'}:00Z`);
  let offset = offsetMinutes(new Date(wall), timeZone);
  offset = offsetMinutes(new Date(wall - offset * 60_000), timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${date}T${time ?? '00:00'}:00${sign}${hh}:${mm}`;
}

const num = (value: unknown) => (typeof value === 'number' ? value : 0);

/**
 * `events` are every event of the site in stored order (the dam's parity needs her whole history);
 * resources are made for those dated in [from, to]. A record gives one resource, a weighed
 * weaning two, a foster none (docs/records.md lists what ICAR cannot carry).
 */
export function toIcarCollection(
  events: ExportedEvent[],
  timeZone: string,
  period: { from?: string | undefined; to?: string | undefined },
): IcarCollection {
  const parity = new Map<string, number>();
  const member: IcarResource[] = [];
  for (const event of events) {
    if (event.type === 'entry') parity.set(event.animal, num(event.data.parity));
    if (event.type === 'farrowing') parity.set(event.animal, (parity.get(event.animal) ?? 0) + 1);
    if ((period.from && event.date < period.from) || (period.to && event.date > period.to))
      continue;
    member.push(...icarResources(event, timeZone, parity.get(event.animal) ?? 0));
  }
  return {
    view: { totalItems: member.length, totalPages: 1, pageSize: member.length, currentPage: 1 },
    member,
  };
}

function icarResources(event: ExportedEvent, timeZone: string, damParity: number): IcarResource[] {
  const core: IcarCore = {
    id: event.sourceId ?? event.id,
    animal: { id: event.animal, scheme: ANIMAL_SCHEME },
    eventDateTime: zonedDateTime(event.date, event.time, timeZone),
    ...(event.location ? { location: { id: event.location, scheme: LOCATION_SCHEME } } : {}),
    ...(event.recordedBy ? { responsible: event.recordedBy } : {}),
  };
  const data = event.data;
  switch (event.type) {
    case 'entry':
      return [arrivalResource(core, data, (date) => zonedDateTime(date, null, timeZone))];
    case 'heat':
      // A heat record is a heat seen on the farm; how it was detected is not recorded.
      return [{ resourceType: 'icarReproHeatEventResource', ...core, certainty: 'InHeat' }];
    case 'service':
      return [
        {
          resourceType: 'icarReproInseminationEventResource',
          ...core,
          inseminationType: 'Insemination',
          ...(typeof data.boar === 'string' ? { sireOfficialName: data.boar } : {}),
        },
      ];
    case 'preg_check':
      return [
        {
          resourceType: 'icarReproPregnancyCheckEventResource',
          ...core,
          result: data.result === 'positive' ? 'Pregnant' : 'Empty',
        },
      ];
    case 'farrowing':
      return [
        {
          resourceType: 'icarReproParturitionEventResource',
          ...core,
          damParity,
          liveProgeny: num(data.born_alive),
          totalProgeny: num(data.born_alive) + num(data.stillborn) + num(data.mummified),
        },
      ];
    case 'abortion':
      return [{ resourceType: 'icarReproAbortionEventResource', ...core }];
    case 'piglet_death':
      return [pigletDeathResource(core, data)];
    case 'weaning':
      return weaningResources(core, data);
    case 'removal':
      return [removalResource(core, data)];
    case 'move':
      return event.location ? [positionResource(core, event.location)] : [];
    case 'foster':
      // Piglets handed between two dams: no ICAR resource moves animals between dams.
      return [];
  }
}
