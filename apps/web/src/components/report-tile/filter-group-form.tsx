import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { filterGroupIssues, filterGroupSaveMode } from '@barnboard/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterGroup } from '../../lib/reports/report-preferences';

/**
 * Saves the chosen values of the group filter under a name (spec §5): no dot in the name, at
 * least one item, and a name already used asks to confirm its replacement.
 */
export function FilterGroupForm({
  items,
  existing,
  onSave,
}: {
  items: string[];
  existing: FilterGroup[];
  onSave: (group: FilterGroup) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const issues = filterGroupIssues({ name, items });

  const save = () => {
    onSave({ name: name.trim(), items });
    setName('');
    setTried(false);
    setConfirming(false);
  };
  const submit = () => {
    setTried(true);
    if (issues.length > 0) return;
    const mode = filterGroupSaveMode(
      name,
      existing.map((group) => group.name),
    );
    if (mode === 'replace') setConfirming(true);
    else save();
  };

  return (
    <Stack gap={6} data-testid="filter-group-form">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('reports.groups.name')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setConfirming(false);
          }}
          style={{ flex: 1 }}
          data-testid="filter-group-name"
        />
        <Button variant="light" onClick={submit} data-testid="filter-group-save">
          {t('reports.groups.save')}
        </Button>
      </Group>
      {tried &&
        issues.map((issue) => (
          <Text key={issue} c="red" size="xs" data-testid="filter-group-error">
            {t(`reports.groups.errors.${issue}`)}
          </Text>
        ))}
      {confirming && (
        <Alert color="yellow" p="xs" data-testid="filter-group-confirm">
          <Text size="sm">{t('reports.groups.replace', { name: name.trim() })}</Text>
          <Group gap="xs" mt={6}>
            <Button
              size="compact-sm"
              color="yellow"
              onClick={save}
              data-testid="filter-group-replace"
            >
              {t('reports.groups.replaceConfirm')}
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
              {t('reports.actions.cancel')}
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
