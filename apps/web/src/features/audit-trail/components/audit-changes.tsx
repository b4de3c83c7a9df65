import { Stack, Text } from '@mantine/core';
import type { AuditEvent } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';
import { auditValueText } from '../lib/audit-values';
import { useFieldLabel } from './use-field-label';

/** Each changed field of an event: its name, the value before, the value after. */
export function AuditChanges({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  const fieldLabel = useFieldLabel();
  const yesNo = (value: boolean) => t(value ? 'auditTrail.yes' : 'auditTrail.no');
  if (event.changes.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {event.changes.map((change) => (
        <Text key={change.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {fieldLabel(change.field)}
          </Text>
          {': '}
          {event.action === 'create'
            ? auditValueText(change.to, yesNo)
            : event.action === 'delete'
              ? auditValueText(change.from, yesNo)
              : `${auditValueText(change.from, yesNo)} → ${auditValueText(change.to, yesNo)}`}
        </Text>
      ))}
    </Stack>
  );
}
