import { Alert, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { type DeliverySettingsAnswer } from '@barnboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalOf } from '../../../lib/admin/refusal';
import { notify } from '../../../lib/notify';
import { notifyHttpError } from '../../../lib/notify-error';
import { deliveryKey, saveDeliverySettings, useDeliverySettings } from '../api/delivery-api';
import type { PlanFormat } from '../lib/plan-format';
import { Section } from './section';

/** The tenant's truck and the mill's address, for its owners and admins. */
export function TruckSettingsForm({ tenantId, fmt }: { tenantId: string; fmt: PlanFormat }) {
  const { t } = useTranslation();
  const settings = useDeliverySettings(tenantId, true);
  return (
    <Section title={t('deliveryPlan.settings.title')} testId="delivery-plan-settings">
      {settings.data ? (
        <SettingsFields
          key={settings.data.updated_at}
          stored={settings.data}
          fmt={fmt}
          tenantId={tenantId}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('deliveryPlan.settings.loading')}
        </Text>
      )}
    </Section>
  );
}

function SettingsFields({
  stored,
  fmt,
  tenantId,
}: {
  stored: DeliverySettingsAnswer;
  fmt: PlanFormat;
  tenantId: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [capacity, setCapacity] = useState<number | string>(fmt.fromKg(stored.truck_capacity_kg));
  const [compartments, setCompartments] = useState<number | string>(stored.truck_compartments);
  const [leadDays, setLeadDays] = useState<number | string>(stored.lead_days);
  const [millEmail, setMillEmail] = useState(stored.mill_email ?? '');
  const [stale, setStale] = useState(false);
  const [badFields, setBadFields] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const error = (field: string) =>
    badFields.includes(field) ? t('deliveryPlan.settings.invalid') : undefined;

  async function save() {
    setSaving(true);
    setBadFields([]);
    try {
      await saveDeliverySettings(
        tenantId,
        {
          truck_capacity_kg: fmt.toKg(Number(capacity)),
          truck_compartments: Number(compartments),
          lead_days: Number(leadDays),
          mill_email: millEmail.trim() === '' ? null : millEmail.trim(),
        },
        stored.updated_at,
      );
      notify({ color: 'green', message: t('deliveryPlan.settings.saved') });
      await queryClient.invalidateQueries({ queryKey: deliveryKey(tenantId) });
    } catch (failure) {
      const refusal = refusalOf(failure);
      if (refusal?.code === 'edited_elsewhere') setStale(true);
      else if (refusal && refusal.status === 400) setBadFields(refusal.fields);
      else notifyHttpError(failure);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('deliveryPlan.settings.explain')}
      </Text>
      {stale && (
        <Alert color="orange" data-testid="delivery-settings-stale">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">{t('deliveryPlan.settings.stale')}</Text>
            <Button
              size="xs"
              variant="light"
              onClick={() =>
                void queryClient.invalidateQueries({ queryKey: deliveryKey(tenantId) })
              }
            >
              {t('deliveryPlan.settings.reload')}
            </Button>
          </Group>
        </Alert>
      )}
      <Group grow align="start" wrap="wrap">
        <NumberInput
          label={t('deliveryPlan.settings.capacity', { unit: fmt.unit })}
          value={capacity}
          onChange={setCapacity}
          min={0}
          decimalScale={2}
          miw={150}
          error={error('truck_capacity_kg')}
        />
        <NumberInput
          label={t('deliveryPlan.settings.compartments')}
          value={compartments}
          onChange={setCompartments}
          min={1}
          allowDecimal={false}
          miw={150}
          error={error('truck_compartments')}
        />
        <NumberInput
          label={t('deliveryPlan.settings.leadDays')}
          value={leadDays}
          onChange={setLeadDays}
          min={0}
          allowDecimal={false}
          miw={150}
          error={error('lead_days')}
        />
      </Group>
      <TextInput
        type="email"
        label={t('deliveryPlan.settings.millEmail')}
        description={t('deliveryPlan.settings.millEmailHelp')}
        value={millEmail}
        onChange={(event) => setMillEmail(event.currentTarget.value)}
        error={error('mill_email')}
      />
      <Group justify="flex-end">
        <Button
          onClick={() => void save()}
          loading={saving}
          disabled={stale}
          data-testid="delivery-settings-save"
        >
          {t('deliveryPlan.settings.save')}
        </Button>
      </Group>
    </Stack>
  );
}
