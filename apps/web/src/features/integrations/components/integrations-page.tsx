import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { canOwnIntegrations, canUseIntegratorArea, isAdminOfSite } from '@barnboard/domain';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressParams } from '../../../lib/routing/use-address-params';
import { subjectOf } from '../../../lib/session/home-path';
import { useSession } from '../../../lib/session/session-store';
import {
  listFromParams,
  tabFromParams,
  withListChange,
  type ListChange,
  type ListState,
  type Tab,
} from '../lib/list-params';
import { InstallationsList } from './installations-list';
import { IntegrationsList } from './integrations-list';

/**
 * The integrator area (spec §2, §3, §6, §7; docs/administration.md, "Integrations"):
 * integrators and staff keep integrations; everyone in the area sees installations, and site
 * admins install by code. Each list's search, sort and page are in the address. Anyone else
 * (a manager, a member) sees `denied` (the app's "needs additional privileges").
 */
export function IntegrationsPage({ denied }: { denied: ReactNode }) {
  const { t } = useTranslation();
  const { data } = useSession();
  const [params, setParams] = useAddressParams();
  const owns = data ? canOwnIntegrations(data.user) : false;
  const now = new Date();
  const canInstall = data
    ? data.sites.some((site) => isAdminOfSite(subjectOf(data), site, now))
    : false;
  const tab: Tab = owns ? tabFromParams(params, 'integrations') : 'installations';
  // The search box answers at once; the address (and the request) follow a moment later.
  const [typed, setTyped] = useState<Partial<Record<Tab, string>>>({});
  const commit = useDebouncedCallback((which: Tab, change: ListChange) => {
    setParams((current) => withListChange(current, which, change), { replace: true });
  }, 250);
  const stateOf = (which: Tab): ListState => {
    const state = listFromParams(params, which);
    return { ...state, q: typed[which] ?? state.q };
  };
  // A search goes through the debounce (its last call wins); every other change at once.
  const change = (which: Tab) => (update: ListChange) => {
    if (update.q !== undefined) {
      setTyped((current) => ({ ...current, [which]: update.q }));
      commit(which, update);
    } else setParams((current) => withListChange(current, which, update));
  };

  if (!data) return null;
  if (!canUseIntegratorArea(subjectOf(data), now)) return denied;
  return (
    <Stack gap="lg" data-testid="integrations-page">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {t('integrations.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {owns ? t('integrations.introIntegrator') : t('integrations.introAdmin')}
        </Text>
      </Stack>
      {owns && (
        <SegmentedControl
          value={tab}
          onChange={(value) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('tab', value);
              return next;
            })
          }
          data={[
            { value: 'integrations', label: t('integrations.tabs.integrations') },
            { value: 'installations', label: t('integrations.tabs.installations') },
          ]}
          aria-label={t('integrations.title')}
          style={{ alignSelf: 'flex-start' }}
          data-testid="integrations-tabs"
        />
      )}
      {tab === 'integrations' ? (
        <IntegrationsList state={stateOf('integrations')} onChange={change('integrations')} />
      ) : (
        <InstallationsList
          state={stateOf('installations')}
          onChange={change('installations')}
          canInstall={canInstall}
        />
      )}
    </Stack>
  );
}
