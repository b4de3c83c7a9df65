import { SILO_CHART_DAYS, type BinItem } from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { countOffPortUplinks } from '../../repositories/bin-readings-repository.js';
import { readingsForBins, type BinRecord } from '../../repositories/bins-repository.js';
import { describeBin } from './bin-view.js';

const DAY_MS = 86_400_000;

/**
 * Bins are described from this far back: the chart's week for the averages and the last fill, one
 * day more so that a fill at the start of the week has the level before it (and before that, the
 * newest reading, for a bin that has been silent).
 */
export const LIST_LOOKBACK_DAYS = SILO_CHART_DAYS + 1;

/** The wrong-channel warning counts the uplinks on another port of the last 7 days (docs/bins.md). */
const WRONG_CHANNEL_DAYS = 7;

/** Bins with their computed data at `now`, read from their readings and off-port uplinks. */
export async function describeBins(
  db: Executor,
  records: readonly BinRecord[],
  now: Date,
): Promise<BinItem[]> {
  const keys = records.map((record) => ({ tenantId: record.bin.tenantId, id: record.bin.id }));
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const [readings, offPort] = await Promise.all([
    readingsForBins(db, keys, daysAgo(LIST_LOOKBACK_DAYS), now),
    countOffPortUplinks(db, keys, daysAgo(WRONG_CHANNEL_DAYS)),
  ]);
  return records.map((record) =>
    describeBin(record, readings.get(record.bin.id) ?? [], offPort.get(record.bin.id) ?? 0, now),
  );
}
