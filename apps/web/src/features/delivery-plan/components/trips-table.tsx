import { Table, Text } from '@mantine/core';
import type { DeliveryPlanAnswer } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';
import type { PlanFormat } from '../lib/plan-format';
import { ScrollTable } from './scroll-table';
import { Section } from './section';

/** The truckloads, a row each: its day, site, what each silo gets, total and compartments. */
export function TripsTable({
  plan,
  fmt,
  siteNames,
}: {
  plan: DeliveryPlanAnswer;
  fmt: PlanFormat;
  siteNames: Map<string, string>;
}) {
  const { t } = useTranslation();
  if (plan.trips.length === 0) return null;
  return (
    <Section title={t('deliveryPlan.trips.title')} testId="delivery-plan-trips">
      <ScrollTable minWidth={640} label={t('deliveryPlan.trips.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('deliveryPlan.trips.day')}</Table.Th>
            <Table.Th>{t('deliveryPlan.trips.site')}</Table.Th>
            <Table.Th>{t('deliveryPlan.trips.loads')}</Table.Th>
            <Table.Th>{t('deliveryPlan.trips.total')}</Table.Th>
            <Table.Th>{t('deliveryPlan.trips.compartments')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plan.trips.map((trip) => (
            <Table.Tr key={`${trip.site_id}-${trip.date}-${trip.reason.bin.id}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{fmt.day(trip.date)}</Table.Td>
              <Table.Td>{siteNames.get(trip.site_id)}</Table.Td>
              <Table.Td>
                {trip.loads.map((load) => (
                  <Text key={load.bin.id} size="sm">
                    {t('deliveryPlan.trips.load', {
                      bin: load.bin.name,
                      feed: load.feed.name,
                      quantity: fmt.quantity(load.kg),
                    })}
                  </Text>
                ))}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{fmt.quantity(trip.total_kg)}</Table.Td>
              <Table.Td>
                {t('deliveryPlan.trips.compartmentsUsed', {
                  used: trip.compartments.reduce((n, c) => n + c.count, 0),
                  count: plan.truck.compartments,
                })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
    </Section>
  );
}
