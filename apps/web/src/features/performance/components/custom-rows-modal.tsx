import { Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { DEFAULT_CUSTOM_ROWS, MONITORING_SECTIONS, sectionRows } from '@barnboard/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rowName } from '../reports/performance-grid';

/**
 * The rows of the custom view (spec §2, `customMonitoring`): any rows of any section, in the
 * order they are picked. Saved on Save; at least one.
 */
export function CustomRowsModal({
  opened,
  rows,
  onSave,
  onClose,
}: {
  opened: boolean;
  rows: readonly string[];
  onSave: (rows: string[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('performance.customRows.title')}
      size="lg"
      data-testid="custom-rows-modal"
    >
      {/* Mounted while open: each opening starts from the rows saved. */}
      {opened && (
        <RowsForm
          initial={rows.length > 0 ? rows : DEFAULT_CUSTOM_ROWS}
          onSave={(chosen) => {
            onSave(chosen);
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

function RowsForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: readonly string[];
  onSave: (rows: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([...initial]);
  const data = MONITORING_SECTIONS.map((section) => ({
    group: t(`performance.sections.${section}`),
    items: sectionRows(section).map((row) => ({ value: row.key, label: rowName(row, { t }) })),
  }));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('performance.customRows.help')}
      </Text>
      <MultiSelect
        label={t('performance.customRows.rows')}
        data={data}
        value={chosen}
        onChange={setChosen}
        searchable
        clearable
        hidePickedOptions
        maxDropdownHeight={320}
        comboboxProps={{ withinPortal: true }}
        error={chosen.length === 0 ? t('performance.customRows.atLeastOne') : undefined}
        data-testid="custom-rows-select"
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel}>
          {t('performance.customRows.cancel')}
        </Button>
        <Button
          onClick={() => onSave(chosen)}
          disabled={chosen.length === 0}
          data-testid="custom-rows-save"
        >
          {t('performance.customRows.save')}
        </Button>
      </Group>
    </Stack>
  );
}
