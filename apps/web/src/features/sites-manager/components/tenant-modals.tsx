import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  adminTenantSchema,
  MAX_LICENCE_CREDIT,
  type AdminTenant,
  type FieldErrorCode,
} from '@barnboard/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createTenant, creditLicences, updateTenant } from '../api/sites-manager-api';
import { checkTenant, type TenantFormValues } from '../lib/site-form';
import { useAdminSave } from '../../../lib/admin/use-admin-save';

export type TenantFormTarget = { mode: 'create' } | { mode: 'edit'; tenant: AdminTenant };

type Status = { kind: 'idle' } | { kind: 'same' } | { kind: 'refused' | 'stale'; message: string };

/** A tenant's name and L-Track access (staff only). */
function TenantForm({ target, onClose }: { target: TenantFormTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const [tenant, setTenant] = useState(target.mode === 'edit' ? target.tenant : null);
  const [values, setValues] = useState<TenantFormValues>({
    name: tenant?.name ?? '',
    ltrack_access: tenant?.ltrack_access ?? false,
  });
  const [error, setError] = useState<FieldErrorCode | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const { save, saving } = useAdminSave();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkTenant(values, tenant);
    if (check.kind === 'invalid') return setError(check.errors['name'] ?? 'invalid');
    if (check.kind === 'same') return setStatus({ kind: 'same' });
    const outcome = await save(
      () =>
        target.mode === 'create'
          ? createTenant(check.body)
          : updateTenant(target.tenant.cloud_id, check.body),
      t(
        target.mode === 'create'
          ? 'sitesManager.messages.tenant.created'
          : 'sitesManager.messages.tenant.updated',
        { name: values.name.trim() },
      ),
    );
    if (!outcome) return;
    if (outcome.kind === 'saved') onClose();
    else if (outcome.kind === 'stale') {
      const current = adminTenantSchema.safeParse(outcome.current);
      if (current.success) {
        setTenant(current.data);
        setValues({ name: current.data.name, ltrack_access: current.data.ltrack_access });
      }
      setStatus({ kind: 'stale', message: outcome.message });
    } else setStatus({ kind: 'refused', message: outcome.message });
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="tenant-form">
      <Stack gap="sm">
        {status.kind === 'same' && (
          <Alert color="blue">{t('sitesManager.messages.tenant.sameValues')}</Alert>
        )}
        {(status.kind === 'refused' || status.kind === 'stale') && (
          <Alert
            color={status.kind === 'stale' ? 'orange' : 'red'}
            data-testid="tenant-form-refused"
          >
            {status.message}
          </Alert>
        )}
        <TextInput
          required
          label={t('sitesManager.tenants.fields.name')}
          value={values.name}
          error={error ? t(`sitesManager.errors.${error}`) : undefined}
          onChange={(event) => {
            const name = event.currentTarget.value;
            setValues((current) => ({ ...current, name }));
            setError(null);
            setStatus({ kind: 'idle' });
          }}
          data-testid="tenant-form-name"
        />
        <Switch
          label={t('sitesManager.tenants.fields.ltrack_access')}
          description={t('sitesManager.tenants.ltrackHelp')}
          checked={values.ltrack_access}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setValues((current) => ({ ...current, ltrack_access: checked }));
            setStatus({ kind: 'idle' });
          }}
          data-testid="tenant-form-ltrack"
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('sitesManager.actions.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid="tenant-form-save">
            {t('sitesManager.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function TenantFormModal({
  target,
  onClose,
}: {
  target: TenantFormTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title = !target
    ? ''
    : target.mode === 'create'
      ? t('sitesManager.tenants.createTitle')
      : t('sitesManager.tenants.editTitle', { name: target.tenant.name });
  return (
    <Modal
      opened={target !== null}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      onClose={onClose}
      title={title}
    >
      {target && (
        <TenantForm
          key={target.mode === 'edit' ? target.tenant.cloud_id : 'new'}
          target={target}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

/** Credits licences to a tenant (staff): each runs a year from the day a bin uses it. */
export function CreditModal({
  tenant,
  onClose,
}: {
  tenant: AdminTenant | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [count, setCount] = useState<number | string>(1);
  const { save, saving } = useAdminSave();
  const valid =
    typeof count === 'number' &&
    Number.isInteger(count) &&
    count >= 1 &&
    count <= MAX_LICENCE_CREDIT;
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!tenant || !valid) return;
    const outcome = await save(
      () => creditLicences(tenant.cloud_id, count),
      t('sitesManager.messages.licences.credited', { count, name: tenant.name }),
    );
    if (outcome?.kind === 'saved') onClose();
  }
  return (
    <Modal
      opened={tenant !== null}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      onClose={onClose}
      title={tenant ? t('sitesManager.tenants.creditTitle', { name: tenant.name }) : ''}
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="credit-form">
        <Stack gap="sm">
          <Text size="sm">{t('sitesManager.tenants.creditHelp')}</Text>
          <NumberInput
            label={t('sitesManager.tenants.fields.count')}
            min={1}
            max={MAX_LICENCE_CREDIT}
            allowDecimal={false}
            value={count}
            onChange={setCount}
            error={valid ? undefined : t('sitesManager.errors.count', { max: MAX_LICENCE_CREDIT })}
            data-testid="credit-form-count"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('sitesManager.actions.cancel')}
            </Button>
            <Button type="submit" loading={saving} disabled={!valid} data-testid="credit-form-save">
              {t('sitesManager.tenants.credit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
