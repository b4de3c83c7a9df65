import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { int4multirange, tenantIdColumn } from './columns.js';
import { animals } from './herd.js';
import { sites } from './tenancy.js';

/**
 * What the KPI engine derives from the herd events, kept per event and per female so a report
 * reads its period instead of re-deriving a site's whole history on every request
 * (docs/kpis.md, "Derived facts"). A cache, never a source: every row is recomputed from
 * herd_events by repositories/herd-facts-repository.ts, in the import's transaction for the
 * animals it touched, or for the whole site when `herd_facts_state` says the derivation changed.
 */

/** One event of a female's life (first entry to first removal after it), with its meaning. */
export const herdEventFacts = pgTable(
  'herd_event_facts',
  {
    tenantId: tenantIdColumn(),
    siteId: uuid('site_id').notNull(),
    animalId: uuid('animal_id').notNull(),
    /** Reference order within the female's life: day × 1,000,000 + order within the day. */
    orderKey: bigint('order_key', { mode: 'number' }).notNull(),
    /** Day number (days since 1970-01-01). */
    day: integer('day').notNull(),
    /** 1 entry, 2 service, 3 negative pregnancy check, 4 abortion, 5 farrowing, 6 piglet death,
     * 7 weaning, 8 removal. */
    kind: smallint('kind').notNull(),
    recordedBy: text('recorded_by'),
    /** Entry: parity at entry; removal: her parity on the removal day. */
    parity: smallint('parity'),
    /** Farrowing: born alive; piglet death: dead; weaning: weaned. */
    piglets: integer('piglets'),
    stillborn: integer('stillborn'),
    mummified: integer('mummified'),
    /** Removal: 1 cull, 2 death, 3 euthanasia, 4 transfer (REMOVAL_KINDS order, from 1); a
     * service whose outcome is `removed`: the kind of that removal. */
    removalKind: smallint('removal_kind'),
    /** Service: the first ever, or the first after a farrowing (weaned or not). */
    firstService: boolean('first_service'),
    /** Repeat service: the return band (0–5, RETURN_BANDS order). */
    returnBand: smallint('return_band'),
    /** Service: its outcome (0–5, SERVICE_OUTCOMES order: farrowed … pending) … */
    outcome: smallint('outcome'),
    /** … and the day of the event that ended it (null while pending). */
    outcomeDay: integer('outcome_day'),
    /** First-ever service of a female entered with parity 0: days since her entry. */
    daysSinceEntry: integer('days_since_entry'),
    /** Farrowing: days since the last service. */
    gestationDays: integer('gestation_days'),
    /** Farrowing after an earlier one of hers: days since that one. */
    daysSinceFarrowing: integer('days_since_farrowing'),
    /** Weaning of an unweaned litter: days since that farrowing. */
    weanAgeDays: integer('wean_age_days'),
    /** Weaning followed by a service before the next farrowing or removal: days to it. */
    daysToService: integer('days_to_service'),
    /** Piglet death with a litter: its band (0–2, PIGLET_MORTALITY_BANDS order). */
    mortalityBand: smallint('mortality_band'),
    /** The productive span (npd) this event opens ends the day before this day: a service
     * farrowed → its farrowing, pending → 120 days; a farrowing → its weaning, or when no
     * weaning ends it 42 days, cut at her next service or farrowing. */
    spanEnd: integer('span_end'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.siteId, t.animalId, t.orderKey] }),
    foreignKey({ columns: [t.tenantId, t.siteId], foreignColumns: [sites.tenantId, sites.id] }),
    foreignKey({
      columns: [t.tenantId, t.animalId],
      foreignColumns: [animals.tenantId, animals.id],
    }),
    index('herd_event_facts_kind_day_idx').on(t.tenantId, t.siteId, t.kind, t.day),
  ],
);

/** One female's life on the site, summed up from her event facts. */
export const herdFemaleFacts = pgTable(
  'herd_female_facts',
  {
    tenantId: tenantIdColumn(),
    siteId: uuid('site_id').notNull(),
    animalId: uuid('animal_id').notNull(),
    entryDay: integer('entry_day').notNull(),
    entryParity: smallint('entry_parity').notNull(),
    removalDay: integer('removal_day'),
    removalKind: smallint('removal_kind'),
    /** First day she counts as mated: entry when she came in with a parity, else first service. */
    matedFrom: integer('mated_from'),
    /** Her farrowing days, in order: her parity on a day is entry parity + those up to it. */
    farrowingDays: integer('farrowing_days').array().notNull(),
    /** The days she was productive (gestating or lactating) while mated, as day ranges. */
    productiveDays: int4multirange('productive_days'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.siteId, t.animalId] }),
    foreignKey({ columns: [t.tenantId, t.siteId], foreignColumns: [sites.tenantId, sites.id] }),
    foreignKey({
      columns: [t.tenantId, t.animalId],
      foreignColumns: [animals.tenantId, animals.id],
    }),
  ],
);

/**
 * One female's stay in a place (docs/locations.md): from a day whose last record naming a place
 * names another than the day before, to the next such day or her removal (`locationStays` of
 * the domain). The inventory reports read who was where on a day or over a period from these.
 */
export const herdStayFacts = pgTable(
  'herd_stay_facts',
  {
    tenantId: tenantIdColumn(),
    siteId: uuid('site_id').notNull(),
    animalId: uuid('animal_id').notNull(),
    /** First day of the stay (day number). */
    fromDay: integer('from_day').notNull(),
    /** The day she left (excluded); null while she is there. */
    toDay: integer('to_day'),
    location: text('location').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.siteId, t.animalId, t.fromDay] }),
    foreignKey({ columns: [t.tenantId, t.siteId], foreignColumns: [sites.tenantId, sites.id] }),
    foreignKey({
      columns: [t.tenantId, t.animalId],
      foreignColumns: [animals.tenantId, animals.id],
    }),
    // Stays of a period: those ending after its first day (or not ended), by that end.
    index('herd_stay_facts_to_day_idx').on(t.tenantId, t.siteId, t.toDay),
  ],
);

/** Which derivation a site's facts were computed with; another number means recompute all. */
export const herdFactsState = pgTable(
  'herd_facts_state',
  {
    tenantId: tenantIdColumn(),
    siteId: uuid('site_id').notNull(),
    version: integer('version').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.siteId] }),
    foreignKey({ columns: [t.tenantId, t.siteId], foreignColumns: [sites.tenantId, sites.id] }),
  ],
);
