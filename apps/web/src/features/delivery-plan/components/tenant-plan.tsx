import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { isAdminOfSite, isAdminOfTenant, isManagerOfSite, type PlanTrip } from '@barnboard/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subjectOf } from '../../../lib/session/home-path';
import { useSession } from '../../../lib/session/session-store';
import { useOrders, usePlan } from '../api/delivery-api';
import { usePlanFormat } from '../lib/plan-format';
import { BinsOutlook } from './bins-outlook';
import { OrderFormModal } from './order-form-modal';
import { OrdersList } from './orders-list';
import { PlanAdvice } from './plan-advice';
import { TripsTable } from './trips-table';
import { TruckSettingsForm } from './truck-settings-form';

/** What the user may do here: order on a site they manage, confirm on one they administer. */
export type PlanRights = {
  canOrder: (siteId: string) => boolean;
  canConfirm: (siteId: string) => boolean;
};

/** One tenant's plan, orders and truck settings. */
export function TenantPlan({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const session = useSession().data;
  const plan = usePlan(tenantId);
  const orders = useOrders(tenantId);
  const fmt = usePlanFormat();
  const [ordering, setOrdering] = useState<PlanTrip | null>(null);

  const { rights, tenantAdmin } = useMemo(() => {
    const subject = session ? subjectOf(session) : null;
    const now = new Date();
    const siteOf = (siteId: string) => session?.sites.find((site) => site.id === siteId);
    const check = (rule: typeof isManagerOfSite) => (siteId: string) => {
      const site = siteOf(siteId);
      return subject !== null && site !== undefined && rule(subject, site, now);
    };
    return {
      rights: { canOrder: check(isManagerOfSite), canConfirm: check(isAdminOfSite) },
      tenantAdmin: subject !== null && isAdminOfTenant(subject, tenantId, now),
    };
  }, [session, tenantId]);

  if (plan.isError) {
    return (
      <Alert color="red" title={t('deliveryPlan.loadFailed')}>
        <Button variant="light" color="red" size="xs" onClick={() => void plan.refetch()}>
          {t('deliveryPlan.retry')}
        </Button>
      </Alert>
    );
  }
  if (!plan.data) return <Skeleton h={240} radius="md" data-testid="delivery-plan-loading" />;
  const siteNames = new Map(plan.data.sites.map((site) => [site.id, site.name]));

  return (
    <Stack gap="lg">
      <PlanAdvice plan={plan.data} fmt={fmt} rights={rights} onOrder={setOrdering} />
      <TripsTable plan={plan.data} fmt={fmt} siteNames={siteNames} />
      <BinsOutlook plan={plan.data} fmt={fmt} siteNames={siteNames} />
      <OrdersList orders={orders.data} fmt={fmt} rights={rights} tenantId={tenantId} />
      {tenantAdmin && <TruckSettingsForm tenantId={tenantId} fmt={fmt} />}
      <OrderFormModal
        trip={ordering}
        plan={plan.data}
        fmt={fmt}
        tenantId={tenantId}
        onClose={() => setOrdering(null)}
      />
    </Stack>
  );
}
