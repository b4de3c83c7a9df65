import {
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { DeliveryPlanAnswer, PlanTrip } from '@barnboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field/date-field';
import { notify } from '../../../lib/notify';
import { notifyHttpError } from '../../../lib/notify-error';
import { deliveryKey, placeOrder } from '../api/delivery-api';
import type { PlanFormat } from '../lib/plan-format';

type Draft = { feedId: string; binIds: string[]; quantity: number | string; wishedDate: string };

/** The trip's first feed (the reason bin's), its silos and quantity, on the trip's day. */
function draftOf(trip: PlanTrip, feedId: string, fmt: PlanFormat): Draft {
  const loads = trip.loads.filter((load) => load.feed.id === feedId);
  return {
    feedId,
    binIds: loads.map((load) => load.bin.id),
    quantity: fmt.fromKg(loads.reduce((kg, load) => kg + load.kg, 0)),
    wishedDate: trip.date,
  };
}

/** The order form, filled in from a trip of the plan; one order carries one feed. */
export function OrderFormModal({
  trip,
  plan,
  fmt,
  tenantId,
  onClose,
}: {
  trip: PlanTrip | null;
  plan: DeliveryPlanAnswer;
  fmt: PlanFormat;
  tenantId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={trip !== null} onClose={onClose} title={t('deliveryPlan.form.title')} size="lg">
      {trip && (
        <OrderForm
          key={`${trip.site_id}-${trip.date}`}
          trip={trip}
          plan={plan}
          fmt={fmt}
          tenantId={tenantId}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function OrderForm({
  trip,
  plan,
  fmt,
  tenantId,
  onClose,
}: {
  trip: PlanTrip;
  plan: DeliveryPlanAnswer;
  fmt: PlanFormat;
  tenantId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(trip, trip.loads[0]!.feed.id, fmt));
  const [saving, setSaving] = useState(false);
  const feeds = [...new Map(trip.loads.map((load) => [load.feed.id, load.feed.name]))];
  // Any silo of the site holding the feed may be added, not only the trip's.
  const bins = plan.bins
    .filter((bin) => bin.site_id === trip.site_id && bin.feed?.id === draft.feedId)
    .map((bin) => ({ value: bin.id, label: bin.name }));
  const quantity = typeof draft.quantity === 'number' ? draft.quantity : Number.NaN;
  const valid =
    draft.binIds.length > 0 && quantity > 0 && /^\d{4}-\d{2}-\d{2}$/.test(draft.wishedDate);

  async function submit() {
    setSaving(true);
    try {
      const answer = await placeOrder(trip.site_id, {
        feed_id: draft.feedId,
        bin_ids: draft.binIds,
        quantity_kg: fmt.toKg(quantity),
        wished_date: draft.wishedDate,
      });
      notify({
        color: 'green',
        message: t(answer.mailed ? 'deliveryPlan.form.placedMailed' : 'deliveryPlan.form.placed'),
      });
      await queryClient.invalidateQueries({ queryKey: deliveryKey(tenantId) });
      onClose();
    } catch (error) {
      notifyHttpError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="sm" data-testid="delivery-order-form">
      <Text size="sm" c="dimmed">
        {t('deliveryPlan.form.explain')}
      </Text>
      {feeds.length > 1 ? (
        <Select
          label={t('deliveryPlan.form.feed')}
          data={feeds.map(([value, label]) => ({ value, label }))}
          value={draft.feedId}
          allowDeselect={false}
          onChange={(feedId) => feedId && setDraft(draftOf(trip, feedId, fmt))}
        />
      ) : (
        <TextInput label={t('deliveryPlan.form.feed')} value={feeds[0]![1]} readOnly />
      )}
      <MultiSelect
        label={t('deliveryPlan.form.silos')}
        data={bins}
        value={draft.binIds}
        onChange={(binIds) => setDraft({ ...draft, binIds })}
        data-testid="delivery-order-silos"
      />
      <Group grow align="start" wrap="wrap">
        <NumberInput
          label={t('deliveryPlan.form.quantity', { unit: fmt.unit })}
          value={draft.quantity}
          onChange={(value) => setDraft({ ...draft, quantity: value })}
          min={0}
          decimalScale={2}
          miw={150}
          data-testid="delivery-order-quantity"
        />
        <DateField
          label={t('deliveryPlan.form.wishedDate')}
          value={draft.wishedDate}
          onChange={(wishedDate) => setDraft({ ...draft, wishedDate })}
          miw={150}
          data-testid="delivery-order-date"
        />
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('deliveryPlan.form.cancel')}
        </Button>
        <Button
          onClick={() => void submit()}
          loading={saving}
          disabled={!valid}
          data-testid="delivery-order-submit"
        >
          {t('deliveryPlan.form.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
