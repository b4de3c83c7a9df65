import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  NativeSelect,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  DENSITY_UNIT_SYMBOLS,
  dictionaryItemSchema,
  type AdminSite,
  type AdminTenant,
  type DensityUnit,
  type DictionaryItem,
  type FieldErrorCode,
} from '@barnboard/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_QUERY, useScreenQuery } from '../../../hooks/use-screen-query';
import { useAdminSave } from '../../../lib/admin/use-admin-save';
import { createItem, updateItem } from '../api/dictionary-api';
import { checkItem, itemFormValues, type ItemFormValues } from '../lib/dictionary-form';

export type ItemFormTarget =
  { mode: 'create'; tenants: AdminTenant[] } | { mode: 'edit'; item: DictionaryItem };

type Field = 'name' | 'recipe' | 'density' | 'utility' | 'sites';
type Status = { kind: 'idle' } | { kind: 'same' } | { kind: 'refused' | 'stale'; message: string };

/** A dictionary item (spec §3, §5): its tenant, name, recipe, density, utility and sites. */
function ItemForm({
  target,
  sites,
  unit,
  onClose,
}: {
  target: ItemFormTarget;
  /** The sites the user administers, every tenant's. */
  sites: AdminSite[];
  unit: DensityUnit;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [item, setItem] = useState(target.mode === 'edit' ? target.item : null);
  const [tenantId, setTenantId] = useState(
    target.mode === 'edit' ? target.item.tenant.cloud_id : (target.tenants[0]?.cloud_id ?? ''),
  );
  const [initial, setInitial] = useState<ItemFormValues>(() => itemFormValues(item, unit));
  const [values, setValues] = useState<ItemFormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<string, FieldErrorCode>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const { save, saving } = useAdminSave();
  const tenantSites = sites.filter((site) => site.tenant.cloud_id === tenantId);
  // Sites of the item the list does not hold (none, for an item one may edit) stay shown.
  const siteChoices = [
    ...tenantSites.map((site) => ({ value: site.id, label: site.name })),
    ...(item?.sites ?? [])
      .filter((site) => !tenantSites.some((s) => s.id === site.id))
      .map((site) => ({ value: site.id, label: site.name })),
  ];

  const set = <K extends Field>(field: K, value: ItemFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setStatus({ kind: 'idle' });
  };
  const errorOf = (field: Field) =>
    errors[field]
      ? t(`dictionaryManager.errors.${field}.${errors[field]}`, {
          defaultValue: t(`sitesManager.errors.${errors[field]}`),
        })
      : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkItem(values, initial, item, unit);
    if (check.kind === 'invalid') return setErrors(check.errors);
    if (check.kind === 'same') return setStatus({ kind: 'same' });
    const outcome = await save(
      () => (item ? updateItem(item.cloud_id, check.body) : createItem(tenantId, check.body)),
      t(item ? 'dictionaryManager.messages.updated' : 'dictionaryManager.messages.created', {
        name: values.name.trim(),
      }),
    );
    if (!outcome) return;
    if (outcome.kind === 'saved') return onClose();
    if (outcome.kind === 'stale') {
      const current = dictionaryItemSchema.safeParse(outcome.current);
      if (current.success) {
        const fresh = itemFormValues(current.data, unit);
        setItem(current.data);
        setInitial(fresh);
        setValues(fresh);
      }
    }
    setStatus({ kind: outcome.kind, message: outcome.message });
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="item-form">
      <Stack gap="sm">
        {status.kind === 'same' && (
          <Alert color="blue" data-testid="item-form-same">
            {t('dictionaryManager.messages.sameValues')}
          </Alert>
        )}
        {(status.kind === 'refused' || status.kind === 'stale') && (
          <Alert color={status.kind === 'stale' ? 'orange' : 'red'} data-testid="item-form-refused">
            {status.message}
          </Alert>
        )}
        {target.mode === 'create' && target.tenants.length > 1 && (
          <NativeSelect
            label={t('dictionaryManager.fields.tenant')}
            value={tenantId}
            onChange={(event) => {
              setTenantId(event.currentTarget.value);
              set('sites', []);
            }}
            data={target.tenants.map((tenant) => ({ value: tenant.cloud_id, label: tenant.name }))}
            data-testid="item-form-tenant"
          />
        )}
        <TextInput
          required
          label={t('dictionaryManager.fields.name')}
          value={values.name}
          error={errorOf('name')}
          onChange={(event) => set('name', event.currentTarget.value)}
          data-testid="item-form-name"
        />
        <TextInput
          required
          label={t('dictionaryManager.fields.recipe')}
          value={values.recipe}
          error={errorOf('recipe')}
          onChange={(event) => set('recipe', event.currentTarget.value)}
          data-testid="item-form-recipe"
        />
        <TextInput
          required
          label={t('dictionaryManager.fields.density')}
          description={t('dictionaryManager.densityHelp')}
          inputMode="decimal"
          rightSectionWidth={56}
          rightSection={
            <Text size="xs" c="dimmed">
              {DENSITY_UNIT_SYMBOLS[unit]}
            </Text>
          }
          value={values.density}
          error={errorOf('density')}
          onChange={(event) => set('density', event.currentTarget.value)}
          data-testid="item-form-density"
        />
        <TextInput
          label={t('dictionaryManager.fields.utility')}
          description={t('dictionaryManager.utilityHelp')}
          value={values.utility}
          error={errorOf('utility')}
          onChange={(event) => set('utility', event.currentTarget.value)}
          data-testid="item-form-utility"
        />
        <MultiSelect
          required
          searchable
          label={t('dictionaryManager.fields.sites')}
          description={t('dictionaryManager.sitesHelp')}
          data={siteChoices}
          value={values.sites}
          error={errorOf('sites')}
          onChange={(value) => set('sites', value)}
          nothingFoundMessage={t('sitesManager.sites.noMatch')}
          data-testid="item-form-sites"
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('sitesManager.actions.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid="item-form-save">
            {t('sitesManager.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ItemFormModal({
  target,
  sites,
  unit,
  onClose,
}: {
  target: ItemFormTarget | null;
  sites: AdminSite[];
  unit: DensityUnit;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useScreenQuery(PHONE_QUERY);
  const title = !target
    ? ''
    : target.mode === 'create'
      ? t('dictionaryManager.createTitle')
      : t('dictionaryManager.editTitle', { name: target.item.name });
  return (
    <Modal
      opened={target !== null}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      onClose={onClose}
      fullScreen={phone}
      title={title}
    >
      {target && (
        <ItemForm
          key={target.mode === 'edit' ? target.item.cloud_id : 'new'}
          target={target}
          sites={sites}
          unit={unit}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
