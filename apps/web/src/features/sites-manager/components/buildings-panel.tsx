import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { AdminBuilding, AdminSite } from '@barnboard/domain';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The buildings of a site: choosing one shows its L-Tracks below. Spec §4: a building is added
 * only to an existing site, deleted only without bins (the button says why otherwise).
 */
export function BuildingsPanel({
  site,
  selectedId,
  onSelect,
  onAdd,
  onEdit,
  onDelete,
}: {
  site: AdminSite;
  selectedId: string | null;
  onSelect: (building: AdminBuilding) => void;
  onAdd: () => void;
  onEdit: (building: AdminBuilding) => void;
  onDelete: (building: AdminBuilding) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="buildings-panel">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4">
            {t('sitesManager.buildings.title')}
          </Title>
          <Button
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            onClick={onAdd}
            data-testid="building-add"
          >
            {t('sitesManager.buildings.add')}
          </Button>
        </Group>
        {site.buildings.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="buildings-empty">
            {t('sitesManager.buildings.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={380}>
            <Table highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sitesManager.buildings.fields.name')}</Table.Th>
                  <Table.Th>{t('sitesManager.buildings.fields.type')}</Table.Th>
                  <Table.Th>{t('sitesManager.buildings.bins')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('sitesManager.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {site.buildings.map((building) => {
                  const selected = building.cloud_id === selectedId;
                  const blocked = building.bins > 0;
                  return (
                    <Table.Tr
                      key={building.cloud_id}
                      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                      data-testid="building-row"
                      data-building-name={building.name}
                      data-selected={selected}
                    >
                      <Table.Td>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          px={4}
                          fw={selected ? 700 : 500}
                          onClick={() => onSelect(building)}
                          aria-pressed={selected}
                          data-testid="building-select"
                        >
                          {building.name}
                        </Button>
                      </Table.Td>
                      <Table.Td>
                        {t(`sitesManager.buildingTypes.${building.type}`, {
                          defaultValue: building.type,
                        })}
                      </Table.Td>
                      <Table.Td>{building.bins}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <Tooltip label={t('sitesManager.buildings.edit')}>
                            <ActionIcon
                              variant="subtle"
                              aria-label={t('sitesManager.buildings.edit')}
                              onClick={() => onEdit(building)}
                              data-testid="building-edit"
                            >
                              <IconPencil size={16} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip
                            label={
                              blocked
                                ? t('sitesManager.buildings.deleteBlocked', {
                                    count: building.bins,
                                  })
                                : t('sitesManager.buildings.delete')
                            }
                          >
                            <span style={{ display: 'inline-flex' }}>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                disabled={blocked}
                                aria-label={t('sitesManager.buildings.delete')}
                                onClick={() => onDelete(building)}
                                data-testid="building-delete"
                              >
                                <IconTrash size={16} />
                              </ActionIcon>
                            </span>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
