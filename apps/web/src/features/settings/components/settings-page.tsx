import { Stack, Tabs } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useScreenQuery } from '../../../hooks/use-screen-query';
import { useSession } from '../../../lib/session/session-store';
import { PasswordSection } from './password-section';
import { PreferencesSection } from './preferences-section';
import { ProfileSection } from './profile-section';

const TABS = ['preferences', 'profile', 'password'] as const;
type SettingsTab = (typeof TABS)[number];

/** Spec §9: mobile up to 500 px; the three tabs then fit on one line without their icons. */
const PHONE_QUERY = '(max-width: 500px)';

const isTab = (value: string | null): value is SettingsTab => TABS.some((tab) => tab === value);

/**
 * Settings (spec §2): the display preferences, the profile and the password, one tab each so that
 * a phone shows one at a time. The tab is in the address (?tab=profile), for links from help.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const user = useSession().data?.user;
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: SettingsTab = isTab(requested) ? requested : 'preferences';
  const phone = useScreenQuery(PHONE_QUERY);
  const icon = (Icon: typeof IconUser) => (phone ? undefined : <Icon size={16} />);
  if (!user) return null;
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        if (isTab(value))
          setParams(value === 'preferences' ? {} : { tab: value }, { replace: true });
      }}
      keepMounted={false}
      maw={880}
    >
      <Tabs.List mb="md" grow={phone} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        <Tabs.Tab
          value="preferences"
          leftSection={icon(IconAdjustmentsHorizontal)}
          data-testid="settings-tab-preferences"
        >
          {t('settings.tabs.preferences')}
        </Tabs.Tab>
        <Tabs.Tab value="profile" leftSection={icon(IconUser)} data-testid="settings-tab-profile">
          {t('settings.tabs.profile')}
        </Tabs.Tab>
        <Tabs.Tab value="password" leftSection={icon(IconLock)} data-testid="settings-tab-password">
          {t('settings.tabs.password')}
        </Tabs.Tab>
      </Tabs.List>
      <Stack>
        <Tabs.Panel value="preferences">
          <PreferencesSection />
        </Tabs.Panel>
        <Tabs.Panel value="profile">
          {/* Keyed by version: a profile saved elsewhere reopens the form on the stored values. */}
          <ProfileSection key={user.cloud_id} user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <PasswordSection />
        </Tabs.Panel>
      </Stack>
    </Tabs>
  );
}
