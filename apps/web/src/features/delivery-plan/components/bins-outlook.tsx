import { Table, Text } from '@mantine/core';
import type { DeliveryPlanAnswer } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';
import type { PlanFormat } from '../lib/plan-format';
import { ScrollTable } from './scroll-table';
import { Section } from './section';

/** Each silo's "empty by" day and its planned deliveries; a silo the plan cannot keep fed in red. */
export function BinsOutlook({
  plan,
  fmt,
  siteNames,
}: {
  plan: DeliveryPlanAnswer;
  fmt: PlanFormat;
  siteNames: Map<string, string>;
}) {
  const { t } = useTranslation();
  const bins = plan.bins.toSorted(
    (a, b) =>
      (a.empty_date ?? '9999').localeCompare(b.empty_date ?? '9999') ||
      a.name.localeCompare(b.name),
  );
  return (
    <Section title={t('deliveryPlan.bins.title')} testId="delivery-plan-bins">
      {bins.length === 0 ? (
        <Text size="sm">{t('deliveryPlan.bins.none')}</Text>
      ) : (
        <ScrollTable minWidth={720} label={t('deliveryPlan.bins.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('deliveryPlan.bins.silo')}</Table.Th>
              <Table.Th>{t('deliveryPlan.bins.site')}</Table.Th>
              <Table.Th>{t('deliveryPlan.bins.feed')}</Table.Th>
              <Table.Th>{t('deliveryPlan.bins.quantity')}</Table.Th>
              <Table.Th>{t('deliveryPlan.bins.emptyBy')}</Table.Th>
              <Table.Th>{t('deliveryPlan.bins.deliveries')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bins.map((bin) => (
              <Table.Tr
                key={bin.id}
                data-testid="delivery-plan-bin"
                data-problem={bin.problem ?? undefined}
              >
                <Table.Td>
                  <Text
                    size="sm"
                    fw={500}
                    c={bin.problem ? 'red' : undefined}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {bin.name}
                  </Text>
                  {bin.problem && (
                    <Text size="xs" c="red" miw="9rem">
                      {t(`deliveryPlan.problems.${bin.problem}`)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{siteNames.get(bin.site_id)}</Table.Td>
                <Table.Td>{bin.feed?.name ?? '—'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {bin.quantity_kg === null ? '—' : fmt.quantity(bin.quantity_kg)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" c={bin.problem ? 'red' : undefined}>
                    {bin.empty_date ? fmt.day(bin.empty_date) : t('deliveryPlan.bins.notEating')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {bin.deliveries.length === 0
                    ? '—'
                    : bin.deliveries.map((delivery) => (
                        <Text key={delivery.date} size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {t('deliveryPlan.bins.delivery', {
                            day: fmt.day(delivery.date),
                            quantity: fmt.quantity(delivery.kg),
                          })}
                        </Text>
                      ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
    </Section>
  );
}
