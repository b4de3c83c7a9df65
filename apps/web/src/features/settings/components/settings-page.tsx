import { Stack, Tabs } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session/session-store';
import { PasswordSection } from './password-section';
import { PreferencesSection } from './preferences-section';
import { ProfileSection } from './profile-section';

const TABS = ['preferences', 'profile', 'password'] as const;
type SettingsTab = (typeof TABS)[number];

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
      <Tabs.List mb="md">
        <Tabs.Tab
          value="preferences"
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          data-testid="settings-tab-preferences"
        >
          {t('settings.tabs.preferences')}
        </Tabs.Tab>
        <Tabs.Tab
          value="profile"
          leftSection={<IconUser size={16} />}
          data-testid="settings-tab-profile"
        >
          {t('settings.tabs.profile')}
        </Tabs.Tab>
        <Tabs.Tab
          value="password"
          leftSection={<IconLock size={16} />}
          data-testid="settings-tab-password"
        >
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
