import type { RecordType } from './record-schema.js';

/**
 * The order rules of the herd-records format (shared/records-format.md, "Rules"): no event for an
 * animal before its entry or after its removal, one entry per animal, a farrowing needs a service
 * since the previous farrowing, a weaning needs a farrowing not yet weaned.
 */

/** The part of a record the order rules read (a HerdRecord, or a stored event). */
export type SequenceRecord = {
  type: RecordType;
  animal: string;
  date: string;
  time?: string | null | undefined;
};

export type SequenceError = { index: number; field: string; reason: string };

export type SequenceOptions = {
  /**
   * Which records are being imported (the others are stored). Errors are reported on new records
   * only: a stored record that a new one makes invalid is reported on the nearest new record of
   * the same animal (before it, else after it). Default: every record is new.
   */
  isNew?: (index: number) => boolean;
};

/**
 * Orders one animal's records: by date; within a day, records that carry a time are sorted by
 * it among the places such records hold, the others keep their place (input order).
 */
export function orderOfAnimal(records: readonly SequenceRecord[], indexes: number[]): number[] {
  const byDate = [...indexes].sort((a, b) => {
    const da = records[a]!.date;
    const db = records[b]!.date;
    return da < db ? -1 : da > db ? 1 : a - b;
  });
  let start = 0;
  while (start < byDate.length) {
    let end = start + 1;
    const date = records[byDate[start]!]!.date;
    while (end < byDate.length && records[byDate[end]!]!.date === date) end++;
    const slots: number[] = [];
    for (let k = start; k < end; k++) if (records[byDate[k]!]!.time) slots.push(k);
    if (slots.length > 1) {
      const timed = slots.map((k) => byDate[k]!);
      timed.sort((a, b) => {
        const ta = records[a]!.time!;
        const tb = records[b]!.time!;
        return ta < tb ? -1 : ta > tb ? 1 : a - b;
      });
      slots.forEach((k, j) => (byDate[k] = timed[j]!));
    }
    start = end;
  }
  return byDate;
}

function describe(record: SequenceRecord): string {
  return `${record.type} of ${record.date}${record.time ? ` ${record.time}` : ''}`;
}

/** Violations among one animal's records, in order, on whichever record breaks a rule. */
function violationsOfAnimal(
  records: readonly SequenceRecord[],
  ordered: number[],
): SequenceError[] {
  const errors: SequenceError[] = [];
  const entries = ordered.filter((i) => records[i]!.type === 'entry');
  const entryIndex = entries[0];
  if (entryIndex === undefined) {
    for (const i of ordered)
      errors.push({ index: i, field: 'animal', reason: 'the animal has no entry record' });
    return errors;
  }
  const entryAt = ordered.indexOf(entryIndex);
  const entry = records[entryIndex]!;
  let removal: number | null = null;
  let servedSinceFarrowing = false;
  let unweanedFarrowing = false;

  ordered.forEach((i, position) => {
    const record = records[i]!;
    if (position < entryAt) {
      errors.push({
        index: i,
        field: 'date',
        reason: `comes before the animal's entry (${describe(entry)})`,
      });
      return;
    }
    if (removal !== null) {
      errors.push({
        index: i,
        field: 'date',
        reason: `comes after the animal's removal (${describe(records[removal]!)})`,
      });
      return;
    }
    switch (record.type) {
      case 'entry':
        if (i !== entryIndex)
          errors.push({
            index: i,
            field: 'type',
            reason: `the animal already has an entry (${describe(entry)})`,
          });
        break;
      case 'service':
        servedSinceFarrowing = true;
        break;
      case 'farrowing':
        if (!servedSinceFarrowing)
          errors.push({
            index: i,
            field: 'type',
            reason: 'a farrowing needs a service before it (since the previous farrowing)',
          });
        servedSinceFarrowing = false;
        unweanedFarrowing = true;
        break;
      case 'weaning':
        if (!unweanedFarrowing)
          errors.push({ index: i, field: 'type', reason: 'no farrowing is left to wean' });
        unweanedFarrowing = false;
        break;
      case 'removal':
        removal = i;
        break;
      default:
        break;
    }
  });
  return errors;
}

/**
 * Checks the order rules over every record of a site (stored and new). Records of one animal
 * are grouped by `animal`; the array order is the input order (stored records first, in their
 * stored order, then the new ones as imported).
 */
export function checkSequence(
  records: readonly SequenceRecord[],
  options: SequenceOptions = {},
): SequenceError[] {
  const steps = sequenceChecks(records, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** How much work sequenceChecks does between two places where its caller may pause. */
const STEP_SIZE = 256;

/**
 * checkSequence in steps: it yields every STEP_SIZE records or animals, so that a server checking
 * a large import can let other requests through between steps (the server's runInSlices); the
 * errors are the generator's return value.
 */
export function* sequenceChecks(
  records: readonly SequenceRecord[],
  options: SequenceOptions = {},
): Generator<void, SequenceError[]> {
  const isNew = options.isNew ?? (() => true);
  const byAnimal = new Map<string, number[]>();
  for (let index = 0; index < records.length; index++) {
    const { animal } = records[index]!;
    const list = byAnimal.get(animal);
    if (list) list.push(index);
    else byAnimal.set(animal, [index]);
    if (index % STEP_SIZE === 0) yield;
  }

  const errors: SequenceError[] = [];
  /** Stored records made invalid, by the new record blamed and field: the first, and how many. */
  const blamed = new Map<string, { error: SequenceError; more: number }>();
  let animals = 0;
  for (const indexes of byAnimal.values()) {
    if (++animals % STEP_SIZE === 0) yield;
    if (!indexes.some(isNew)) continue;
    const ordered = orderOfAnimal(records, indexes);
    for (const error of violationsOfAnimal(records, ordered)) {
      if (isNew(error.index)) {
        errors.push(error);
        continue;
      }
      // A stored record made invalid by this import: blame the nearest new record of the animal.
      const at = ordered.indexOf(error.index);
      let culprit: number | undefined;
      for (let k = at - 1; k >= 0 && culprit === undefined; k--)
        if (isNew(ordered[k]!)) culprit = ordered[k];
      for (let k = at + 1; k < ordered.length && culprit === undefined; k++)
        if (isNew(ordered[k]!)) culprit = ordered[k];
      if (culprit === undefined) continue;
      const key = `${culprit}\u0000${error.field}`;
      const known = blamed.get(key);
      if (known) {
        known.more++;
        continue;
      }
      const reason = `makes the stored ${describe(records[error.index]!)} invalid: ${error.reason}`;
      blamed.set(key, { error: { index: culprit, field: error.field, reason }, more: 0 });
    }
  }
  for (const { error, more } of blamed.values()) {
    const others = more === 1 ? '1 more stored record' : `${more} more stored records`;
    errors.push(more > 0 ? { ...error, reason: `${error.reason} (and ${others})` } : error);
  }
  return errors.sort((a, b) => a.index - b.index || a.field.localeCompare(b.field));
}
