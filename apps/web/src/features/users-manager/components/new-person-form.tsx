import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ManagedUser, MembershipFields as MembershipWrite } from '@barnboard/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyHttpError } from '../../../lib/notify-error';
import { checkMembership, membershipFields, newMembershipValues } from '../lib/membership-form';
import { grantableRoles, type TenantReach } from '../lib/reach';
import { refusalOf, refusedField } from '../lib/refusal';
import { MembershipFields } from './membership-fields';
import { useMembershipForm } from './use-membership-form';

/** What adding a person takes, by invitation or as an account without e-mail. */
export type NewPersonProps = {
  opened: boolean;
  onClose: () => void;
  tenants: TenantReach[];
  currentSiteId: string | null;
  timeZone: string;
  onDone: (user: ManagedUser) => void;
};

type Sending = {
  /** Whether the form's own fields (the address, the username…) passed their checks. */
  fieldsValid: boolean;
  /** Writes the person with their membership on the chosen tenant. */
  write: (tenantId: string, membership: MembershipWrite) => Promise<void>;
  /** A field of the form's own that the server refused ("email", "username"…). */
  onRefusedField: (field: string) => void;
};

/**
 * What both ways of adding a person share: the membership they get on one of the admin's
 * tenants, and the sending — checked first, a refused field shown on it, a known refusal said in
 * the form, any other error notified.
 */
export function useNewPerson({
  tenants,
  currentSiteId,
  timeZone,
}: Pick<NewPersonProps, 'tenants' | 'currentSiteId' | 'timeZone'>) {
  const form = useMembershipForm(() => newMembershipValues(tenants[0], currentSiteId));
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const reach = tenants.find((tenant) => tenant.id === form.values.tenantId);
  const roles = reach ? grantableRoles(reach) : [];

  async function send({ fieldsValid, write, onRefusedField }: Sending): Promise<void> {
    const errors = checkMembership(form.values, reach, roles);
    form.setErrors(errors);
    setMessage(null);
    if (!fieldsValid || Object.keys(errors).length > 0 || !reach) return;
    setSaving(true);
    try {
      await write(reach.id, membershipFields(form.values, timeZone));
    } catch (error) {
      const field = refusedField(error);
      if (field?.startsWith('membership.sites')) form.setErrors({ sites: 'sitesRequired' });
      else if (field) onRefusedField(field);
      const refusal = refusalOf(error, 'invite');
      if (refusal) setMessage(refusal.key);
      else if (!field) notifyHttpError(error);
    } finally {
      setSaving(false);
    }
  }

  return { form, roles, message, saving, send };
}

/** A person's first and last names, two fields for the form's grid. */
export function NameFields({
  first,
  last,
  onFirst,
  onLast,
  testIdPrefix,
}: {
  first: string;
  last: string;
  onFirst: (value: string) => void;
  onLast: (value: string) => void;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('usersManager.form.firstName')}
        value={first}
        maxLength={100}
        onChange={(event) => onFirst(event.currentTarget.value)}
        data-testid={`${testIdPrefix}-first-name`}
      />
      <TextInput
        label={t('usersManager.form.lastName')}
        value={last}
        maxLength={100}
        onChange={(event) => onLast(event.currentTarget.value)}
        data-testid={`${testIdPrefix}-last-name`}
      />
    </>
  );
}

/**
 * The form around the person's own fields: what it does, the refusal, the membership, then
 * cancel and submit.
 */
export function NewPersonForm({
  person,
  tenants,
  intro,
  submitLabel,
  testIdPrefix,
  onSubmit,
  onClose,
  children,
}: {
  person: ReturnType<typeof useNewPerson>;
  tenants: TenantReach[];
  intro: string;
  submitLabel: string;
  /** `invite` or `account`: the form is `<prefix>-form`, its submit `<prefix>-submit`. */
  testIdPrefix: string;
  onSubmit: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { form, roles, message, saving } = person;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      noValidate
      data-testid={`${testIdPrefix}-form`}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        {message && (
          <Alert color="red" role="alert" data-testid="form-message">
            {t(message)}
          </Alert>
        )}
        {children}
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
          <Button type="submit" loading={saving} data-testid={`${testIdPrefix}-submit`}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
