import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ManagedMembership, ManagedUser } from '@barnboard/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyHttpError } from '../../../lib/notify-error';
import { usersApi } from '../api/users-api';
import {
  checkMembership,
  membershipFields,
  membershipValues,
  newMembershipValues,
} from '../lib/membership-form';
import { grantableRoles, type TenantReach } from '../lib/reach';
import { refusalOf, refusedField } from '../lib/refusal';
import { MembershipFields } from './membership-fields';
import { useMembershipForm } from './use-membership-form';
import { useDialogProps } from './dialog-props';
import { notify } from '../lib/notify';

export type MembershipEdit =
  | { kind: 'add'; person: ManagedUser }
  | { kind: 'edit'; person: ManagedUser; membership: ManagedMembership };

type Props = {
  edit: MembershipEdit;
  tenants: TenantReach[];
  currentSiteId: string | null;
  timeZone: string;
  onClose: () => void;
  onChanged: (user: ManagedUser) => void;
};

function MembershipForm({ edit, tenants, currentSiteId, timeZone, onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const choices =
    edit.kind === 'edit'
      ? tenants.filter((tenant) => tenant.id === edit.membership.tenant.cloud_id)
      : tenants.filter(
          (tenant) => !edit.person.memberships.some((m) => m.tenant.cloud_id === tenant.id),
        );
  const form = useMembershipForm(() =>
    edit.kind === 'edit'
      ? membershipValues(edit.membership, timeZone)
      : newMembershipValues(choices[0], currentSiteId),
  );
  const [notice, setNotice] = useState<{ key: string; tone: 'red' | 'blue' } | null>(null);
  const [saving, setSaving] = useState(false);
  const reach = choices.find((tenant) => tenant.id === form.values.tenantId);
  const roles = reach ? grantableRoles(reach) : [];
  const hidden =
    edit.kind === 'edit' && edit.membership.sites !== 'all' && reach
      ? edit.membership.sites.filter((id) => !reach.knownSites.some((s) => s.id === id)).length
      : 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = checkMembership(form.values, reach, roles);
    form.setErrors(errors);
    setNotice(null);
    if (Object.keys(errors).length > 0 || !reach) return;
    const fields = membershipFields(form.values, timeZone);
    // Sites listed already that this user does not see are kept as they are.
    if (edit.kind === 'edit' && fields.sites !== 'all' && edit.membership.sites !== 'all') {
      const unseen = edit.membership.sites.filter(
        (id) => !reach.knownSites.some((site) => site.id === id),
      );
      fields.sites = [...fields.sites, ...unseen];
    }
    setSaving(true);
    try {
      const written =
        edit.kind === 'edit'
          ? await usersApi.changeMembership(reach.id, edit.membership.id, {
              ...fields,
              expected_updated_at: edit.membership.updated_at,
            })
          : await usersApi.addMembership(reach.id, edit.person.id, fields);
      if (!written.changed) {
        setNotice({ key: 'usersManager.messages.membership.sameValues', tone: 'blue' });
        return;
      }
      notify(
        'green',
        t(
          edit.kind === 'edit'
            ? 'usersManager.messages.membership.changed'
            : 'usersManager.messages.membership.created',
        ),
      );
      onChanged(written.user);
      onClose();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.current) {
        // Someone changed it meanwhile: the person as they are now replaces what was shown.
        notify('orange', t(refusal.key));
        onChanged(refusal.current);
        onClose();
        return;
      }
      if (refusal) setNotice({ key: refusal.key, tone: 'red' });
      else if (refusedField(error))
        setNotice({ key: 'usersManager.form.errors.invalid', tone: 'red' });
      else notifyHttpError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="membership-form">
      <Stack gap="sm">
        {notice && (
          <Alert color={notice.tone} role="alert" data-testid="form-message">
            {t(notice.key)}
          </Alert>
        )}
        <MembershipFields
          values={form.values}
          onChange={(change, field) => {
            setNotice(null);
            form.onChange(change, field);
          }}
          errors={form.errors}
          tenants={choices}
          roles={roles}
          fixedTenant={edit.kind === 'edit'}
          hiddenSites={hidden}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('usersManager.actions.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid="membership-submit">
            {t('usersManager.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adds a membership to a person, or changes one (spec §3's fields, §6's rules). */
export function MembershipModal(props: Props & { opened: boolean }) {
  const { t } = useTranslation();
  const { opened, ...rest } = props;
  const dialog = useDialogProps({ fullScreenOnPhone: true });
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      size="lg"
      {...dialog}
      title={t(
        props.edit.kind === 'edit'
          ? 'usersManager.membershipModal.editTitle'
          : 'usersManager.membershipModal.addTitle',
      )}
    >
      {opened && <MembershipForm {...rest} />}
    </Modal>
  );
}
