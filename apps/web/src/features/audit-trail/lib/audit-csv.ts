import { buildReportCsv, type AuditEvent } from '@barnboard/domain';
import type { SiteClock } from '../../../lib/site-time/site-clock';
import type { AuditReader } from './audit-values';

export type AuditCsvLabels = {
  headers: readonly string[];
  action: (event: AuditEvent) => string;
  entityType: (event: AuditEvent) => string;
  reader: AuditReader;
};

/**
 * The history as CSV (spec §9's format): one line per changed field, so a spreadsheet filters on
 * any column; an event without field changes is one line of its own.
 */
export function auditCsv(events: readonly AuditEvent[], clock: SiteClock, labels: AuditCsvLabels) {
  const rows = events.flatMap((event) => {
    const common = [
      clock.dateTime(event.at),
      event.tenant.name,
      event.site?.name ?? '',
      event.actor.name,
      labels.action(event),
      labels.entityType(event),
      event.entity.name,
    ];
    if (event.changes.length === 0) return [[...common, '', '', '']];
    return event.changes.map((change) => [
      ...common,
      labels.reader.field(event, change.field),
      labels.reader.value(event, change.field, change.from),
      labels.reader.value(event, change.field, change.to),
    ]);
  });
  return buildReportCsv(labels.headers, rows);
}
