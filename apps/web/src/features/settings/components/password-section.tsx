import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import {
  PASSWORD_CHANGE_ERROR_FIELDS,
  passwordChangeErrors,
  type PasswordChangeField,
} from '@barnboard/domain';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from '../../../components/password/password-checklist';
import { ApiError } from '../../../lib/api/api-error';
import { notifyHttpError } from '../../../lib/notify-error';
import { changePassword } from '../api/account-api';
import { SettingsSection } from './settings-section';

type Values = Record<PasswordChangeField, string>;
const EMPTY: Values = { current: '', next: '', confirmation: '' };

/** The field and message of a refusal of the server; null for any other error. */
function serverError(error: unknown): { field: PasswordChangeField; key: string } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'wrong_password')
    return { field: 'current', key: 'settings.password.errors.wrongPassword' };
  if (error.code === 'same_password')
    return { field: 'next', key: 'settings.password.errors.sameAsCurrent' };
  if (error.code === 'password_managed_elsewhere')
    return { field: 'current', key: 'settings.password.errors.managedElsewhere' };
  return null;
}

/**
 * Password change (spec §5): current password, new one with its rules and strength meter, and
 * its confirmation. Every other session of the account ends; this one goes on.
 */
export function PasswordSection() {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<{ field: PasswordChangeField; key: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const ruleErrors = passwordChangeErrors(values);
  const error = (field: PasswordChangeField) => {
    if (refusal?.field === field) return t(refusal.key);
    // The confirmation is checked as it is typed; the rest once a save was tried.
    const shown = ruleErrors.find(
      (code) =>
        PASSWORD_CHANGE_ERROR_FIELDS[code] === field &&
        (submitted || (code === 'confirmationMismatch' && values.confirmation !== '')),
    );
    return shown ? t(`settings.password.errors.${shown}`) : undefined;
  };
  const set = (field: PasswordChangeField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (refusal?.field === field) setRefusal(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    if (ruleErrors.length > 0) return;
    setSaving(true);
    try {
      const { ended_sessions } = await changePassword({
        current_password: values.current,
        new_password: values.next,
      });
      setValues(EMPTY);
      setSubmitted(false);
      notifications.show({
        color: 'green',
        message: t('settings.password.changed', { count: ended_sessions }),
      });
    } catch (caught) {
      const refused = serverError(caught);
      if (refused) setRefusal(refused);
      else notifyHttpError(caught);
    } finally {
      setSaving(false);
    }
  }

  return (
    <SettingsSection
      title={t('settings.password.title')}
      help={t('settings.password.help')}
      testId="settings-password"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md" maw={480}>
          <PasswordInput
            data-testid="settings-current-password"
            label={t('settings.password.current')}
            autoComplete="current-password"
            required
            value={values.current}
            onChange={(event) => set('current', event.currentTarget.value)}
            error={error('current')}
          />
          <PasswordInput
            data-testid="settings-new-password"
            label={t('settings.password.new')}
            autoComplete="new-password"
            required
            value={values.next}
            onChange={(event) => set('next', event.currentTarget.value)}
            error={error('next')}
          />
          <PasswordChecklist password={values.next} />
          <PasswordInput
            data-testid="settings-confirm-password"
            label={t('settings.password.confirmation')}
            autoComplete="new-password"
            required
            value={values.confirmation}
            onChange={(event) => set('confirmation', event.currentTarget.value)}
            error={error('confirmation')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving} data-testid="settings-password-save">
              {t('settings.password.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
