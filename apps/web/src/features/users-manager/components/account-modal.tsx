import {
  Button,
  Group,
  Modal,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
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
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from '../../../components/password/password-checklist';
import { currentLanguage } from '../../../i18n';
import { usersApi } from '../api/users-api';
import { generateFirstPassword } from '../lib/first-password';
import { HandOver } from './hand-over';
import { useDialogProps } from './dialog-props';
import { NameFields, NewPersonForm, useNewPerson, type NewPersonProps } from './new-person-form';

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
  onDone,
  onCreated,
  ...reach
}: Omit<NewPersonProps, 'opened'> & { onCreated: (created: Created) => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [language, setLanguage] = useState<Locale>(currentLanguage());
  const [password, setPassword] = useState(() => generateFirstPassword());
  const [invalid, setInvalid] = useState<{ username?: boolean; password?: boolean }>({});
  const usernameInput = useRef<HTMLInputElement>(null);
  const person = useNewPerson(reach);

  async function submit() {
    const bad = { username: !isUsername(username.trim()), password: !isValidNewPassword(password) };
    setInvalid(bad);
    if (bad.username) usernameInput.current?.focus();
    await person.send({
      fieldsValid: !bad.username && !bad.password,
      write: async (tenantId, membership) => {
        const written = await usersApi.createAccount(tenantId, {
          username: username.trim(),
          ...(firstName.trim() ? { first_name: firstName.trim() } : {}),
          ...(lastName.trim() ? { last_name: lastName.trim() } : {}),
          locale: language,
          password,
          membership,
        });
        onDone(written.user);
        onCreated({ user: written.user, password });
      },
      onRefusedField: (field) => {
        if (field === 'username') setInvalid({ username: true });
        else if (field === 'password') setInvalid({ password: true });
      },
    });
  }

  return (
    <NewPersonForm
      person={person}
      tenants={reach.tenants}
      intro={t('usersManager.account.intro')}
      submitLabel={t('usersManager.account.submit')}
      testIdPrefix="account"
      onSubmit={submit}
      onClose={onClose}
    >
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
        <NameFields
          first={firstName}
          last={lastName}
          onFirst={setFirstName}
          onLast={setLastName}
          testIdPrefix="account"
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
    </NewPersonForm>
  );
}

/**
 * An account without e-mail for barn staff (spec §5: an e-mail or a username): a username and
 * a first password the admin hands over, changed by the person at first sign-in.
 */
export function AccountModal({ opened, ...props }: NewPersonProps) {
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
