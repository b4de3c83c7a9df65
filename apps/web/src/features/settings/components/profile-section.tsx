import {
  Alert,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import type { User } from '@barnboard/domain';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyHttpError } from '../../../lib/notify-error';
import { replaceSessionUser } from '../../../lib/session/session';
import { currentOfStaleWrite, saveProfile } from '../api/account-api';
import {
  emailOptional,
  needsCurrentPassword,
  profileBody,
  profileErrors,
  profileValuesOf,
  serverFieldError,
  type ProfileFormErrors,
  type ProfileFormField,
  type ProfileValues,
} from '../lib/profile-form';
import { PhoneField } from './phone-field';
import { SettingsSection } from './settings-section';

/**
 * Names, e-mail address, phone and SMS opt-in (spec §3, §5), checked as the server checks them
 * once the user has tried to save, then as they type. Saved against the version the form was
 * opened with: a profile changed meanwhile (another tab, an administrator) is shown as it is now.
 */
export function ProfileSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(user));
  const [base, setBase] = useState(user);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ProfileFormErrors>({});
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);

  const errors = submitted ? { ...profileErrors(values, base), ...serverErrors } : serverErrors;
  const error = (field: ProfileFormField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const set = <K extends keyof ProfileValues>(field: K, value: ProfileValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _cleared, ...others }) => others);
  };

  function showStored(stored: User) {
    replaceSessionUser(stored);
    setBase(stored);
    setValues(profileValuesOf(stored));
    setSubmitted(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setStale(false);
    if (Object.keys(profileErrors(values, base)).length > 0) return;
    setSaving(true);
    try {
      const saved = await saveProfile(profileBody(values, base));
      showStored(saved.user);
      notifications.show({
        color: saved.changed ? 'green' : 'blue',
        message: t(saved.changed ? 'settings.profile.saved' : 'settings.profile.same'),
      });
    } catch (caught) {
      const current = currentOfStaleWrite(caught);
      const fields = serverFieldError(caught);
      if (current) {
        showStored(current);
        setStale(true);
      } else if (fields) setServerErrors(fields);
      else notifyHttpError(caught);
    } finally {
      setSaving(false);
    }
  }

  return (
    <SettingsSection
      title={t('settings.profile.title')}
      help={t('settings.profile.help')}
      testId="settings-profile"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {stale && (
            <Alert color="orange" variant="light" role="alert" data-testid="settings-profile-stale">
              {t('settings.profile.stale')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              data-testid="settings-first-name"
              label={t('settings.profile.firstName')}
              autoComplete="given-name"
              required
              value={values.first_name}
              onChange={(event) => set('first_name', event.currentTarget.value)}
              error={error('first_name')}
            />
            <TextInput
              data-testid="settings-last-name"
              label={t('settings.profile.lastName')}
              autoComplete="family-name"
              required
              value={values.last_name}
              onChange={(event) => set('last_name', event.currentTarget.value)}
              error={error('last_name')}
            />
          </SimpleGrid>
          <TextInput
            data-testid="settings-email"
            label={t('settings.profile.email')}
            type="email"
            autoComplete="email"
            required={!emailOptional(base)}
            value={values.email}
            onChange={(event) => set('email', event.currentTarget.value)}
            error={error('email')}
          />
          {needsCurrentPassword(values, base) && (
            <PasswordInput
              data-testid="settings-email-password"
              label={t('settings.profile.currentPassword')}
              description={t('settings.profile.currentPasswordHelp')}
              autoComplete="current-password"
              value={values.current_password}
              onChange={(event) => set('current_password', event.currentTarget.value)}
              error={error('current_password')}
            />
          )}
          <PhoneField
            phone={values.phone}
            country={values.phone_country}
            onPhoneChange={(phone) => set('phone', phone)}
            onCountryChange={(country) => set('phone_country', country)}
            phoneError={error('phone')}
            countryError={error('phone_country')}
          />
          <Checkbox
            data-testid="settings-sms"
            label={t('settings.profile.sms')}
            description={t('settings.profile.smsHelp')}
            checked={values.sms_opt_in}
            onChange={(event) => set('sms_opt_in', event.currentTarget.checked)}
            error={error('sms_opt_in')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving} data-testid="settings-profile-save">
              {t('settings.profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
