import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deathReason, departureReason } from '../../src/modules/herd-records/icar-reasons.js';
import { bearer } from '../support/demo.js';
import { seedDemoOwner } from '../support/demo-owner.js';
import type { DemoTenant } from '../support/demo-tenant.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** GET /records/export?format=icar for every record type (docs/records.md, "ICAR mapping"). */

type Json = Record<string, unknown>;

let t: TestApp;
let owner: string;
let demo: DemoTenant;

/** A fresh site of the demo tenant (America/Montreal), so each test starts empty. */
async function newSite(): Promise<string> {
  return demo.newSite('ICAR');
}

async function importJson(siteId: string, records: Json[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/sites/${siteId}/records/import`,
    headers: bearer(owner),
    payload: { records },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function icar(siteId: string, query = ''): Promise<Json[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/sites/${siteId}/records/export?format=icar${query}`,
    headers: bearer(owner),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { view, member } = response.json<{ view: Json; member: Json[] }>();
  expect(view).toEqual({
    totalItems: member.length,
    totalPages: 1,
    pageSize: member.length,
    currentPage: 1,
  });
  return member;
}

function byId(member: Json[], id: string): Json {
  const found = member.find((m) => m.id === id);
  if (!found) throw new Error(`no resource ${id} in ${member.map((m) => String(m.id)).join(', ')}`);
  return found;
}

/** Every record type once, each with an id so that resources can be found by it. */
function life(animal: string): Json[] {
  return [
    {
      id: 'entry',
      type: 'entry',
      animal,
      date: '2025-01-05',
      parity: 2,
      birth_date: '2023-04-02',
      genetic: 'Landrace x Large White',
      rfid: '982000123456789',
      location: 'Quarantine',
      user: 'marie',
    },
    { id: 'heat', type: 'heat', animal, date: '2025-01-20', time: '06:15' },
    { id: 'service', type: 'service', animal, date: '2025-01-21', boar: 'B-12', doses: 2 },
    { id: 'check', type: 'preg_check', animal, date: '2025-02-20', result: 'positive' },
    { id: 'move', type: 'move', animal, date: '2025-05-10', location: 'Farrowing A-12' },
    {
      id: 'farrowing',
      type: 'farrowing',
      animal,
      date: '2025-05-16',
      born_alive: 14,
      stillborn: 1,
    },
    {
      id: 'deaths',
      type: 'piglet_death',
      animal,
      date: '2025-05-18',
      count: 2,
      cause: 'crushed',
      location: 'Farrowing A-12',
    },
    { id: 'foster', type: 'foster', animal, date: '2025-05-18', count: -1 },
    { id: 'weaning', type: 'weaning', animal, date: '2025-06-06', count: 11, weight_kg: 68.5 },
    {
      id: 'cull',
      type: 'removal',
      animal,
      date: '2025-06-20',
      kind: 'cull',
      cause: 'lameness',
      location: 'Gestation pen 3',
    },
  ];
}

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, demo } = await seedDemoOwner(t));
}, 120_000);

afterAll(() => t?.close());

