import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  displayName,
  isUsername,
  isValidNewPassword,
  LOCALES,
  type Locale,
  type ManagedUser,
} from '@barnboard/domain';
import { IconRefresh } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from '../../../components/password/password-checklist';
import { currentLanguage } from '../../../i18n';
import { notifyHttpError } from '../../../lib/notify-error';
import { usersApi } from '../api/users-api';
import { generateFirstPassword } from '../lib/first-password';
import { checkMembership, membershipFields, newMembershipValues } from '../lib/membership-form';
import { grantableRoles, type TenantReach } from '../lib/reach';
import { refusalOf, refusedField } from '../lib/refusal';
import { HandOver } from './hand-over';
import { MembershipFields } from './membership-fields';
import { useMembershipForm } from './use-membership-form';
import { useDialogProps } from './dialog-props';

type Props = {
  opened: boolean;
  onClose: () => void;
  tenants: TenantReach[];
  currentSiteId: string | null;
  timeZone: string;
  onDone: (user: ManagedUser) => void;
};

type Created = { user: ManagedUser; password: string };

/** A first password field with a generator and the rules' checklist (spec §5). */
export function FirstPasswordInput({
  value,
  onChange,
  invalid,
}: {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <PasswordInput
          label={t('usersManager.form.firstPassword')}
          description={t('usersManager.form.firstPasswordHelp')}
          required
          autoComplete="new-password"
          value={value}
          error={invalid ? t('usersManager.form.errors.passwordInvalid') : undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
          style={{ flex: 1 }}
          data-testid="first-password"
        />
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} />}
          onClick={() => onChange(generateFirstPassword())}
          data-testid="first-password-generate"
        >
          {t('usersManager.actions.generate')}
        </Button>
      </Group>
      <PasswordChecklist password={value} />
    </Stack>
  );
}

function AccountForm({
  onClose,
  tenants,
  currentSiteId,
  timeZone,
  onDone,
  onCreated,
}: Omit<Props, 'opened'> & { onCreated: (created: Created) => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [language, setLanguage] = useState<Locale>(currentLanguage());
  const [password, setPassword] = useState(() => generateFirstPassword());
  const [invalid, setInvalid] = useState<{ username?: boolean; password?: boolean }>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const usernameInput = useRef<HTMLInputElement>(null);
  const form = useMembershipForm(() => newMembershipValues(tenants[0], currentSiteId));
  const reach = tenants.find((tenant) => tenant.id === form.values.tenantId);
  const roles = reach ? grantableRoles(reach) : [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = checkMembership(form.values, reach, roles);
    const bad = { username: !isUsername(username.trim()), password: !isValidNewPassword(password) };
    form.setErrors(errors);
    setInvalid(bad);
    setMessage(null);
    if (bad.username) usernameInput.current?.focus();
    if (bad.username || bad.password || Object.keys(errors).length > 0 || !reach) return;
    setSaving(true);
    try {
      const written = await usersApi.createAccount(reach.id, {
        username: username.trim(),
        ...(firstName.trim() ? { first_name: firstName.trim() } : {}),
        ...(lastName.trim() ? { last_name: lastName.trim() } : {}),
        locale: language,
        password,
        membership: membershipFields(form.values, timeZone),
      });
      onDone(written.user);
      onCreated({ user: written.user, password });
    } catch (error) {
      const field = refusedField(error);
      if (field === 'username') setInvalid({ username: true });
      else if (field === 'password') setInvalid({ password: true });
      const refusal = refusalOf(error, 'invite');
      if (refusal) setMessage(refusal.key);
      else if (!field) notifyHttpError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="account-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('usersManager.account.intro')}
        </Text>
        {message && (
          <Alert color="red" role="alert" data-testid="form-message">
            {t(message)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('usersManager.form.username')}
            description={t('usersManager.form.usernameHelp')}
            required
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            ref={usernameInput}
            value={username}
            error={invalid.username ? t('usersManager.form.errors.usernameInvalid') : undefined}
            onChange={(event) => {
              setUsername(event.currentTarget.value);
              setInvalid((current) => ({ ...current, username: false }));
            }}
            data-testid="account-username"
          />
          <NativeSelect
            label={t('usersManager.form.accountLanguage')}
            value={language}
            data={LOCALES.map((locale) => ({
              value: locale,
              label: t(`usersManager.languages.${locale}`),
            }))}
            onChange={(event) => setLanguage(event.currentTarget.value as Locale)}
          />
          <TextInput
            label={t('usersManager.form.firstName')}
            value={firstName}
            maxLength={100}
            onChange={(event) => setFirstName(event.currentTarget.value)}
            data-testid="account-first-name"
          />
          <TextInput
            label={t('usersManager.form.lastName')}
            value={lastName}
            maxLength={100}
            onChange={(event) => setLastName(event.currentTarget.value)}
            data-testid="account-last-name"
          />
        </SimpleGrid>
        <FirstPasswordInput
          value={password}
          invalid={Boolean(invalid.password)}
          onChange={(value) => {
            setPassword(value);
            setInvalid((current) => ({ ...current, password: false }));
          }}
        />
        <MembershipFields
          values={form.values}
          onChange={form.onChange}
          errors={form.errors}
          tenants={tenants}
          roles={roles}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('usersManager.actions.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid="account-submit">
            {t('usersManager.account.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * An account without e-mail for barn staff (spec §5: an e-mail or a username): a username and
 * a first password the admin hands over, changed by the person at first sign-in.
 */
export function AccountModal({ opened, ...props }: Props) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<Created | null>(null);
  const dialog = useDialogProps({ fullScreenOnPhone: true });
  const close = () => {
    setCreated(null);
    props.onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('usersManager.account.title')}
      size="lg"
      {...dialog}
    >
      {opened && created ? (
        <Stack gap="md">
          <HandOver
            login={created.user.username ?? ''}
            password={created.password}
            name={displayName(created.user)}
          />
          <Group justify="flex-end">
            <Button onClick={close} data-testid="hand-over-done">
              {t('usersManager.actions.done')}
            </Button>
          </Group>
        </Stack>
      ) : (
        opened && <AccountForm {...props} onClose={close} onCreated={setCreated} />
      )}
    </Modal>
  );
}
