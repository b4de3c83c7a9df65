import { Button, Group, Stack, Text } from '@mantine/core';
import {
  isObjectiveKey,
  OBJECTIVE_DEFAULTS,
  OBJECTIVE_GROUPS,
  type ObjectiveKey,
  type ObjectivesPreference,
} from '@barnboard/domain';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenQuery } from '../../../hooks/use-screen-query';
import { notifyHttpError } from '../../../lib/notify-error';
import {
  checkDraft,
  draftOf,
  draftsOf,
  objectivesToSave,
  type ObjectiveDraft,
} from '../lib/objective-draft';
import { ObjectiveCards } from './objective-cards';
import type { ObjectiveRowGroup, ObjectiveRowProps } from './objective-fields';
import { ObjectivesTable } from './objectives-table';

// Below the menu breakpoint the table would need sideways scrolling: cards instead.
const CARDS_QUERY = '(max-width: 800px)';

type ObjectivesEditorProps = {
  stored: ObjectivesPreference;
  editable: boolean;
  onSave: (objectives: ObjectivesPreference) => Promise<void>;
};

/**
 * Every metric's objective, edited together and saved at once. A refused field says why under
 * it and holds the save back; "reset" puts a metric back to its default.
 */
export function ObjectivesEditor({ stored, editable, onSave }: ObjectivesEditorProps) {
  const { t } = useTranslation();
  const cards = useScreenQuery(CARDS_QUERY);
  const saved = useMemo(() => draftsOf(stored), [stored]);
  const [drafts, setDrafts] = useState(saved);
  const [samples, setSamples] = useState<Partial<Record<ObjectiveKey, string>>>({});
  const [saving, setSaving] = useState(false);
  const next = useMemo(() => objectivesToSave(stored, drafts), [stored, drafts]);
  const changed = JSON.stringify(drafts) !== JSON.stringify(saved);

  const setDraft = (metric: ObjectiveKey, draft: ObjectiveDraft) =>
    setDrafts((current) => ({ ...current, [metric]: draft }));

  const rowOf = (metric: ObjectiveKey): ObjectiveRowProps => ({
    metric,
    draft: drafts[metric],
    check: checkDraft(metric, drafts[metric]),
    sample: samples[metric] ?? '',
    editable,
    onChange: (draft) => setDraft(metric, draft),
    onSample: (text) => setSamples((current) => ({ ...current, [metric]: text })),
    onReset: () => setDraft(metric, draftOf(metric, OBJECTIVE_DEFAULTS[metric].objective)),
  });
  // Under the reports of spec §9 that colour them (every grouped metric has a default: the
  // domain's test says so).
  const groups: ObjectiveRowGroup[] = OBJECTIVE_GROUPS.map((group) => ({
    report: group.report,
    title: t(`objectives.reports.${group.report}`),
    rows: group.metrics.filter(isObjectiveKey).map(rowOf),
  }));

  async function save() {
    if (!next) return;
    setSaving(true);
    try {
      await onSave(next);
      // Saved values as the page shows them ("85" reads back "85.00"), so nothing looks unsaved.
      setDrafts(draftsOf(next));
      notifications.show({ color: 'green', message: t('objectives.saved') });
    } catch (error) {
      notifyHttpError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="md">
      {cards ? <ObjectiveCards groups={groups} /> : <ObjectivesTable groups={groups} />}
      {editable && (
        <Group justify="flex-end" gap="sm">
          {next === null && (
            <Text size="sm" c="red" data-testid="objectives-invalid">
              {t('objectives.fixFields')}
            </Text>
          )}
          <Button
            variant="default"
            disabled={!changed || saving}
            onClick={() => setDrafts(saved)}
            data-testid="objectives-discard"
          >
            {t('objectives.discard')}
          </Button>
          <Button
            onClick={() => void save()}
            disabled={!changed || next === null}
            loading={saving}
            data-testid="objectives-save"
          >
            {t('objectives.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
