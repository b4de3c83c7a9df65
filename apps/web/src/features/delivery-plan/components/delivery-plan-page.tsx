import { Alert, Select, Stack, Text, Title } from '@mantine/core';
import { canAccessArea } from '@barnboard/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subjectOf } from '../../../lib/session/home-path';
import { useSession } from '../../../lib/session/session-store';
import { TenantPlan } from './tenant-plan';

/**
 * The delivery plan (issue 17; docs/bins.md, "Delivery planning"): for the farm company of the
 * current site, or another the user picks, the coming 14 days of its silos, the truckloads that
 * keep them fed, the orders placed and the truck's settings.
 */
export function DeliveryPlanPage() {
  const { t } = useTranslation();
  const { data: session, currentSiteId } = useSession();
  const [picked, setPicked] = useState<string | null>(null);

  // The tenants of the sites the user sees with silo access, that of the current site first.
  const tenants = useMemo(() => {
    if (!session) return [];
    const subject = subjectOf(session);
    const now = new Date();
    const silos = session.sites.filter((site) => canAccessArea(subject, site, 'silo', now));
    const current = silos.find((site) => site.id === currentSiteId);
    const byId = new Map(silos.map((site) => [site.tenant.cloud_id, site.tenant.name]));
    const ids = [...byId.keys()].sort((a, b) =>
      a === current?.tenant.cloud_id ? -1 : b === current?.tenant.cloud_id ? 1 : 0,
    );
    return ids.map((id) => ({ value: id, label: byId.get(id)! }));
  }, [session, currentSiteId]);

  const tenantId =
    picked && tenants.some((tenant) => tenant.value === picked) ? picked : tenants[0]?.value;

  return (
    <Stack gap="lg" data-testid="delivery-plan-page">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {t('deliveryPlan.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('deliveryPlan.intro')}
        </Text>
      </Stack>
      {tenants.length > 1 && (
        <Select
          label={t('deliveryPlan.tenant')}
          data={tenants}
          value={tenantId ?? null}
          onChange={setPicked}
          allowDeselect={false}
          maw={360}
        />
      )}
      {tenantId ? (
        <TenantPlan key={tenantId} tenantId={tenantId} />
      ) : (
        <Alert color="gray">{t('deliveryPlan.noSilos')}</Alert>
      )}
    </Stack>
  );
}
