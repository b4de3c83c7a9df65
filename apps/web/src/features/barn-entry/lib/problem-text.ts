import type { TFunction } from 'i18next';
import type { FieldProblem } from './record-draft';

/** A refused field's message: the form's rule in words, or the server's reason as it came. */
export function problemText(problem: FieldProblem, t: TFunction): string {
  switch (problem.rule) {
    case 'server':
      return problem.reason;
    case 'min':
    case 'max':
      return t(`barnEntry.problems.${problem.rule}`, { limit: problem.limit });
    default:
      return t(`barnEntry.problems.${problem.rule}`);
  }
}

/** Problems by field, as the inputs take their `error`. */
export function errorsByField(problems: readonly FieldProblem[], t: TFunction) {
  return Object.fromEntries(problems.map((problem) => [problem.field, problemText(problem, t)]));
}

/** A refusal of a field the form has no input for (the animal, her order of events), in a line. */
export function refusalLine(problem: FieldProblem, t: TFunction): string {
  return t('barnEntry.refusedField', {
    field: t(`barnEntry.fields.${problem.field}`, { defaultValue: problem.field }),
    reason: problemText(problem, t),
  });
}
