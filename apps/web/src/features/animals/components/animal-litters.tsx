import { Text } from '@mantine/core';
import type { AnimalLitter } from '@barnboard/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportGridTable } from '../../../components/report-tile/report-grid';
import { useDisplayPrefs } from '../../../lib/reports/use-report-preferences';
import { littersGrid } from '../lib/litters-grid';
import { CardSection } from './card-section';

/** Her litters, newest first, in the report grids' table (units, sorting, sticky parity). */
export function AnimalLitters({ litters }: { litters: readonly AnimalLitter[] }) {
  const { t } = useTranslation();
  const prefs = useDisplayPrefs();
  const grid = useMemo(() => littersGrid(litters, t), [litters, t]);
  return (
    <CardSection title={t('animals.litters.title')} testId="animal-litters">
      {litters.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('animals.litters.none')}
        </Text>
      ) : (
        <ReportGridTable grid={grid} prefs={prefs} compact testId="animal-litters-grid" />
      )}
    </CardSection>
  );
}
