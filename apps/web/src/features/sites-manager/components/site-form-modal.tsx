import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import {
  adminSiteSchema,
  SITE_TYPES,
  type AdminSite,
  type AdminTenant,
  type FieldErrorCode,
  type SiteEditableField,
} from '@barnboard/domain';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_QUERY, useScreenQuery } from '../../../hooks/use-screen-query';
import { currentLanguage } from '../../../i18n';
import { createSite, updateSite } from '../api/sites-manager-api';
import {
  checkSite,
  countryChoices,
  siteFormValues,
  timeZoneChoices,
  type SiteFormValues,
} from '../lib/site-form';
import { useAdminSave } from '../../../lib/admin/use-admin-save';

export type SiteFormTarget =
  { mode: 'create'; tenant: AdminTenant } | { mode: 'edit'; site: AdminSite };

type Status = { kind: 'idle' } | { kind: 'same' } | { kind: 'refused' | 'stale'; message: string };

/** Adds a site to a tenant or edits one (spec §3 fields; §5: the name is required). */
function SiteForm({
  target,
  defaultZone,
  onClose,
  onSaved,
}: {
  target: SiteFormTarget;
  defaultZone: string;
  onClose: () => void;
  onSaved: (siteId: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.resolvedLanguage);
  const [site, setSite] = useState<AdminSite | null>(target.mode === 'edit' ? target.site : null);
  const [values, setValues] = useState<SiteFormValues>(() => siteFormValues(site, defaultZone));
  const [errors, setErrors] = useState<Partial<Record<string, FieldErrorCode>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const { save, saving } = useAdminSave();
  const zones = useMemo(() => timeZoneChoices(values.timezone), [values.timezone]);
  const countries = useMemo(() => countryChoices(language), [language]);

  const set = (field: SiteEditableField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setStatus({ kind: 'idle' });
  };
  const errorOf = (field: SiteEditableField) => {
    const code = errors[field];
    if (!code) return undefined;
    return t(`sitesManager.errors.${values[field].trim() === '' ? 'required' : code}`);
  };
  const field = (name: SiteEditableField) => ({
    label: t(`sitesManager.sites.fields.${name}`),
    value: values[name],
    error: errorOf(name),
    'data-testid': `site-form-${name}`,
    onChange: (event: { currentTarget: { value: string } }) => set(name)(event.currentTarget.value),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkSite(values, site);
    if (check.kind === 'invalid') {
      setErrors(check.errors);
      return;
    }
    if (check.kind === 'same') {
      setStatus({ kind: 'same' });
      return;
    }
    let savedId: string | null = null;
    const outcome = await save(
      async () => {
        const answer =
          target.mode === 'create'
            ? await createSite(target.tenant.cloud_id, check.body)
            : await updateSite(target.site.id, check.body);
        savedId = answer.site.id;
      },
      t(
        target.mode === 'create'
          ? 'sitesManager.messages.site.created'
          : 'sitesManager.messages.site.updated',
        {
          name: values.name.trim(),
        },
      ),
    );
    if (!outcome) return;
    if (outcome.kind === 'saved') {
      onSaved(savedId);
      onClose();
    } else if (outcome.kind === 'stale') {
      const current = adminSiteSchema.safeParse(outcome.current);
      if (current.success) {
        setSite(current.data);
        setValues(siteFormValues(current.data, defaultZone));
      }
      setStatus({ kind: 'stale', message: outcome.message });
    } else {
      setStatus({ kind: 'refused', message: outcome.message });
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="site-form">
      <Stack gap="sm">
        {status.kind === 'same' && (
          <Alert color="blue" data-testid="site-form-same">
            {t('sitesManager.messages.site.sameValues')}
          </Alert>
        )}
        {(status.kind === 'refused' || status.kind === 'stale') && (
          <Alert color={status.kind === 'stale' ? 'orange' : 'red'} data-testid="site-form-refused">
            {status.message}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput required {...field('name')} />
          <TextInput {...field('sharing_name')} description={t('sitesManager.sites.sharingHelp')} />
          <NativeSelect
            required
            {...field('type')}
            data={SITE_TYPES.map((type) => ({
              value: type,
              label: t(`sitesManager.siteTypes.${type}`),
            }))}
          />
          <Select
            required
            searchable
            label={t('sitesManager.sites.fields.timezone')}
            description={t('sitesManager.sites.timezoneHelp')}
            data={zones}
            value={values.timezone}
            error={errorOf('timezone')}
            onChange={(value) => set('timezone')(value ?? '')}
            nothingFoundMessage={t('sitesManager.sites.noMatch')}
            data-testid="site-form-timezone"
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput {...field('address')} />
          <TextInput {...field('apartment')} />
          <TextInput {...field('city')} />
          <TextInput {...field('region')} />
          <TextInput {...field('zip')} />
          <Select
            searchable
            clearable
            label={t('sitesManager.sites.fields.country')}
            data={countries}
            value={values.country || null}
            error={errorOf('country')}
            onChange={(value) => set('country')(value ?? '')}
            nothingFoundMessage={t('sitesManager.sites.noMatch')}
            data-testid="site-form-country"
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('sitesManager.actions.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid="site-form-save">
            {t('sitesManager.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function SiteFormModal({
  target,
  defaultZone,
  onClose,
  onSaved,
}: {
  target: SiteFormTarget | null;
  defaultZone: string;
  onClose: () => void;
  onSaved: (siteId: string | null) => void;
}) {
  const { t } = useTranslation();
  const phone = useScreenQuery(PHONE_QUERY);
  const title = !target
    ? ''
    : target.mode === 'create'
      ? t('sitesManager.sites.createTitle', { tenant: target.tenant.name })
      : t('sitesManager.sites.editTitle', { name: target.site.name });
  return (
    <Modal
      opened={target !== null}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      onClose={onClose}
      size="lg"
      fullScreen={phone}
      title={title}
    >
      {target && (
        <SiteForm
          key={target.mode === 'edit' ? target.site.id : target.tenant.cloud_id}
          target={target}
          defaultZone={defaultZone}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}
