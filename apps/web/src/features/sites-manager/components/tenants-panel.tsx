import {
  ActionIcon,
  Badge,
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
import type { AdminTenant } from '@barnboard/domain';
import { IconCoins, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditModal, TenantFormModal, type TenantFormTarget } from './tenant-modals';

/** Staff only: every tenant, its L-Track access and its licences, to create, edit and credit. */
export function TenantsPanel({ tenants }: { tenants: AdminTenant[] }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<TenantFormTarget | null>(null);
  const [credit, setCredit] = useState<AdminTenant | null>(null);
  return (
    <Paper withBorder radius="md" p="md" data-testid="tenants-panel">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Title order={3} size="h4">
              {t('sitesManager.tenants.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('sitesManager.tenants.help')}
            </Text>
          </Stack>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setForm({ mode: 'create' })}
            data-testid="tenant-add"
          >
            {t('sitesManager.tenants.add')}
          </Button>
        </Group>
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sitesManager.tenants.fields.name')}</Table.Th>
                <Table.Th>{t('sitesManager.tenants.columns.ltrack')}</Table.Th>
                <Table.Th>{t('sitesManager.tenants.columns.sites')}</Table.Th>
                <Table.Th>{t('sitesManager.tenants.columns.licences')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('sitesManager.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tenants.map((tenant) => (
                <Table.Tr
                  key={tenant.cloud_id}
                  data-testid="tenant-row"
                  data-tenant-name={tenant.name}
                >
                  <Table.Td fw={600}>{tenant.name}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={tenant.ltrack_access ? 'barn' : 'gray'}>
                      {t(tenant.ltrack_access ? 'sitesManager.yes' : 'sitesManager.no')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{tenant.sites}</Table.Td>
                  <Table.Td data-testid="tenant-licences">
                    {t('sitesManager.tenants.licencesValue', {
                      available: tenant.licences.available,
                      total: tenant.licences.total,
                    })}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <Tooltip label={t('sitesManager.tenants.edit')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('sitesManager.tenants.edit')}
                          onClick={() => setForm({ mode: 'edit', tenant })}
                          data-testid="tenant-edit"
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('sitesManager.tenants.credit')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('sitesManager.tenants.credit')}
                          onClick={() => setCredit(tenant)}
                          data-testid="tenant-credit"
                        >
                          <IconCoins size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <TenantFormModal target={form} onClose={() => setForm(null)} />
      <CreditModal tenant={credit} onClose={() => setCredit(null)} />
    </Paper>
  );
}
