import { Alert, Avatar, Button, Divider, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { displayName, initials, type ManagedMembership, type ManagedUser } from '@barnboard/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/admin/confirm-modal';
import { useScreenQuery } from '../../../hooks/use-screen-query';
import { notifyHttpError } from '../../../lib/notify-error';
import type { SiteClock } from '../../../lib/site-time/site-clock';
import { usersApi } from '../api/users-api';
import { notify } from '../lib/notify';
import type { TenantReach } from '../lib/reach';
import { refusalOf } from '../lib/refusal';
import { useDialogProps } from './dialog-props';
import { FirstPasswordModal } from './first-password-modal';
import { MembershipCard } from './membership-card';
import { MembershipModal, type MembershipEdit } from './membership-modal';
import { NamesForm } from './names-form';
import { StateBadge } from './state-badge';
import { StateLine } from './state-line';
import { usePersonWrite } from './use-person-write';

type Props = {
  person: ManagedUser | null;
  onClose: () => void;
  /** The person as the server answered after a write (or in a 409). */
  onChanged: (user: ManagedUser) => void;
  onDeleted: () => void;
  tenants: TenantReach[];
  currentSiteId: string | null;
  timeZone: string;
  clock: SiteClock;
  selfId: string;
};

/** What the confirm modal asks before an action that cannot be taken back silently. */
type Confirmation = {
  title: string;
  body: string;
  confirm: string;
  color?: string;
  run: () => Promise<void>;
};

/** Everything about one person: state, names, account actions and memberships. */
export function PersonDrawer(props: Props) {
  const { person, onClose, onChanged, onDeleted, tenants, currentSiteId, timeZone, clock, selfId } =
    props;
  const { t } = useTranslation();
  const narrow = useScreenQuery('(max-width: 600px)');
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [edit, setEdit] = useState<MembershipEdit | null>(null);
  const [passwordFor, setPasswordFor] = useState<ManagedUser | null>(null);
  const write = usePersonWrite(onChanged);
  const dialog = useDialogProps();
  if (!person) return null;
  const name = displayName(person);
  const self = person.id === selfId;
  const canAdd = tenants.some(
    (tenant) => !person.memberships.some((m) => m.tenant.cloud_id === tenant.id),
  );

  const confirmEnd = (membership: ManagedMembership) =>
    setConfirmation({
      title: t('usersManager.confirm.endTitle', { tenant: membership.tenant.name }),
      body: t('usersManager.confirm.end', { name, tenant: membership.tenant.name }),
      confirm: t('usersManager.actions.endMembership'),
      color: 'orange',
      run: async () => {
        await write(
          () =>
            usersApi.endMembership(
              membership.tenant.cloud_id,
              membership.id,
              membership.updated_at,
            ),
          'usersManager.messages.membership.ended',
        );
      },
    });
  const confirmDeleteMembership = (membership: ManagedMembership) =>
    setConfirmation({
      title: t('usersManager.confirm.deleteMembershipTitle', { tenant: membership.tenant.name }),
      body: t('usersManager.confirm.deleteMembership', { name, tenant: membership.tenant.name }),
      confirm: t('usersManager.actions.deleteMembership'),
      run: async () => {
        await write(
          () =>
            usersApi.deleteMembership(
              membership.tenant.cloud_id,
              membership.id,
              membership.updated_at,
            ),
          'usersManager.messages.membership.deleted',
        );
      },
    });
  const confirmDeactivate = () =>
    setConfirmation({
      title: t('usersManager.confirm.deactivateTitle', { name }),
      body: t('usersManager.confirm.deactivate', { name }),
      confirm: t('usersManager.actions.deactivate'),
      run: async () => {
        await write(() => usersApi.deactivate(person.id), 'usersManager.messages.user.deactivated');
      },
    });
  const confirmDeleteUser = () =>
    setConfirmation({
      title: t('usersManager.confirm.deleteUserTitle', { name }),
      body: t('usersManager.confirm.deleteUser', { name }),
      confirm: t('usersManager.actions.deleteUser'),
      run: async () => {
        try {
          await usersApi.deleteUser(person.id);
          notify('green', t('usersManager.messages.user.deleted'));
          onDeleted();
        } catch (error) {
          const refusal = refusalOf(error);
          if (refusal) notify('red', t(refusal.key));
          else notifyHttpError(error);
        }
      },
    });

  const unconfirmedByMail =
    person.state === 'invited' && person.email && !person.must_change_password;
  return (
    <>
      <Drawer
        opened
        onClose={onClose}
        position="right"
        size={narrow ? '100%' : 'lg'}
        title={t('usersManager.person.title')}
        data-testid="person-drawer"
        // Escape closes the dialog on top of the panel, not the panel under it as well.
        closeOnEscape={!confirmation && !edit && !passwordFor}
        {...dialog}
      >
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Avatar radius="xl" size={48} color="barn" name={name}>
              {initials(person)}
            </Avatar>
            <Stack gap={4} miw={0} style={{ flex: 1 }}>
              <Group gap="xs" justify="space-between" wrap="wrap">
                <Title order={3} size="h4" data-testid="person-name">
                  {name}
                </Title>
                <StateBadge state={person.state} />
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {person.email ?? `${t('usersManager.form.username')}: ${person.username ?? ''}`}
              </Text>
              <StateLine person={person} clock={clock} />
            </Stack>
          </Group>

          <NamesForm key={person.updated_at} person={person} onChanged={onChanged} />

          <Divider label={t('usersManager.person.account')} labelPosition="left" />
          {person.manageable && !self ? (
            <Group gap="xs" data-testid="account-actions">
              {unconfirmedByMail && (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() =>
                    void write(
                      () => usersApi.resendInvitation(person.id),
                      'usersManager.messages.user.invitationResent',
                    )
                  }
                  data-testid="user-resend"
                >
                  {t('usersManager.actions.resend')}
                </Button>
              )}
              {!person.email && person.state !== 'deactivated' && (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setPasswordFor(person)}
                  data-testid="user-first-password"
                >
                  {t('usersManager.actions.newFirstPassword')}
                </Button>
              )}
              {person.state === 'deactivated' ? (
                <Button
                  size="xs"
                  variant="light"
                  color="green"
                  onClick={() =>
                    void write(
                      () => usersApi.reactivate(person.id),
                      'usersManager.messages.user.reactivated',
                    )
                  }
                  data-testid="user-reactivate"
                >
                  {t('usersManager.actions.reactivate')}
                </Button>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={confirmDeactivate}
                  data-testid="user-deactivate"
                >
                  {t('usersManager.actions.deactivate')}
                </Button>
              )}
              {person.state === 'invited' && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={confirmDeleteUser}
                  data-testid="user-delete"
                >
                  {t('usersManager.actions.deleteUser')}
                </Button>
              )}
            </Group>
          ) : (
            <Alert
              color="gray"
              icon={<IconInfoCircle size={18} />}
              data-testid="account-out-of-reach"
            >
              {t(
                self
                  ? 'usersManager.messages.user.ownAccount'
                  : 'usersManager.messages.user.otherTenants',
              )}
            </Alert>
          )}

          <Divider label={t('usersManager.person.memberships')} labelPosition="left" />
          {person.memberships.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('usersManager.person.noMembership')}
            </Text>
          )}
          {person.memberships.map((membership) => (
            <MembershipCard
              key={membership.id}
              membership={membership}
              tenants={tenants}
              clock={clock}
              timeZone={timeZone}
              onEdit={() => setEdit({ kind: 'edit', person, membership })}
              onEnd={() => confirmEnd(membership)}
              onDelete={() => confirmDeleteMembership(membership)}
            />
          ))}
          {canAdd && (
            <Button
              variant="light"
              onClick={() => setEdit({ kind: 'add', person })}
              style={{ alignSelf: 'flex-start' }}
              data-testid="membership-add"
            >
              {t('usersManager.actions.addMembership')}
            </Button>
          )}
        </Stack>
      </Drawer>
      <ConfirmModal
        opened={confirmation !== null}
        title={confirmation?.title ?? ''}
        body={confirmation?.body ?? ''}
        confirmLabel={confirmation?.confirm ?? ''}
        color={confirmation?.color}
        testId="person-action"
        onClose={() => setConfirmation(null)}
        // A write tells its own success or refusal (a message), so the modal closes either way.
        onConfirm={async () => {
          await confirmation?.run();
          return null;
        }}
      />
      {edit && (
        <MembershipModal
          opened
          edit={edit}
          tenants={tenants}
          currentSiteId={currentSiteId}
          timeZone={timeZone}
          onClose={() => setEdit(null)}
          onChanged={onChanged}
        />
      )}
      <FirstPasswordModal
        person={passwordFor}
        onClose={() => setPasswordFor(null)}
        onChanged={onChanged}
      />
    </>
  );
}
