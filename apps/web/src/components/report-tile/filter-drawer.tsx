import { Button, Divider, Drawer, Group, Stack, Title } from '@mantine/core';
import { earliestOfLastDays } from '@barnboard/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ComparisonFields, comparisonModes, type ComparisonChoices } from './comparison-fields';
import { FilterFields, type FilterChoice } from './filter-fields';
import { LactationDaysFields } from './lactation-days-fields';
import { DayField, PeriodFields } from './period-fields';
import { draftIssues, hasIssues, type TileDraft } from './tile-draft';

export type DrawerShape = {
  period: 'day' | 'period' | 'none';
  lactationDays: boolean;
  today: string;
  /** How many days back from today its periods may start, when the tile limits them. */
  maxDays: number | null;
  filters: FilterChoice[];
  comparison: Omit<ComparisonChoices, 'groupItems' | 'limits'> & { groupFilter: string | null };
  currentSiteId: string;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function DrawerBody({
  initial,
  shape,
  onApply,
  onCancel,
}: {
  initial: TileDraft;
  shape: DrawerShape;
  onApply: (draft: TileDraft) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const earliest = shape.maxDays === null ? null : earliestOfLastDays(shape.maxDays, shape.today);
  const issues = draftIssues(draft, { today: shape.today, earliest });
  const shown = tried
    ? issues
    : { day: false, period: null, lactationDays: null, comparison: false };
  const set = (change: Partial<TileDraft>) => setDraft((current) => ({ ...current, ...change }));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!hasIssues(issues)) onApply(draft);
      }}
      data-testid="filter-drawer"
    >
      <Stack gap="lg">
        {shape.period !== 'none' && (
          <Section title={t('reports.period.title')}>
            {shape.period === 'day' ? (
              <DayField
                day={draft.day}
                max={shape.today}
                invalid={shown.day}
                onChange={(day) => set({ day })}
              />
            ) : (
              <PeriodFields
                period={draft.period}
                issue={shown.period}
                maxDays={shape.maxDays}
                onChange={(period) => set({ period })}
              />
            )}
          </Section>
        )}
        {shape.lactationDays && (
          <Section title={t('reports.lactationDays.title')}>
            <LactationDaysFields
              range={draft.lactationDays}
              issue={issues.lactationDays}
              onChange={(lactationDays) => set({ lactationDays })}
            />
          </Section>
        )}
        {shape.filters.length > 0 && (
          <Section title={t('reports.filters.title')}>
            <FilterFields
              filters={shape.filters}
              values={draft.filters}
              onChange={(filters) => set({ filters })}
            />
          </Section>
        )}
        <ComparisonSection
          shape={shape}
          earliest={earliest}
          draft={draft}
          invalid={shown.comparison}
          set={set}
        />
        <Divider />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('reports.actions.cancel')}
          </Button>
          <Button type="submit" data-testid="filter-apply">
            {t('reports.actions.apply')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ComparisonSection({
  shape,
  earliest,
  draft,
  invalid,
  set,
}: {
  shape: DrawerShape;
  earliest: string | null;
  draft: TileDraft;
  invalid: boolean;
  set: (change: Partial<TileDraft>) => void;
}) {
  const { t } = useTranslation();
  const { groupFilter, ...choices } = shape.comparison;
  if (comparisonModes(choices).length === 1) return null;
  return (
    <Section title={t('reports.compare.title')}>
      <ComparisonFields
        comparison={draft.comparison}
        choices={{
          ...choices,
          groupItems: groupFilter ? (draft.filters[groupFilter] ?? []) : [],
          limits: { today: shape.today, earliest },
        }}
        currentSiteId={shape.currentSiteId}
        invalid={invalid}
        onChange={(comparison) => set({ comparison })}
      />
    </Section>
  );
}

/**
 * The filter panel (spec §2), a side drawer: period, lactation days, filters and comparison,
 * applied together. Its fields start from the tile's state each time it opens.
 */
export function FilterDrawer({
  opened,
  initial,
  shape,
  onApply,
  onClose,
}: {
  opened: boolean;
  initial: TileDraft;
  shape: DrawerShape;
  onApply: (draft: TileDraft) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 500px)');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title={t('reports.filters.panel')}
    >
      {opened && (
        <DrawerBody
          initial={initial}
          shape={shape}
          onApply={(draft) => {
            onApply(draft);
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Drawer>
  );
}
