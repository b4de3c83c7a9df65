import { Badge } from '@mantine/core';
import { TILES, type TileKey } from '@barnboard/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useRecordsToFixCount } from '../../lib/reports/records-to-fix';

/** The lists of the records to fix themselves carry no badge. */
const NOT_BIASED: readonly TileKey[] = ['action-lists', 'records-to-fix'];

/**
 * A herd report's warning (docs/action-lists.md, "Records to fix"): how many of the site's
 * records bias its figures, linking to them. Nothing while there are none.
 */
export function RecordsToFixBadge({ tileKey, siteId }: { tileKey: TileKey; siteId: string }) {
  const { t } = useTranslation();
  const herdReport = TILES[tileKey].access === 'zootech' && !NOT_BIASED.includes(tileKey);
  const count = useRecordsToFixCount(siteId, tileKey, herdReport);
  if (!herdReport || count === 0) return null;
  return (
    <Badge
      component={Link}
      to={paths.recordsToFix.href(tileKey)}
      variant="light"
      color="orange"
      size="lg"
      leftSection={<IconAlertTriangle size={14} aria-hidden />}
      style={{ cursor: 'pointer', textTransform: 'none' }}
      data-testid="records-to-fix-badge"
      data-count={count}
    >
      {t('actionLists.recordsToFix.badge', { count })}
    </Badge>
  );
}
