import { Anchor, Button, Group, Select } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { COLUMN_UNITS, MONITORING_VIEWS } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomRowsModal } from './custom-rows-modal';
import { useMonitoringSettings } from './use-monitoring-settings';

/**
 * The settings of a performance screen, above its tile: what each column is, which rows (the
 * view, and the custom view's rows), and a link to the other reading of the same rows. Saved in
 * the user's preferences, so dashboards' tiles show the same.
 */
export function MonitoringControls({
  columns,
  views,
  link,
}: {
  columns: boolean;
  views: boolean;
  link?: { href: () => string; titleKey: string };
}) {
  const { t } = useTranslation();
  const settings = useMonitoringSettings();
  const [rowsOpened, rowsModal] = useDisclosure(false);
  return (
    <Group
      gap="sm"
      align="flex-end"
      wrap="wrap"
      data-print-hidden
      data-testid="monitoring-controls"
    >
      {columns && (
        <Select
          label={t('performance.controls.columns')}
          data={COLUMN_UNITS.map((unit) => ({
            value: unit,
            label: t(`performance.units.${unit}`),
          }))}
          value={settings.columns}
          onChange={(value) => value && settings.setColumns(value)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={{ base: '100%', xs: 200 }}
          data-testid="monitoring-columns"
        />
      )}
      {views && (
        <Select
          label={t('performance.controls.view')}
          data={MONITORING_VIEWS.map((view) => ({
            value: view,
            label: t(`performance.views.${view}`),
          }))}
          value={settings.view}
          onChange={(value) => value && settings.setView(value)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={{ base: '100%', xs: 200 }}
          data-testid="monitoring-view"
        />
      )}
      {views && settings.view === 'custom' && (
        <Button variant="light" onClick={rowsModal.open} data-testid="monitoring-choose-rows">
          {t('performance.controls.chooseRows')}
        </Button>
      )}
      {link && (
        <Anchor component={Link} to={link.href()} size="sm" pb={8} data-testid="monitoring-link">
          {t(link.titleKey)}
        </Anchor>
      )}
      <CustomRowsModal
        opened={rowsOpened}
        rows={settings.custom}
        onSave={settings.setCustom}
        onClose={rowsModal.close}
      />
    </Group>
  );
}
