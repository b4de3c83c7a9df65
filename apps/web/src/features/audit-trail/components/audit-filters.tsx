import { Group, Select, TextInput } from '@mantine/core';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@barnboard/domain';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field/date-field';
import type { AuditFilter } from '../lib/audit-filter';

type Props = {
  filter: AuditFilter;
  tenants: { id: string; name: string }[];
  onChange: (change: Partial<AuditFilter>) => void;
};

/** The history's filters: tenant (when there is a choice), kind of record, action, days, words. */
export function AuditFilters({ filter, tenants, onChange }: Props) {
  const { t } = useTranslation();
  const any = t('auditTrail.filters.any');
  return (
    <Group align="end" gap="sm" wrap="wrap">
      {tenants.length > 1 && (
        <Select
          label={t('auditTrail.filters.tenant')}
          data={tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }))}
          value={filter.tenantId}
          onChange={(tenantId) => onChange({ tenantId })}
          placeholder={any}
          clearable
          w={200}
        />
      )}
      <Select
        label={t('auditTrail.filters.record')}
        data={AUDIT_ENTITY_TYPES.map((type) => ({
          value: type,
          label: t(`auditTrail.entityTypes.${type}`),
        }))}
        value={filter.entityType}
        onChange={(value) =>
          onChange({ entityType: AUDIT_ENTITY_TYPES.find((type) => type === value) ?? null })
        }
        placeholder={any}
        clearable
        w={170}
      />
      <Select
        label={t('auditTrail.filters.action')}
        data={AUDIT_ACTIONS.map((action) => ({
          value: action,
          label: t(`auditTrail.actions.${action}`),
        }))}
        value={filter.action}
        onChange={(value) =>
          onChange({ action: AUDIT_ACTIONS.find((action) => action === value) ?? null })
        }
        placeholder={any}
        clearable
        w={170}
      />
      <DateField
        label={t('auditTrail.filters.from')}
        value={filter.fromDay ?? ''}
        onChange={(day) => onChange({ fromDay: day || null })}
        clearable
        w={170}
      />
      <DateField
        label={t('auditTrail.filters.to')}
        value={filter.toDay ?? ''}
        onChange={(day) => onChange({ toDay: day || null })}
        clearable
        w={170}
      />
      <TextInput
        type="search"
        label={t('auditTrail.filters.search')}
        placeholder={t('auditTrail.filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter.q}
        onChange={(event) => onChange({ q: event.currentTarget.value })}
        w={220}
      />
    </Group>
  );
}