describe('ICAR export', () => {
  it('gives every record type its ICAR resource, in record order; a foster gives none', async () => {
    const siteId = await newSite();
    await importJson(siteId, life('F-1'));
    const member = await icar(siteId);
    expect(member.map((m) => [m.id, m.resourceType])).toEqual([
      ['entry', 'icarMovementArrivalEventResource'],
      ['heat', 'icarReproHeatEventResource'],
      ['service', 'icarReproInseminationEventResource'],
      ['check', 'icarReproPregnancyCheckEventResource'],
      ['move', 'icarPositionObservationEventResource'],
      ['farrowing', 'icarReproParturitionEventResource'],
      ['deaths', 'icarGroupMovementDeathEventResource'],
      ['weaning', 'icarGroupWeaningEventResource'],
      ['weaning-weight', 'icarGroupWeightEventResource'],
      ['cull', 'icarMovementDepartureEventResource'],
    ]);
    for (const resource of member) {
      expect(resource.animal).toEqual({ id: 'F-1', scheme: 'barnboard.animal-identity' });
      expect(resource.eventDateTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00[+-]\d\d:\d\d$/);
    }
  });

  it('entry → arrival with the female as ICAR knows an animal, and her parity', async () => {
    const siteId = await newSite();
    await importJson(siteId, life('F-2'));
    expect(byId(await icar(siteId), 'entry')).toEqual({
      resourceType: 'icarMovementArrivalEventResource',
      id: 'entry',
      animal: { id: 'F-2', scheme: 'barnboard.animal-identity' },
      eventDateTime: '2025-01-05T00:00:00-05:00',
      location: { id: 'Quarantine', scheme: 'barnboard.location' },
      responsible: 'marie',
      animalDetail: {
        resourceType: 'icarAnimalCoreResource',
        identifier: { id: 'F-2', scheme: 'barnboard.animal-identity' },
        specie: 'Pig',
        gender: 'Female',
        managementTag: 'F-2',
        birthDate: '2023-04-02T00:00:00-04:00',
        primaryBreed: { id: 'Landrace x Large White', scheme: 'barnboard.genetic' },
        alternativeIdentifiers: [{ id: '982000123456789', scheme: 'barnboard.rfid' }],
      },
      animalState: { currentLactationParity: 2 },
    });
  });

  it('entry without the optional fields → arrival without them; no arrivalReason is made up', async () => {
    const siteId = await newSite();
    await importJson(siteId, [{ id: 'e', type: 'entry', animal: 'F-3', date: '2025-03-01' }]);
    const arrival = byId(await icar(siteId), 'e');
    expect(arrival.animalDetail).toEqual({
      resourceType: 'icarAnimalCoreResource',
      identifier: { id: 'F-3', scheme: 'barnboard.animal-identity' },
      specie: 'Pig',
      gender: 'Female',
      managementTag: 'F-3',
    });
    expect(arrival.animalState).toEqual({ currentLactationParity: 0 });
    expect(arrival).not.toHaveProperty('arrivalReason');
    expect(arrival).not.toHaveProperty('location');
  });

  it('heat → heat event in heat, with its time; move → position observation of the new pen', async () => {
    const siteId = await newSite();
    await importJson(siteId, life('F-4'));
    const member = await icar(siteId);
    expect(byId(member, 'heat')).toEqual({
      resourceType: 'icarReproHeatEventResource',
      id: 'heat',
      animal: { id: 'F-4', scheme: 'barnboard.animal-identity' },
      eventDateTime: '2025-01-20T06:15:00-05:00',
      certainty: 'InHeat',
    });
    expect(byId(member, 'move')).toEqual({
      resourceType: 'icarPositionObservationEventResource',
      id: 'move',
      animal: { id: 'F-4', scheme: 'barnboard.animal-identity' },
      eventDateTime: '2025-05-10T00:00:00-04:00',
      location: { id: 'Farrowing A-12', scheme: 'barnboard.location' },
      positionName: 'Farrowing A-12',
    });
  });

  it("piglet deaths and weaning → group events of the dam's litter, the litter weight as a group weight", async () => {
    const siteId = await newSite();
    await importJson(siteId, life('F-5'));
    const member = await icar(siteId);
    const litter = (count: number) => ({
      groupMethod: 'InventoryClassification',
      countObserved: count,
      inventoryClassification: {
        name: 'Litter of F-5',
        species: 'Pig',
        count,
        reference: 'F-5',
      },
    });
    expect(byId(member, 'deaths')).toEqual({
      resourceType: 'icarGroupMovementDeathEventResource',
      id: 'deaths',
      animal: { id: 'F-5', scheme: 'barnboard.animal-identity' },
      eventDateTime: '2025-05-18T00:00:00-04:00',
      location: { id: 'Farrowing A-12', scheme: 'barnboard.location' },
      ...litter(2),
      deathreason: 'Accident',
      deathMethod: 'Accident',
      explanation: 'crushed',
    });
    expect(byId(member, 'weaning')).toEqual({
      resourceType: 'icarGroupWeaningEventResource',
      id: 'weaning',
      animal: { id: 'F-5', scheme: 'barnboard.animal-identity' },
      eventDateTime: '2025-06-06T00:00:00-04:00',
      ...litter(11),
    });
    expect(byId(member, 'weaning-weight')).toEqual({
      resourceType: 'icarGroupWeightEventResource',
      id: 'weaning-weight',
      animal: { id: 'F-5', scheme: 'barnboard.animal-identity' },
      eventDateTime: '2025-06-06T00:00:00-04:00',
      ...litter(11),
      units: 'KGM',
      statistics: [{ aggregation: 'Sum', unit: 'KGM', value: 68.5 }],
    });
  });

  it('a weaning without weight gives no group weight; a death without cause is Unknown, Perished', async () => {
    const siteId = await newSite();
    await importJson(siteId, [
      { id: 'e', type: 'entry', animal: 'F-6', date: '2025-01-05' },
      { id: 's', type: 'service', animal: 'F-6', date: '2025-01-21' },
      { id: 'f', type: 'farrowing', animal: 'F-6', date: '2025-05-16', born_alive: 12 },
      { id: 'd', type: 'piglet_death', animal: 'F-6', date: '2025-05-17', count: 1 },
      { id: 'w', type: 'weaning', animal: 'F-6', date: '2025-06-06', count: 11 },
    ]);
    const member = await icar(siteId);
    expect(member.map((m) => m.id)).toEqual(['e', 's', 'f', 'd', 'w']);
    expect(byId(member, 'd')).toMatchObject({ deathreason: 'Unknown', deathMethod: 'Perished' });
    expect(byId(member, 'd')).not.toHaveProperty('explanation');
  });

  it('cull → departure to slaughter with a coded reason and the cause as remark', async () => {
    const siteId = await newSite();
    await importJson(siteId, life('F-7'));
    const departure = byId(await icar(siteId), 'cull');
    expect(departure).toEqual({
      resourceType: 'icarMovementDepartureEventResource',
      id: 'cull',
      animal: { id: 'F-7', scheme: 'barnboard.animal-identity' },
      eventDateTime: '2025-06-20T00:00:00-04:00',
      location: { id: 'Gestation pen 3', scheme: 'barnboard.location' },
      departureKind: 'Slaughter',
      departureReason: 'LegOrClaw',
      remark: 'lameness',
    });
    // The pen she left is `location`; no destination is known, so none is claimed.
    expect(departure).not.toHaveProperty('consignment');
    expect(departure).not.toHaveProperty('destinationLocation');
  });

  it('transfer → internal-transfer departure; the format has no destination to fill destinationLocation', async () => {
    const siteId = await newSite();
    const entry = { id: 'e', type: 'entry', animal: 'F-8', date: '2025-01-05' };
    const transfer = {
      id: 't',
      type: 'removal',
      animal: 'F-8',
      date: '2025-02-01',
      kind: 'transfer',
      cause: 'moved to another site',
    };
    // A destination is not a field of a removal record: such a file is refused.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/records/import`,
      headers: bearer(owner),
      payload: { records: [entry, { ...transfer, destination: 'Site B' }] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ invalid: Json[] }>().invalid).toEqual([
      { index: 1, field: 'destination', reason: 'is not a field of a removal record' },
    ]);

    await importJson(siteId, [entry, transfer]);
    const departure = byId(await icar(siteId), 't');
    expect(departure).toEqual({
      resourceType: 'icarMovementDepartureEventResource',
      id: 't',
      animal: { id: 'F-8', scheme: 'barnboard.animal-identity' },
      eventDateTime: '2025-02-01T00:00:00-05:00',
      departureKind: 'InternalTransfer',
      departureReason: 'Other',
      remark: 'moved to another site',
    });
  });

  it('death and euthanasia → death event with reason, method and explanation', async () => {
    const siteId = await newSite();
    await importJson(siteId, [
      { id: 'e1', type: 'entry', animal: 'F-9', date: '2025-01-05' },
      { id: 'd', type: 'removal', animal: 'F-9', date: '2025-02-01', kind: 'death' },
      { id: 'e2', type: 'entry', animal: 'F-10', date: '2025-01-05' },
      {
        id: 'x',
        type: 'removal',
        animal: 'F-10',
        date: '2025-02-02',
        kind: 'euthanasia',
        cause: 'prolapse',
      },
      { id: 'e3', type: 'entry', animal: 'F-11', date: '2025-01-05' },
      {
        id: 'c',
        type: 'removal',
        animal: 'F-11',
        date: '2025-02-03',
        kind: 'death',
        cause: 'crushed by a gate',
      },
    ]);
    const member = await icar(siteId);
    expect(byId(member, 'd')).toEqual({
      resourceType: 'icarMovementDeathEventResource',
      id: 'd',
      animal: { id: 'F-9', scheme: 'barnboard.animal-identity' },
      eventDateTime: '2025-02-01T00:00:00-05:00',
      deathReason: 'Unknown',
      deathMethod: 'Perished',
    });
    expect(byId(member, 'x')).toMatchObject({
      deathReason: 'Disease',
      deathMethod: 'Euthanized',
      explanation: 'prolapse',
    });
    expect(byId(member, 'c')).toMatchObject({ deathReason: 'Accident', deathMethod: 'Accident' });
  });

  it('keeps the resources of the period only, parity counted from the whole history', async () => {
    const siteId = await newSite();
    await importJson(siteId, life('F-12'));
    const member = await icar(siteId, '&from=2025-05-16&to=2025-06-06');
    expect(member.map((m) => m.id)).toEqual(['farrowing', 'deaths', 'weaning', 'weaning-weight']);
    expect(byId(member, 'farrowing')).toMatchObject({ damParity: 3, liveProgeny: 14 });
  });
});

