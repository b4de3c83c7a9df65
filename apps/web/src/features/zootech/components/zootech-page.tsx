import { Group, Paper, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { KPI_TILE_KEYS } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdaptiveGrid } from '../../../components/adaptive-grid';
import { NoAccess } from '../../../components/report-tile/tile-messages';
import { paths } from '../../../config/paths';
import { canSeeTile } from '../../../lib/reports/tile-access';
import { useTileAccessContext } from '../../../lib/reports/use-tile-access';
import { HERD_REPORT_LINKS, type HerdReportLink } from '../reports/herd-report-links';
import { LateRecordsSection } from './late-records-section';
import { ZootechTile } from './zootech-tile';

function ReportLink({ link }: { link: HerdReportLink }) {
  const { t } = useTranslation();
  const route = paths[link.key];
  return (
    <UnstyledButton
      component={Link}
      to={route.href()}
      data-testid="zootech-report-link"
      data-route={route.path}
      h="100%"
    >
      <Paper withBorder radius="md" p="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            <link.icon size={20} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            {/* Divs, not paragraphs: a bold line over a small one reads as a heading to axe. */}
            <Text component="div" fw={600} size="sm">
              {t(route.titleKey)}
            </Text>
            <Text component="div" size="xs" c="dimmed">
              {t(`zootech.reports.${link.key}`)}
            </Text>
          </Stack>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/**
 * The zootech area's entry page (spec §2), as /feeding is the feeding area's: a way to each herd
 * report the user may open, then the herd's KPI tiles over their stored periods.
 */
export function ZootechPage() {
  const { t } = useTranslation();
  const context = useTileAccessContext();
  if (!context) return null;
  const links = HERD_REPORT_LINKS.filter((link) => link.allowed(context));
  const tiles = KPI_TILE_KEYS.filter((key) => canSeeTile(context, key));
  if (tiles.length === 0) return <NoAccess />;
  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-labelledby="zootech-reports">
        <Title order={2} size="h4" id="zootech-reports">
          {t('zootech.page.reports')}
        </Title>
        <AdaptiveGrid minWidth="12rem" gap="sm" testId="zootech-report-links">
          {links.map((link) => (
            <ReportLink key={link.key} link={link} />
          ))}
        </AdaptiveGrid>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="zootech-indicators">
        <Title order={2} size="h4" id="zootech-indicators">
          {t('zootech.page.indicators')}
        </Title>
        <AdaptiveGrid minWidth="26rem" testId="zootech-tiles">
          {tiles.map((key) => (
            <ZootechTile key={key} tileKey={key} />
          ))}
        </AdaptiveGrid>
        <LateRecordsSection />
      </Stack>
    </Stack>
  );
}
