import { Group, Table, VisuallyHidden } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import {
  THRESHOLD_INDEXES,
  useObjectiveRowParts,
  type ObjectiveRowGroup,
  type ObjectiveRowProps,
} from './objective-fields';

/** Metric, unit, type, the five thresholds, the preview and the reset. */
const COLUMNS = 4 + THRESHOLD_INDEXES.length;

/**
 * The objectives as a table, one row per metric under a heading row per report (wide screens):
 * one table, so that the columns line up from one report to the next.
 */
export function ObjectivesTable({ groups }: { groups: ObjectiveRowGroup[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="xs" striped highlightOnHover data-testid="objectives-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('objectives.columns.metric')}</Table.Th>
            <Table.Th>{t('objectives.columns.unit')}</Table.Th>
            <Table.Th>{t('objectives.columns.type')}</Table.Th>
            {THRESHOLD_INDEXES.map((index) => (
              <Table.Th key={index}>{t(`objectives.thresholds.t${index + 1}`)}</Table.Th>
            ))}
            <Table.Th>{t('objectives.columns.preview')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('objectives.reset')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Fragment key={group.report}>
              <Table.Tr data-testid="objectives-group" data-report={group.report}>
                <Table.Th colSpan={COLUMNS} scope="colgroup" pt="md" fz="sm" c="dimmed">
                  {group.title}
                </Table.Th>
              </Table.Tr>
              {group.rows.map((row) => (
                <ObjectiveTableRow key={row.metric} {...row} />
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ObjectiveTableRow(props: ObjectiveRowProps) {
  const parts = useObjectiveRowParts(props, false);
  return (
    <Table.Tr data-testid="objective-row" data-metric={props.metric}>
      <Table.Td fw={500}>{parts.name}</Table.Td>
      <Table.Td c="dimmed">{parts.unit}</Table.Td>
      <Table.Td>{parts.type}</Table.Td>
      {parts.thresholds.map((field, index) => (
        <Table.Td key={index} style={{ verticalAlign: 'top' }}>
          {field}
        </Table.Td>
      ))}
      <Table.Td>{parts.preview}</Table.Td>
      <Table.Td>
        <Group justify="flex-end">{parts.reset}</Group>
      </Table.Td>
    </Table.Tr>
  );
}
