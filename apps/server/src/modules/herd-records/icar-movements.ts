import { deathReason, departureReason } from './icar-reasons.js';

/**
 * ICAR ADE resources for the records that move animals (entry, move, removal) and for the
 * litter's events (piglet deaths, weaning), whose piglets carry no identity of their own. The
 * mapping is documented in docs/records.md.
 */

const GENETIC_SCHEME = 'barnboard.genetic';
const RFID_SCHEME = 'barnboard.rfid';

/** What every event resource carries (icarAnimalEventCoreResource). */
export type IcarCore = {
  id: string;
  animal: { id: string; scheme: string };
  eventDateTime: string;
  location?: { id: string; scheme: string };
  responsible?: string;
};

type Data = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const num = (value: unknown) => (typeof value === 'number' ? value : 0);

/** entry → arrival, with the female's details as known to Barnboard. */
export function arrivalResource(core: IcarCore, data: Data, dateTime: (date: string) => string) {
  const birthDate = text(data.birth_date);
  const genetic = text(data.genetic);
  const rfid = text(data.rfid);
  return {
    resourceType: 'icarMovementArrivalEventResource',
    ...core,
    animalDetail: {
      resourceType: 'icarAnimalCoreResource',
      identifier: core.animal,
      specie: 'Pig',
      gender: 'Female',
      managementTag: core.animal.id,
      ...(birthDate ? { birthDate: dateTime(birthDate) } : {}),
      ...(genetic ? { primaryBreed: { id: genetic, scheme: GENETIC_SCHEME } } : {}),
      ...(rfid ? { alternativeIdentifiers: [{ id: rfid, scheme: RFID_SCHEME }] } : {}),
    },
    animalState: { currentLactationParity: num(data.parity) },
  };
}

/** move → the female observed in her new pen, stall or crate. */
export function positionResource(core: IcarCore, location: string) {
  return { resourceType: 'icarPositionObservationEventResource', ...core, positionName: location };
}

/** removal → death (death, euthanasia) or departure (cull, transfer). */
export function removalResource(core: IcarCore, data: Data) {
  const cause = text(data.cause);
  if (data.kind === 'death' || data.kind === 'euthanasia') {
    const reason = deathReason(cause);
    return {
      resourceType: 'icarMovementDeathEventResource',
      ...core,
      deathReason: reason,
      deathMethod: deathMethod(data.kind, reason),
      ...(cause ? { explanation: cause } : {}),
    };
  }
  return {
    resourceType: 'icarMovementDepartureEventResource',
    ...core,
    departureKind: data.kind === 'cull' ? 'Slaughter' : 'InternalTransfer',
    departureReason: departureReason(cause),
    ...(cause ? { remark: cause } : {}),
  };
}

/** icarDeathMethodType (ADE 1.5): the means, where deathReason is the cause. */
function deathMethod(kind: unknown, reason: string) {
  if (kind === 'euthanasia') return 'Euthanized';
  return reason === 'Accident' ? 'Accident' : 'Perished';
}

/**
 * The dam's piglets as an ICAR group (icarGroupEventCoreResource, described by an inventory
 * classification). `animal` names the dam: not a property of ICAR group events, kept so that every
 * member of the export belongs to a female.
 */
function litter(core: IcarCore, count: number) {
  return {
    ...core,
    groupMethod: 'InventoryClassification',
    countObserved: count,
    inventoryClassification: {
      name: `Litter of ${core.animal.id}`,
      species: 'Pig',
      count,
      reference: core.animal.id,
    },
  };
}

/** piglet_death → a group death of `count` piglets of the litter. */
export function pigletDeathResource(core: IcarCore, data: Data) {
  const cause = text(data.cause);
  const reason = deathReason(cause);
  return {
    resourceType: 'icarGroupMovementDeathEventResource',
    ...litter(core, num(data.count)),
    // Spelled so in the standard (icarGroupMovementDeathEventResource.json).
    deathreason: reason,
    deathMethod: deathMethod('death', reason),
    ...(cause ? { explanation: cause } : {}),
  };
}

/**
 * weaning → a group weaning of the `count` piglets weaned, and, when the litter was weighed, a
 * group weight whose id is the weaning's id + "-weight".
 */
export function weaningResources(core: IcarCore, data: Data) {
  const group = litter(core, num(data.count));
  const weaning = { resourceType: 'icarGroupWeaningEventResource', ...group };
  if (typeof data.weight_kg !== 'number') return [weaning];
  return [
    weaning,
    {
      resourceType: 'icarGroupWeightEventResource',
      ...group,
      id: `${core.id}-weight`,
      units: 'KGM',
      statistics: [{ aggregation: 'Sum', unit: 'KGM', value: data.weight_kg }],
    },
  ];
}