describe('cause → ICAR reason', () => {
  it('maps the causes farms write to icarDepartureReasonType', () => {
    const cases: [string | undefined, string][] = [
      [undefined, 'Unknown'],
      ['lameness', 'LegOrClaw'],
      ['Lame, back leg', 'LegOrClaw'],
      ['old age', 'Age'],
      ['poor litter performance', 'Production'],
      ['body condition', 'Nutrition'],
      ['anestrus', 'Fertility'],
      ['not in pig', 'Fertility'],
      ['repeat breeder', 'Fertility'],
      ['abortion', 'Fertility'],
      ['injury', 'Health'],
      ['mastitis', 'Mastitis'],
      ['aggressive to pen mates', 'Behaviour'],
      ['sold to a neighbour', 'Sale'],
      ['LegOrClaw', 'LegOrClaw'],
      ['Superfluous', 'Superfluous'],
      ['damaged teeth', 'Other'],
      ['moved to another site', 'Other'],
    ];
    for (const [cause, reason] of cases)
      expect([cause, departureReason(cause)]).toEqual([cause, reason]);
  });

  it('maps the causes farms write to icarDeathReasonType', () => {
    const cases: [string | undefined, string][] = [
      [undefined, 'Unknown'],
      ['found dead', 'Unknown'],
      ['crushed', 'Accident'],
      ['low viability', 'Other'],
      ['starvation', 'Nutrition'],
      ['scours', 'Disease'],
      ['heart failure', 'Disease'],
      ['torsion', 'Disease'],
      ['lameness', 'LegOrClaw'],
      ['downer', 'LegOrClaw'],
      ['injury', 'Accident'],
      ['dystocia', 'Parturition'],
      ['missing', 'Missing'],
      ['Culled', 'Other'],
    ];
    for (const [cause, reason] of cases)
      expect([cause, deathReason(cause)]).toEqual([cause, reason]);
  });
});
