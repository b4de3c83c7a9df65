import type { EntryAnswer, HerdRecord, RecordType } from '@barnboard/domain';
import { checkDraft, type FieldProblem, type RecordDraft } from './record-draft';

/** What became of one row of a quick entry. */
export type RowResult =
  | { state: 'waiting' }
  | { state: 'sending' }
  | { state: 'recorded' }
  | { state: 'already' }
  | { state: 'refused'; problems: FieldProblem[] }
  | { state: 'failed' };

/**
 * The animals of a quick entry, as typed or scanned: one per line, or several on a line apart by
 * spaces, commas or semicolons (a scanner ends each tag with a return or a tab). Each once, in
 * the order given.
 */
export function animalsOf(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter((animal) => animal !== ''))];
}

/** A row is sent again only when it was not stored: the others have nothing left to say. */
export const isDone = (result: RowResult | undefined) =>
  result?.state === 'recorded' || result?.state === 'already';

/**
 * Sends the rows one after the other (the server judges each against the ones before it: a
 * second event of the same sow follows the first), reporting each row's result as it comes. A
 * row the form's check refuses is not sent.
 */
export async function sendRows({
  type,
  rows,
  send,
  refused,
  onResult,
}: {
  type: RecordType;
  rows: readonly { animal: string; draft: RecordDraft }[];
  send: (record: HerdRecord) => Promise<EntryAnswer>;
  /** The fields a refusal of the server names, null when it was no refusal. */
  refused: (error: unknown) => FieldProblem[] | null;
  onResult: (animal: string, result: RowResult) => void;
}): Promise<void> {
  for (const { animal, draft } of rows) {
    const checked = checkDraft(type, animal, draft);
    if (!checked.record) {
      onResult(animal, { state: 'refused', problems: checked.problems });
      continue;
    }
    onResult(animal, { state: 'sending' });
    try {
      const answer = await send(checked.record);
      onResult(animal, { state: answer.created ? 'recorded' : 'already' });
    } catch (error) {
      const problems = refused(error);
      onResult(animal, problems ? { state: 'refused', problems } : { state: 'failed' });
    }
  }
}
