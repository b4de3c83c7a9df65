import { checkSequence } from '@barnboard/domain';
import type { StoredEvent } from '../../repositories/herd-records-repository.js';
import { describeStored } from './import-plan.js';

/**
 * Whether taking one event out of an animal's history (a deletion, or a correction that gives
 * it to another animal) leaves her other events breaking the order rules: the first rule it
 * breaks that was not broken before, as a refusal naming the field and the rule, or null. Rules
 * her history broke already are not the change's doing and do not block it.
 */
export function orderLeftByRemoval(
  herEvents: StoredEvent[],
  removedId: string,
  doing: string,
): { field: string; reason: string } | null {
  const key = (event: StoredEvent, field: string) => `${event.id}\u0000${field}`;
  const before = new Set(
    checkSequence(herEvents).map((error) => key(herEvents[error.index]!, error.field)),
  );
  const rest = herEvents.filter((event) => event.id !== removedId);
  const fresh = checkSequence(rest).filter(
    (error) => !before.has(key(rest[error.index]!, error.field)),
  );
  const [first] = fresh;
  if (!first) return null;
  const more = fresh.length - 1;
  const others = more === 0 ? '' : more === 1 ? ' (and 1 more)' : ` (and ${more} more)`;
  return {
    field: first.field,
    reason: `${doing} leaves the stored ${describeStored(rest[first.index]!)} invalid: ${first.reason}${others}`,
  };
}
