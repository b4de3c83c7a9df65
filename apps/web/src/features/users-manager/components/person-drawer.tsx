import {
  Alert,
  Avatar,
  Button,
  Divider,
  Drawer,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  displayName,
  initials,
  isValidNewPassword,
  type ManagedMembership,
  type ManagedUser,
  type UserWrite,
} from '@barnboard/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/admin/confirm-modal';
import { useScreenQuery } from '../../../hooks/use-screen-query';
import { notifyHttpError } from '../../../lib/notify-error';
import type { SiteClock } from '../../../lib/site-time/site-clock';
import { usersApi } from '../api/users-api';
import { expiryDay } from '../lib/membership-form';
import { generateFirstPassword } from '../lib/first-password';
import type { TenantReach } from '../lib/reach';
import { refusalOf } from '../lib/refusal';
import { FirstPasswordInput } from './account-modal';
import { useDialogProps } from './dialog-props';
import { HandOver } from './hand-over';
import { AccessBadges, useSitesText } from './membership-summary';
import { MembershipModal, type MembershipEdit } from './membership-modal';
import { StateBadge } from './state-badge';
import { notify } from '../lib/notify';

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

/** Runs a write, telling its success or its refusal; the person as answered replaces the shown. */
function useWrite(onChanged: (user: ManagedUser) => void) {
  const { t } = useTranslation();
  return async (write: () => Promise<UserWrite>, success: string): Promise<UserWrite | null> => {
    try {
      const written = await write();
      notify(
        written.mail_sent === false ? 'orange' : 'green',
        t(written.mail_sent === false ? 'usersManager.messages.user.mailFailed' : success),
      );
      onChanged(written.user);
      return written;
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) {
        notifyHttpError(error);
        return null;
      }
      notify(refusal.current ? 'orange' : 'red', t(refusal.key));
      if (refusal.current) onChanged(refusal.current);
      return null;
    }
  };
}

/** What the person's state means, in a sentence (spec §8's unconfirmed and deactivated). */
function StateLine({ person, clock }: { person: ManagedUser; clock: SiteClock }) {
  const { t } = useTranslation();
  let text: string;
  if (person.state === 'deactivated' && person.deactivated_at)
    text = t('usersManager.stateHelp.deactivated', { date: clock.day(person.deactivated_at) });
  else if (person.state === 'invited' && person.invitation)
    text = person.invitation.expired
      ? t('usersManager.stateHelp.invitationExpired', {
          date: clock.day(person.invitation.expires_at),
        })
      : t('usersManager.stateHelp.invited', {
          sent: clock.day(person.invitation.sent_at),
          expires: clock.day(person.invitation.expires_at),
        });
  else if (person.state === 'invited' && person.must_change_password)
    text = t('usersManager.stateHelp.firstPassword');
  else if (person.state === 'invited') text = t('usersManager.messages.user.unconfirmed');
  else if (person.state === 'expired') text = t('usersManager.stateHelp.expired');
  else return null;
  return (
    <Text size="sm" c="dimmed" data-testid="user-state-help">
      {text}
    </Text>
  );
}

function NamesForm({ person, onChanged }: { person: ManagedUser; onChanged: Props['onChanged'] }) {
  const { t } = useTranslation();
  const [first, setFirst] = useState(person.first_name ?? '');
  const [last, setLast] = useState(person.last_name ?? '');
  const [same, setSame] = useState(false);
  const [saving, setSaving] = useState(false);
  const write = useWrite(onChanged);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setSame(false);
    const written = await write(
      () =>
        usersApi.changeNames(person.id, {
          first_name: first.trim() || null,
          last_name: last.trim() || null,
          expected_updated_at: person.updated_at,
        }),
      'usersManager.messages.user.changed',
    );
    if (written && !written.changed) setSame(true);
    setSaving(false);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="xs">
        {same && (
          <Alert color="blue" data-testid="form-message">
            {t('usersManager.messages.user.sameValues')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('usersManager.form.firstName')}
            value={first}
            maxLength={100}
            disabled={!person.manageable}
            onChange={(event) => setFirst(event.currentTarget.value)}
          />
          <TextInput
            label={t('usersManager.form.lastName')}
            value={last}
            maxLength={100}
            disabled={!person.manageable}
            onChange={(event) => setLast(event.currentTarget.value)}
          />
        </SimpleGrid>
        {person.manageable && (
          <Button
            type="submit"
            variant="light"
            loading={saving}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('usersManager.actions.saveNames')}
          </Button>
        )}
      </Stack>
    </form>
  );
}

