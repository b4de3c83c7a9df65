import { Alert, Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import {
  adminBuildingSchema,
  BUILDING_TYPES,
  type AdminBuilding,
  type AdminSite,
  type FieldErrorCode,
} from '@barnboard/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createBuilding, updateBuilding } from '../api/sites-manager-api';
import { checkBuilding, type BuildingFormValues } from '../lib/site-form';
import { useAdminSave } from '../../../lib/admin/use-admin-save';

export type BuildingFormTarget =
  { mode: 'create'; site: AdminSite } | { mode: 'edit'; site: AdminSite; building: AdminBuilding };

type Status = { kind: 'idle' } | { kind: 'same' } | { kind: 'refused' | 'stale'; message: string };

/** A building of a site (spec §5: name and type required); added only to an existing site. */
function BuildingForm({
  target,
  onClose,
  onSaved,
}: {
  target: BuildingFormTarget;
  onClose: () => void;
  onSaved: (buildingId: string) => void;
}) {
  const { t } = useTranslation();
  const [building, setBuilding] = useState(target.mode === 'edit' ? target.building : null);
  const [values, setValues] = useState<BuildingFormValues>({
    name: building?.name ?? '',
    type: building?.type ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<string, FieldErrorCode>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const { save, saving } = useAdminSave();
  const errorOf = (field: 'name' | 'type') =>
    errors[field]
      ? t(`sitesManager.errors.${values[field].trim() === '' ? 'required' : errors[field]}`)
      : undefined;
  const set = (field: 'name' | 'type', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setStatus({ kind: 'idle' });
  };
  // A stored type the form does not offer stays choosable.
  const types: string[] = [...BUILDING_TYPES];
  if (building && !types.includes(building.type)) types.push(building.type);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkBuilding(values, building);
    if (check.kind === 'invalid') return setErrors(check.errors);
    if (check.kind === 'same') return setStatus({ kind: 'same' });
    let savedId = building?.cloud_id ?? '';
    const outcome = await save(
      async () => {
        const answer =
          target.mode === 'create'
            ? await createBuilding(target.site.id, check.body)
            : await updateBuilding(target.building.cloud_id, check.body);
        savedId = answer.building.cloud_id;
      },
      t(
        target.mode === 'create'
          ? 'sitesManager.messages.building.created'
          : 'sitesManager.messages.building.updated',
        { name: values.name.trim() },
      ),
    );
    if (!outcome) return;
    if (outcome.kind === 'saved') {
      onSaved(savedId);
      onClose();
    } else if (outcome.kind === 'stale') {
      const current = adminBuildingSchema.safeParse(outcome.current);
      if (current.success) {
        setBuilding(current.data);
        setValues({ name: current.data.name, type: current.data.type });
      }
      setStatus({ kind: 'stale', message: outcome.message });
    } else setStatus({ kind: 'refused', message: outcome.message });
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="building-form">
      <Stack gap="sm">
        {status.kind === 'same' && (
          <Alert color="blue" data-testid="building-form-same">
            {t('sitesManager.messages.building.sameValues')}
          </Alert>
        )}
        {(status.kind === 'refused' || status.kind === 'stale') && (
          <Alert
            color={status.kind === 'stale' ? 'orange' : 'red'}
            data-testid="building-form-refused"
          >
            {status.message}
          </Alert>
        )}
        <TextInput
          required
          label={t('sitesManager.buildings.fields.name')}
          value={values.name}
          error={errorOf('name')}
          onChange={(event) => set('name', event.currentTarget.value)}
          data-testid="building-form-name"
        />
        <NativeSelect
          required
          label={t('sitesManager.buildings.fields.type')}
          value={values.type}
          error={errorOf('type')}
          onChange={(event) => set('type', event.currentTarget.value)}
          data={[
            { value: '', label: t('sitesManager.buildings.chooseType'), disabled: true },
            ...types.map((type) => ({
              value: type,
              label: t(`sitesManager.buildingTypes.${type}`, { defaultValue: type }),
            })),
          ]}
          data-testid="building-form-type"
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('sitesManager.actions.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid="building-form-save">
            {t('sitesManager.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function BuildingFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: BuildingFormTarget | null;
  onClose: () => void;
  onSaved: (buildingId: string) => void;
}) {
  const { t } = useTranslation();
  const title = !target
    ? ''
    : target.mode === 'create'
      ? t('sitesManager.buildings.createTitle', { site: target.site.name })
      : t('sitesManager.buildings.editTitle', { name: target.building.name });
  return (
    <Modal
      opened={target !== null}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      onClose={onClose}
      title={title}
    >
      {target && (
        <BuildingForm
          key={target.mode === 'edit' ? target.building.cloud_id : target.site.id}
          target={target}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}
