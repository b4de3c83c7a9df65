import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  isStrictEmail,
  LOCALES,
  type Locale,
  type ManagedUser,
  type UserWrite,
} from '@barnboard/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { notifyHttpError } from '../../../lib/notify-error';
import { usersApi } from '../api/users-api';
import { checkMembership, membershipFields, newMembershipValues } from '../lib/membership-form';
import { grantableRoles, type TenantReach } from '../lib/reach';
import { refusalOf, refusedField } from '../lib/refusal';
import { MembershipFields } from './membership-fields';
import { useMembershipForm } from './use-membership-form';
import { useDialogProps } from './dialog-props';
import { notify } from '../lib/notify';

type Props = {
  opened: boolean;
  onClose: () => void;
  tenants: TenantReach[];
  currentSiteId: string | null;
  timeZone: string;
  onDone: (user: ManagedUser) => void;
};

/** A language of the invitation, or '' for all three (the mail is then in each, one after the other). */
type LanguageChoice = Locale | '';

function InviteForm({ onClose, tenants, currentSiteId, timeZone, onDone }: Omit<Props, 'opened'>) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [language, setLanguage] = useState<LanguageChoice>(currentLanguage());
  const [emailError, setEmailError] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const form = useMembershipForm(() => newMembershipValues(tenants[0], currentSiteId));
  const reach = tenants.find((tenant) => tenant.id === form.values.tenantId);
  const roles = reach ? grantableRoles(reach) : [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = checkMembership(form.values, reach, roles);
    const badEmail = !isStrictEmail(email.trim());
    form.setErrors(errors);
    setEmailError(badEmail);
    setMessage(null);
    // The first field to fix gets the focus (on a phone, the address is scrolled out of view).
    if (badEmail) emailInput.current?.focus();
    if (badEmail || Object.keys(errors).length > 0 || !reach) return;
    setSaving(true);
    try {
      const written: UserWrite = await usersApi.invite(reach.id, {
        email: email.trim(),
        ...(firstName.trim() ? { first_name: firstName.trim() } : {}),
        ...(lastName.trim() ? { last_name: lastName.trim() } : {}),
        locale: language || null,
        membership: membershipFields(form.values, timeZone),
      });
      const existing = written.user.state !== 'invited' || written.user.invitation === null;
      notify(
        written.mail_sent === false ? 'orange' : 'green',
        written.mail_sent === false
          ? t('usersManager.messages.user.mailFailed')
          : existing
            ? t('usersManager.messages.membership.alreadyExists', { email: email.trim() })
            : t('usersManager.messages.user.invited', { email: email.trim() }),
      );
      onDone(written.user);
      onClose();
    } catch (error) {
      const field = refusedField(error);
      if (field === 'email') setEmailError(true);
      else if (field?.startsWith('membership.sites')) form.setErrors({ sites: 'sitesRequired' });
      const refusal = refusalOf(error, 'invite');
      if (refusal) setMessage(refusal.key);
      else if (!field) notifyHttpError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="invite-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('usersManager.invite.intro')}
        </Text>
        {message && (
          <Alert color="red" role="alert" data-testid="form-message">
            {t(message)}
          </Alert>
        )}
        <TextInput
          type="email"
          label={t('usersManager.form.email')}
          required
          autoComplete="off"
          ref={emailInput}
          value={email}
          error={emailError ? t('usersManager.form.errors.emailInvalid') : undefined}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setEmailError(false);
          }}
          data-testid="invite-email"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('usersManager.form.firstName')}
            value={firstName}
            maxLength={100}
            onChange={(event) => setFirstName(event.currentTarget.value)}
            data-testid="invite-first-name"
          />
          <TextInput
            label={t('usersManager.form.lastName')}
            value={lastName}
            maxLength={100}
            onChange={(event) => setLastName(event.currentTarget.value)}
            data-testid="invite-last-name"
          />
        </SimpleGrid>
        <NativeSelect
          label={t('usersManager.form.language')}
          description={t('usersManager.form.languageHelp')}
          value={language}
          data={[
            ...LOCALES.map((locale) => ({
              value: locale,
              label: t(`usersManager.languages.${locale}`),
            })),
            { value: '', label: t('usersManager.languages.all') },
          ]}
          onChange={(event) => setLanguage(event.currentTarget.value as LanguageChoice)}
          data-testid="invite-language"
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
          <Button type="submit" loading={saving} data-testid="invite-submit">
            {t('usersManager.invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Invite by e-mail: the person gets a single-use link to set a password and accept the terms. */
export function InviteModal({ opened, ...props }: Props) {
  const { t } = useTranslation();
  const dialog = useDialogProps({ fullScreenOnPhone: true });
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={t('usersManager.invite.title')}
      size="lg"
      {...dialog}
    >
      {opened && <InviteForm {...props} />}
    </Modal>
  );
}