function MembershipCard({
  membership,
  tenants,
  clock,
  timeZone,
  onEdit,
  onEnd,
  onDelete,
}: {
  membership: ManagedMembership;
  tenants: TenantReach[];
  clock: SiteClock;
  timeZone: string;
  onEdit: () => void;
  onEnd: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const known =
    tenants.find((tenant) => tenant.id === membership.tenant.cloud_id)?.knownSites ?? [];
  const sites = useSitesText(membership, known);
  const expiry = !membership.expires_at
    ? t('usersManager.person.never')
    : membership.expired
      ? t('usersManager.person.ended', { date: clock.dateTime(membership.expires_at) })
      : t('usersManager.person.until', { date: expiryDay(membership.expires_at, timeZone) });
  const row = (label: string, value: React.ReactNode) => (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <div style={{ minWidth: 0 }}>{value}</div>
    </Group>
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="membership-card"
      data-tenant={membership.tenant.name}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} truncate>
            {membership.tenant.name}
          </Text>
          <Text size="sm" fw={600} c={membership.expired ? 'dimmed' : undefined}>
            {t(`usersManager.roles.${membership.role}`)}
          </Text>
        </Group>
        {row(t('usersManager.form.sites'), <Text size="sm">{sites}</Text>)}
        {row(t('usersManager.form.access'), <AccessBadges membership={membership} />)}
        {row(
          t('usersManager.person.expiry'),
          <Text size="sm" data-testid="membership-expiry">
            {expiry}
          </Text>,
        )}
        {membership.use_sharing_name &&
          membership.sharing_name &&
          row(t('usersManager.form.sharingName'), <Text size="sm">{membership.sharing_name}</Text>)}
        {membership.manageable ? (
          <Group gap="xs" mt={4}>
            <Button size="xs" variant="light" onClick={onEdit} data-testid="membership-edit">
              {t('usersManager.actions.editMembership')}
            </Button>
            {!membership.expired && (
              <Button
                size="xs"
                variant="light"
                color="orange"
                onClick={onEnd}
                data-testid="membership-end"
              >
                {t('usersManager.actions.endMembership')}
              </Button>
            )}
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={onDelete}
              data-testid="membership-delete"
            >
              {t('usersManager.actions.deleteMembership')}
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            {t('usersManager.person.membershipOutOfReach')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** A new first password for an account without e-mail; shown once to hand over. */
function FirstPasswordModal({
  person,
  onClose,
  onChanged,
}: {
  person: ManagedUser | null;
  onClose: () => void;
  onChanged: Props['onChanged'];
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState(() => generateFirstPassword());
  const [invalid, setInvalid] = useState(false);
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);
  const write = useWrite(onChanged);
  const dialog = useDialogProps({ fullScreenOnPhone: true });
  const close = () => {
    setDone(false);
    setPassword(generateFirstPassword());
    onClose();
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!person) return;
    if (!isValidNewPassword(password)) return setInvalid(true);
    setSaving(true);
    const written = await write(
      () => usersApi.setFirstPassword(person.id, password),
      'usersManager.messages.user.firstPassword',
    );
    setSaving(false);
    if (written) setDone(true);
  }
  return (
    <Modal
      opened={person !== null}
      onClose={close}
      title={t('usersManager.firstPassword.title')}
      size="md"
      {...dialog}
    >
      {person && done ? (
        <Stack gap="md">
          <HandOver login={person.username ?? ''} password={password} name={displayName(person)} />
          <Button onClick={close} style={{ alignSelf: 'flex-end' }}>
            {t('usersManager.actions.done')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('usersManager.firstPassword.intro')}</Text>
            <FirstPasswordInput
              value={password}
              invalid={invalid}
              onChange={(value) => {
                setPassword(value);
                setInvalid(false);
              }}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('usersManager.actions.cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('usersManager.firstPassword.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** Everything about one person: state, names, account actions and memberships. */
export function PersonDrawer(props: Props) {
  const { person, onClose, onChanged, onDeleted, tenants, currentSiteId, timeZone, clock, selfId } =
    props;
  const { t } = useTranslation();
  const narrow = useScreenQuery('(max-width: 600px)');
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [edit, setEdit] = useState<MembershipEdit | null>(null);
  const [passwordFor, setPasswordFor] = useState<ManagedUser | null>(null);
  const write = useWrite(onChanged);
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
