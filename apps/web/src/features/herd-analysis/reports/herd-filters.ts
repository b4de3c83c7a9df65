import { PARITY_GROUPS } from '@barnboard/domain';
import type { TFunction } from 'i18next';
import type { ReportFilter, ReportFilterOption } from '../../../lib/reports/report-definition';

/** Options of a server filter whose values are a fixed list, each with its label. */
export const optionsOf =
  (values: readonly string[], labelKey: (value: string) => string) =>
  (_answer: unknown, t: TFunction): ReportFilterOption[] =>
    values.map((value) => ({ value, label: t(labelKey(value)) }));

/**
 * A filter the server applies (docs/herd-analysis.md): its values change the figures, so they
 * can be compared side by side and saved as groups.
 */
export function serverFilter<Answer>(
  id: string,
  values: readonly string[],
  labelKey: (value: string) => string,
): ReportFilter<Answer> {
  return {
    id,
    labelKey: `herdAnalysis.filters.${id}`,
    server: true,
    options: optionsOf(values, labelKey),
    comparable: true,
  };
}

/** The sow's parity group (0, 1, 2, 3–5, 6+). */
export const parityFilter = <Answer>() =>
  serverFilter<Answer>('parity', PARITY_GROUPS, (group) => `herdAnalysis.parityGroups.${group}`);

/** A name as recorded, or what says none was. */
export const orNone = (name: string | null, t: TFunction, noneKey: string) => name ?? t(noneKey);
