import type { BinItem } from '@barnboard/domain';
import type { Database } from '../../db/database.js';
import {
  listSitesWithLiveInstallations,
  loadBinWarningStates,
  saveBinWarningState,
  tryLockBinWarningWatch,
} from '../../repositories/bin-warning-states-repository.js';
import { listBinRecords } from '../../repositories/bins-repository.js';
import { queueSiteEvent } from '../../repositories/webhooks-repository.js';
import { describeBins } from '../feed/describe-bins.js';

/**
 * `bin.warning` events (docs/integration-api.md): a bin's warnings (low battery, sensor silent,
 * wrong data…, spec §8) come from its readings and from time passing (a sensor falls silent
 * without any write), so they are looked at on a schedule rather than on a write. Each look
 * compares every watched bin's warnings with the last look's (bin_warning_states) and, in the
 * same transaction that records the new ones, queues an event for each bin that gained one.
 * Only the bins of sites with a live installation are watched. Answers the events' count.
 */
export async function watchBinWarnings(db: Database, now: Date): Promise<number> {
  // Described before the transaction: describing reads in parallel, which one transaction's
  // connection cannot. Looks are compared with the states under the lock, one at a time, so two
  // servers looking at once send a warning once; only a look overtaken by a newer one (a
  // warning gone and back within it) may send one again, which receivers dedupe anyway.
  const watched: { site: { tenantId: string; id: string }; items: BinItem[] }[] = [];
  for (const site of await listSitesWithLiveInstallations(db)) {
    const records = await listBinRecords(db, { kind: 'all' }, { siteIds: [site.id], now });
    watched.push({ site, items: await describeBins(db, records, now) });
  }
  return db.transaction(async (tx) => {
    if (!(await tryLockBinWarningWatch(tx))) return 0;
    let queued = 0;
    for (const { site, items } of watched) {
      const previous = await loadBinWarningStates(
        tx,
        site.tenantId,
        items.map((item) => item.id),
      );
      for (const item of items) {
        const codes = item.warnings.map((warning) => warning.code);
        const before = previous.get(item.id) ?? [];
        if (codes.join() === before.join()) continue;
        await saveBinWarningState(tx, { tenantId: site.tenantId, binId: item.id }, codes, now);
        const gained = codes.filter((code) => !before.includes(code));
        if (gained.length === 0) continue;
        const payload = binWarningPayload(item, gained);
        await queueSiteEvent(tx, site, item.building.cloud_id, 'bin.warning', payload, now);
        queued += 1;
      }
    }
    return queued;
  });
}

function binWarningPayload(item: BinItem, gained: readonly string[]) {
  return {
    bin: {
      id: item.id,
      name: item.name,
      building: { id: item.building.cloud_id, name: item.building.name },
    },
    /** The warnings it gained at this look. */
    new_warnings: gained,
    /** Every warning it has now (docs/bins.md lists them). */
    warnings: item.warnings,
    last_level: {
      fill_percent: item.last_level.level,
      quantity_kg: item.last_level.quantity,
      at: item.last_level.level_at,
    },
  };
}
