import type { SensorReading, SensorUplink } from '@barnboard/domain';
import type { Database, Executor } from '../../db/database.js';
import {
  byFrame,
  findSensorDevices,
  frameKey,
  insertOffPortUplinks,
  insertReadings,
  keepBestSignal,
} from '../../repositories/bin-readings-repository.js';

/**
 * Stores uplinks, whatever their source (HTTP routes, MQTT): docs/ingestion.md. Never lost, never
 * twice — the database's unique indexes decide what is a duplicate, so concurrent copies are
 * safe — and the tenant always comes from the registered device.
 */

/** Rows per INSERT statement: 1000 readings are a ~200 kB JSON parameter. */
export const INSERT_CHUNK = 1000;

/** The answer of every ingest route. */
export type IngestCounts = {
  stored: number;
  /** Already stored (same message id, or same device, session and frame counter). */
  duplicates: number;
  /** Not registered, or (with an ingest key) registered to another tenant: nothing stored. */
  unknown: number;
  /** Console test uplinks: never stored. */
  simulated: number;
  /** Uplinks on another port than L-Track's: no reading, kept for the wrong-channel warning. */
  offPort: number;
};

export type NotStored = {
  devEui: string;
  messageId: string | null;
  outcome: 'duplicate' | 'unknown' | 'other_tenant' | 'simulated' | 'off_port';
};

export type IngestReport = IngestCounts & {
  /** Each uplink that was not stored and why, for the log (other tenants only in the log). */
  notStored: NotStored[];
  /** What became of each uplink, in the order given: a coalesced write answers each caller. */
  outcomes: Outcome[];
};

/** Whether copy `a` was heard better than `b` (bestSignal's order: RSSI, then SNR). */
function betterSignal(a: SensorUplink, b: SensorUplink): boolean {
  const x = a.receivedBy;
  const y = b.receivedBy;
  if (x.rssi === null) return false;
  if (y.rssi === null) return true;
  if (x.rssi !== y.rssi) return x.rssi > y.rssi;
  return (x.snr ?? -Infinity) > (y.snr ?? -Infinity);
}

/**
 * Copies of one uplink within a request (same message id, or same frame) become one, with the
 * best signal; `slots` gives, for each uplink, the index in `unique` of the one it became.
 */
function mergeCopies(uplinks: readonly SensorUplink[]): {
  unique: SensorUplink[];
  slots: number[];
} {
  const byMessage = new Map<string, number>();
  const byFrame = new Map<string, number>();
  const unique: SensorUplink[] = [];
  const slots: number[] = [];
  for (const uplink of uplinks) {
    const frame = frameKey(uplink);
    const at =
      (uplink.messageId === null ? undefined : byMessage.get(uplink.messageId)) ??
      byFrame.get(frame);
    if (at === undefined) {
      if (uplink.messageId !== null) byMessage.set(uplink.messageId, unique.length);
      byFrame.set(frame, unique.length);
      slots.push(unique.length);
      unique.push(uplink);
      continue;
    }
    slots.push(at);
    const kept = unique[at]!;
    if (betterSignal(uplink, kept)) {
      unique[at] = {
        ...kept,
        receivedBy: {
          ...uplink.receivedBy,
          gatewayCount: Math.max(kept.receivedBy.gatewayCount, uplink.receivedBy.gatewayCount),
        },
      };
    }
  }
  return { unique, slots };
}

/** What became of one uplink. */
export type Outcome = 'stored' | NotStored['outcome'];
type Measured = SensorUplink & { reading: SensorReading };

const isMeasured = (uplink: SensorUplink): uplink is Measured => uplink.reading !== null;

/**
 * What must be stored together. `all`: the uplinks of one request (a batch, an import), stored
 * all or nothing in one transaction. `each`: single uplinks of different senders written together
 * by group commit (uplink-coalescer.ts). Every uplink is stored, or its stored copy's signal
 * improved, by exactly one statement, so each is all or nothing on its own; one write's uplinks
 * share nothing else, and a transaction around them would cost two more round trips to the
 * database per write for no guarantee anyone relies on (docs/ingestion.md, "Speed").
 */
export type Atomicity = 'all' | 'each';

/**
 * Stores the uplinks of one request, or of one coalesced write of single uplinks. `tenantId` is
 * the ingest key's tenant: a device registered to another tenant is answered as unknown and
 * nothing is stored for it. Null (MQTT) takes each device's own tenant.
 */
