import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminSite } from '@barnboard/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';

function Field({ label, value, testId }: { label: string; value: string | null; testId?: string }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

/** A site's fields (spec §3), with its edit and delete actions. */
export function SitePanel({
  site,
  onEdit,
  onDelete,
}: {
  site: AdminSite;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.resolvedLanguage);
  const country = site.country
    ? (new Intl.DisplayNames([language], { type: 'region' }).of(site.country) ?? site.country)
    : null;
  const address = [site.address, site.apartment].filter(Boolean).join(', ');
  const place = [site.city, site.region, site.zip].filter(Boolean).join(', ');
  return (
    <Paper withBorder radius="md" p="md" data-testid="site-panel" data-site-name={site.name}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={4} miw={0}>
            <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {site.name}
            </Title>
            <Group gap={6}>
              <Badge variant="light">{t(`sitesManager.siteTypes.${site.type}`)}</Badge>
              <Text size="sm" c="dimmed">
                {site.tenant.name}
              </Text>
            </Group>
          </Stack>
          <Group gap="xs">
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconPencil size={14} />}
              onClick={onEdit}
              data-testid="site-edit"
            >
              {t('sitesManager.actions.edit')}
            </Button>
            <Button
              variant="default"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={14} />}
              onClick={onDelete}
              data-testid="site-delete"
            >
              {t('sitesManager.actions.delete')}
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Field label={t('sitesManager.sites.fields.address')} value={address} />
          <Field label={t('sitesManager.sites.place')} value={place} />
          <Field label={t('sitesManager.sites.fields.country')} value={country} />
          <Field
            label={t('sitesManager.sites.fields.timezone')}
            value={site.timezone}
            testId="site-timezone"
          />
          <Field label={t('sitesManager.sites.fields.sharing_name')} value={site.sharing_name} />
          <Field label={t('sitesManager.sites.number')} value={String(site.site_id)} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
