import { List, Modal, Text, ThemeIcon } from '@mantine/core';
import type { BinItem } from '@barnboard/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SiloFormat } from '../lib/format';

type Warning = BinItem['warnings'][number];

/** The text of each warning code of spec §8, with its date when it has one. */
export function warningText(
  warning: Warning,
  siteId: string,
  t: TFunction,
  fmt: SiloFormat,
): string {
  switch (warning.code) {
    case 'scheduled_renewal':
      return t('silos.warnings.scheduledRenewal', {
        date: warning.at ? fmt.day(warning.at, siteId) : '—',
      });
    case 'no_data_transmission':
      return warning.since
        ? t('silos.warnings.noDataTransmission', { since: fmt.dateTime(warning.since, siteId) })
        : t('silos.warnings.noDataTransmissionNever');
    case 'sensor_disconnected':
      return warning.since
        ? t('silos.warnings.sensorDisconnected', { since: fmt.dateTime(warning.since, siteId) })
        : t('silos.warnings.sensorDisconnectedNever');
    case 'incompatible_version':
      return t('silos.warnings.incompatibleVersion');
    case 'low_battery':
      return t('silos.warnings.lowBattery');
    case 'wrong_data':
      return t('silos.warnings.wrongData');
    case 'weak_signal':
      return t('silos.warnings.weakSignal');
    case 'wrong_channel':
      return t('silos.warnings.wrongChannel');
    case 'no_recent_readings':
      return t('silos.warnings.noRecentReadings');
  }
}

export function WarningsModal({
  bin,
  fmt,
  onClose,
}: {
  bin: BinItem | null;
  fmt: SiloFormat;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={bin !== null}
      onClose={onClose}
      title={bin ? t('silos.warnings.title', { name: bin.name }) : ''}
      data-testid="silo-warnings-modal"
    >
      {bin &&
        (bin.warnings.length === 0 ? (
          <Text c="dimmed">{t('silos.warnings.none')}</Text>
        ) : (
          <List
            spacing="sm"
            icon={
              <ThemeIcon color="orange" variant="light" size={24} radius="xl">
                <IconAlertTriangle size={14} />
              </ThemeIcon>
            }
          >
            {bin.warnings.map((warning) => (
              <List.Item key={warning.code} data-testid="silo-warning" data-code={warning.code}>
                {warningText(warning, bin.site.id, t, fmt)}
              </List.Item>
            ))}
          </List>
        ))}
    </Modal>
  );
}