export async function ingestUplinks(
  db: Database,
  tenantId: string | null,
  uplinks: readonly SensorUplink[],
  receivedAt: Date,
  atomicity: Atomicity = 'all',
): Promise<IngestReport> {
  const real = uplinks.filter((uplink) => !uplink.simulated);
  const { unique, slots } = mergeCopies(real);

  const store = (executor: Executor) => storeUnique(executor, tenantId, unique, receivedAt);
  // A single uplink takes one statement, which is atomic on its own.
  const together = atomicity === 'all' && unique.length > 1;
  const results = together ? await db.transaction(store) : await store(db);

  // The first of copies within the request has its uplink's outcome. The others are duplicates of
  // what was stored or already there; a copy of an unknown device's uplink is just as unknown.
  const answered = new Set<number>();
  const realOutcomes = slots.map((slot): Outcome => {
    const outcome = results[slot]!;
    if (!answered.has(slot)) {
      answered.add(slot);
      return outcome;
    }
    return outcome === 'stored' || outcome === 'off_port' ? 'duplicate' : outcome;
  });
  let next = 0;
  return reportOf(
    uplinks,
    uplinks.map((uplink) => (uplink.simulated ? 'simulated' : realOutcomes[next++]!)),
  );
}

/** The report of uplinks whose outcomes are known, in the same order. */
export function reportOf(uplinks: readonly SensorUplink[], outcomes: Outcome[]): IngestReport {
  const notStored: NotStored[] = [];
  outcomes.forEach((outcome, index) => {
    if (outcome !== 'stored') notStored.push(notStoredAs(uplinks[index]!, outcome));
  });
  const count = (outcome: NotStored['outcome']) =>
    notStored.filter((n) => n.outcome === outcome).length;
  return {
    stored: outcomes.length - notStored.length,
    duplicates: count('duplicate'),
    unknown: count('unknown') + count('other_tenant'),
    simulated: count('simulated'),
    offPort: count('off_port'),
    notStored,
    outcomes,
  };
}

/** What became of each uplink, in order. */
async function storeUnique(
  db: Executor,
  tenantId: string | null,
  unique: readonly SensorUplink[],
  receivedAt: Date,
): Promise<Outcome[]> {
  // In key order across chunks too, as each insert orders its rows (bin-readings-repository.ts):
  // a request stored in one transaction takes its rows' locks in the order another server would.
  const measured = unique.filter(isMeasured).sort(byFrame);
  const inserted = new Set<string>();
  for (let start = 0; start < measured.length; start += INSERT_CHUNK) {
    const chunk = measured.slice(start, start + INSERT_CHUNK);
    for (const key of await insertReadings(db, tenantId, chunk, receivedAt)) inserted.add(key);
  }
  const offPort = unique.filter((uplink) => !isMeasured(uplink));
  const keptOffPort = new Set(await insertOffPortUplinks(db, tenantId, offPort, receivedAt));
  const outcomes: Outcome[] = unique.map((uplink) => {
    const key = frameKey(uplink);
    if (inserted.has(key)) return 'stored';
    return keptOffPort.has(key) ? 'off_port' : 'unknown';
  });
  if (inserted.size + keptOffPort.size === unique.length) return outcomes;

  // Not inserted: an unknown device, another tenant's device, or a duplicate of what is stored.
  const rest = unique.filter((_, index) => outcomes[index] === 'unknown');
  const devices = await findSensorDevices(db, [...new Set(rest.map((u) => u.devEui))]);
  const betterCopies: { tenantId: string; uplink: Measured }[] = [];
  unique.forEach((uplink, index) => {
    if (outcomes[index] !== 'unknown') return;
    const device = devices.get(uplink.devEui);
    if (!device) return;
    if (tenantId !== null && device.tenantId !== tenantId) {
      outcomes[index] = 'other_tenant';
      return;
    }
    outcomes[index] = 'duplicate';
    if (isMeasured(uplink) && uplink.receivedBy.rssi !== null) {
      betterCopies.push({ tenantId: device.tenantId, uplink });
    }
  });
  await keepBestSignal(db, betterCopies);
  return outcomes;
}

function notStoredAs(uplink: SensorUplink, outcome: NotStored['outcome']): NotStored {
  return { devEui: uplink.devEui, messageId: uplink.messageId, outcome };
}

export function countsOf(report: IngestReport): IngestCounts {
  const { stored, duplicates, unknown, simulated, offPort } = report;
  return { stored, duplicates, unknown, simulated, offPort };
}
