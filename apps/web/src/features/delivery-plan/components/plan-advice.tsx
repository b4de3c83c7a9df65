import { Button, Group, Stack, Text } from '@mantine/core';
import { addDays, type DeliveryPlanAnswer, type PlanTrip } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';
import type { PlanFormat } from '../lib/plan-format';
import { planSentence } from '../lib/plan-sentence';
import { Section } from './section';
import type { PlanRights } from './tenant-plan';

/** The plan in words, a trip a sentence, each with the button that orders it. */
export function PlanAdvice({
  plan,
  fmt,
  rights,
  onOrder,
}: {
  plan: DeliveryPlanAnswer;
  fmt: PlanFormat;
  rights: PlanRights;
  onOrder: (trip: PlanTrip) => void;
}) {
  const { t } = useTranslation();
  // Each site's first delivery day: today on its calendar plus the lead days.
  const earliestDelivery = new Map(
    plan.sites.map((site) => [site.id, addDays(site.today, plan.lead_days)]),
  );
  return (
    <Section title={t('deliveryPlan.advice.title')} testId="delivery-plan-advice">
      {plan.trips.length === 0 ? (
        <Text size="sm">{t('deliveryPlan.advice.none', { days: plan.horizon_days })}</Text>
      ) : (
        <Stack gap="sm">
          {plan.trips.map((trip) => (
            <Group
              key={`${trip.site_id}-${trip.date}-${trip.reason.bin.id}`}
              justify="space-between"
              align="center"
              wrap="wrap"
              gap="xs"
              data-testid="delivery-plan-trip-advice"
            >
              <Text size="sm" style={{ flex: '1 1 18rem' }}>
                {planSentence(
                  t,
                  trip,
                  fmt.prefs,
                  fmt.quantity,
                  earliestDelivery.get(trip.site_id) ?? '',
                )}
              </Text>
              {rights.canOrder(trip.site_id) && (
                <Button size="xs" variant="light" onClick={() => onOrder(trip)}>
                  {t('deliveryPlan.advice.order')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}
