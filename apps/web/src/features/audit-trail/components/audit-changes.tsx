import { Stack, Text } from '@mantine/core';
import type { AuditEvent } from '@barnboard/domain';
import type { AuditReader } from '../lib/audit-values';

/** Each changed field of an event: its name, the value before, the value after. */
export function AuditChanges({ event, reader }: { event: AuditEvent; reader: AuditReader }) {
  if (event.changes.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {event.changes.map((change) => {
        const from = reader.value(event, change.field, change.from);
        const to = reader.value(event, change.field, change.to);
        return (
          <Text key={change.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              {reader.field(event, change.field)}
            </Text>
            {': '}
            {event.action === 'create' ? to : event.action === 'delete' ? from : `${from} → ${to}`}
          </Text>
        );
      })}
    </Stack>
  );
}
