import { Alert, Button, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import {
  buildReportCsv,
  decimalSeparatorFor,
  type AdminSite,
  type DeletedBin,
} from '@barnboard/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDeletedBinReadings } from '../../../lib/bins/bins-api';
import { notifyHttpError } from '../../../lib/notify-error';
import { downloadFile } from '../../../lib/reports/download-file';
import { useDisplayPrefs } from '../../../lib/reports/use-report-preferences';
import { atSite, siteClock } from '../../../lib/site-time/site-clock';
import { useDeletedBins } from '../api/sites-manager-api';

/**
 * The deleted L-Tracks of a site (docs/administration.md): gone from every list, their readings
 * kept for the tenant's history and downloadable as CSV (spec §9's format), times on the site's
 * clock.
 */
export function DeletedBinsPanel({ site }: { site: AdminSite }) {
  const { t } = useTranslation();
  const prefs = useDisplayPrefs();
  const clock = siteClock(site.timezone, prefs);
  const deleted = useDeletedBins(site.id, site.tenant.ltrack_access && site.deleted_bins > 0);
  const [busy, setBusy] = useState<string | null>(null);

  async function download(bin: DeletedBin) {
    setBusy(bin.id);
    try {
      const answer = await fetchDeletedBinReadings(site.id, bin.id);
      const headers = [
        'time',
        'distance_mm',
        'level_percent',
        'volume_m3',
        'quantity_kg',
        'battery_mv',
        'temperature_c',
        'rssi_dbm',
        'snr_db',
        'firmware',
      ].map((column) => t(`sitesManager.deletedBins.csv.${column}`));
      const rows = answer.silo_levels.map((level) => [
        atSite(level.level_at, site.timezone),
        level.distance_mm,
        level.level,
        level.v_silo,
        level.quantity,
        level.battery,
        level.temperature,
        level.rssi,
        level.snr,
        level.firmware,
      ]);
      const csv = buildReportCsv(headers, rows, {
        decimalSeparator: decimalSeparatorFor(prefs.language),
      });
      downloadFile(
        `${t('sitesManager.deletedBins.fileName', { name: bin.name, mac: bin.mac_address })}.csv`,
        csv,
        'text/csv;charset=utf-8',
      );
    } catch (error) {
      notifyHttpError(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Paper withBorder radius="md" p="md" data-testid="deleted-bins-panel">
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={3} size="h4">
            {t('sitesManager.deletedBins.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('sitesManager.deletedBins.help')}
          </Text>
        </Stack>
        {deleted.isPending && <Skeleton h={60} radius="md" />}
        {deleted.isError && <Alert color="red">{t('errors.generic')}</Alert>}
        {deleted.data && (
          <Table.ScrollContainer minWidth={620}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('silos.form.name')}</Table.Th>
                  <Table.Th>{t('silos.form.macAddress')}</Table.Th>
                  <Table.Th>{t('silos.form.building')}</Table.Th>
                  <Table.Th>{t('sitesManager.deletedBins.deletedAt')}</Table.Th>
                  <Table.Th>{t('sitesManager.deletedBins.readings')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {deleted.data.map((bin) => (
                  <Table.Tr key={bin.id} data-testid="deleted-bin-row" data-bin-name={bin.name}>
                    <Table.Td fw={600}>{bin.name}</Table.Td>
                    <Table.Td ff="monospace" fz="xs">
                      {bin.mac_address}
                    </Table.Td>
                    <Table.Td>
                      {bin.building?.name ?? t('sitesManager.deletedBins.noBuilding')}
                    </Table.Td>
                    <Table.Td>{clock.day(bin.deleted_at)}</Table.Td>
                    <Table.Td>{bin.readings}</Table.Td>
                    <Table.Td>
                      <Button
                        variant="light"
                        size="compact-sm"
                        leftSection={<IconDownload size={14} />}
                        disabled={bin.readings === 0}
                        loading={busy === bin.id}
                        onClick={() => void download(bin)}
                        data-testid="deleted-bin-download"
                      >
                        {t('sitesManager.deletedBins.download')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
