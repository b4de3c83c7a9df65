import type { HerdEvent } from '../herd/event-order.js';

/**
 * What a pregnancy check turned out to be (docs/kpis.md, "Users report"):
 * - `no_service`: no service of hers is open before it (none yet, or a farrowing since);
 * - `unknown`: the service's fate is not known (nothing after the check yet, or she left the
 *   herd before farrowing or being served again);
 * - `right`: positive and the service farrowed, or negative and it did not;
 * - `wrong`: the other way round.
 */
export type CheckVerdict = 'no_service' | 'unknown' | 'right' | 'wrong';

/**
 * The verdict of the check events[index] (a preg_check) of one female's ordered life events.
 * The service it reads is her last one before it, unless a farrowing lies between them; that
 * service farrowed when her next farrowing comes before her next service and her removal.
 */
export function checkVerdict(events: readonly HerdEvent[], index: number): CheckVerdict {
  const check = events[index]!.record;
  if (check.type !== 'preg_check') throw new TypeError('not a pregnancy check');
  if (!serviceOpenBefore(events, index)) return 'no_service';
  const farrowed = farrowedAfter(events, index);
  if (farrowed === null) return 'unknown';
  return farrowed === (check.result === 'positive') ? 'right' : 'wrong';
}

function serviceOpenBefore(events: readonly HerdEvent[], index: number): boolean {
  for (let i = index - 1; i >= 0; i--) {
    const type = events[i]!.record.type;
    if (type === 'service') return true;
    if (type === 'farrowing') return false;
  }
  return false;
}

/** Whether she farrowed before being served again; null when neither happened in her life. */
function farrowedAfter(events: readonly HerdEvent[], index: number): boolean | null {
  for (let i = index + 1; i < events.length; i++) {
    const type = events[i]!.record.type;
    if (type === 'farrowing') return true;
    if (type === 'service') return false;
    if (type === 'removal') return null;
  }
  return null;
}
