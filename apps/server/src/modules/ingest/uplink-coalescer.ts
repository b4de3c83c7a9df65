import type { SensorUplink } from '@barnboard/domain';
import { INSERT_CHUNK, reportOf, type IngestReport } from './ingest-service.js';

/** Stores uplinks of one tenant (null: each device's own), each on its own: ingestUplinks. */
export type WriteUplinks = (
  tenantId: string | null,
  uplinks: SensorUplink[],
) => Promise<IngestReport>;

type Waiting = {
  uplink: SensorUplink;
  resolve: (report: IngestReport) => void;
  reject: (error: unknown) => void;
};

/**
 * Group commit for single uplinks (docs/ingestion.md, "Speed"). Written one by one, each uplink
 * costs a statement and a commit of its own, and with many senders at once those dominate. Here
 * an uplink is written at once when its tenant has no write in flight; the ones that arrive
 * during a write go together in the next (up to INSERT_CHUNK), which starts as soon as it ends.
 * An idle server thus never waits, and a busy one writes as often as the database can commit.
 *
 * Each tenant has its own line of writes, since a write is checked against one ingest key's
 * tenant. Each caller gets the report of its own uplink, or the write's error, and can retry:
 * each uplink is stored by one statement of its own (ingestUplinks, atomicity `each`), so a retry
 * of one the failed write had stored is a duplicate, never a second row.
 */
export class UplinkCoalescer {
  /** Per tenant with a write in flight, the uplinks that will go in its next write. */
  readonly #next = new Map<string | null, Waiting[]>();

  constructor(private readonly write: WriteUplinks) {}

  submit(tenantId: string | null, uplink: SensorUplink): Promise<IngestReport> {
    return new Promise((resolve, reject) => {
      const waiting = { uplink, resolve, reject };
      const next = this.#next.get(tenantId);
      if (next) {
        next.push(waiting);
        return;
      }
      this.#next.set(tenantId, []);
      void this.#writeFrom(tenantId, [waiting]);
    });
  }

  async #writeFrom(tenantId: string | null, batch: Waiting[]): Promise<void> {
    try {
      const uplinks = batch.map((waiting) => waiting.uplink);
      const report = await this.write(tenantId, uplinks);
      batch.forEach(({ uplink, resolve }, index) =>
        resolve(reportOf([uplink], [report.outcomes[index]!])),
      );
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
    const next = this.#next.get(tenantId)!;
    if (next.length === 0) {
      this.#next.delete(tenantId);
      return;
    }
    void this.#writeFrom(tenantId, next.splice(0, INSERT_CHUNK));
  }
}
