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
  BIN_MEASURE_FIELDS,
  UNIT_SYMBOLS,
  type BinItem,
  type LengthUnit,
  type Site,
} from '@barnboard/domain';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { notifyHttpError } from '../../../lib/notify-error';
import { binsKey, fieldErrorsOf, updateBin } from '../api/bins-api';
import {
  BIN_TYPE_CHOICES,
  checkForm,
  initialValues,
  splitErrors,
  type BinFormValues,
  type FormErrors,
  type FormField,
} from '../lib/bin-form';
import { PHONE_QUERY } from '../lib/silo-prefs';

const NO_ERRORS: FormErrors = { fields: {}, notices: [] };

type Status = 'idle' | 'same' | 'locked-disabled' | 'locked-expired';

/** The admin's edit form of a bin (spec §5): every rule checked here and by the server. */
function EditBinForm({
  bin,
  site,
  unit,
  onClose,
}: {
  bin: BinItem;
  site: Site | null;
  unit: LengthUnit;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [initial] = useState(() => initialValues(bin, unit));
  const [values, setValues] = useState<BinFormValues>(initial);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [status, setStatus] = useState<Status>('idle');
  const [saving, setSaving] = useState(false);

  const set = (field: FormField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current.fields[field]) return current;
      const fields = { ...current.fields };
      delete fields[field];
      return { ...current, fields };
    });
    setStatus('idle');
  };
  const errorOf = (field: FormField) => {
    const code = errors.fields[field];
    return code ? t(`silos.form.errors.${code}`) : undefined;
  };
  const input = (field: FormField) => ({
    value: values[field],
    error: errorOf(field),
    'data-testid': `bin-form-${field}`,
  });

  const buildings = site?.buildings ?? [{ ...bin.building, type: '' }];
  const contents = site?.contents ?? (bin.content ? [bin.content] : []);
  const contentChoices = contents.some((c) => c.cloud_id === values.content_id)
    ? contents
    : [{ cloud_id: values.content_id, name: bin.content?.name ?? '—' }, ...contents];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkForm(values, initial, bin, unit);
    if (check.kind === 'invalid') {
      setErrors(check.errors);
      setStatus('idle');
      return;
    }
    setErrors(NO_ERRORS);
    if (check.kind === 'same') {
      setStatus('same');
      return;
    }
    setSaving(true);
    try {
      const answer = await updateBin(bin.id, check.body);
      if (answer.code === 'same_information') {
        setStatus('same');
        return;
      }
      notifications.show({ color: 'green', message: t('silos.messages.updated') });
      await queryClient.invalidateQueries({ queryKey: binsKey });
      onClose();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) setErrors(splitErrors(fieldErrors));
      else if (error instanceof ApiError && error.code === 'bin_disabled')
        setStatus('locked-disabled');
      else if (error instanceof ApiError && error.code === 'subscription_expired') {
        setStatus('locked-expired');
      } else notifyHttpError(error);
    } finally {
      setSaving(false);
    }
  }

  const invalid = Object.keys(errors.fields).length > 0 || errors.notices.length > 0;
  const symbol = UNIT_SYMBOLS[unit];

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="bin-form">
      <Stack gap="sm">
        {invalid && (
          <Alert color="red" data-testid="bin-form-invalid">
            <Text size="sm">{t('silos.form.invalidFields')}</Text>
            {errors.notices.map((code) => (
              <Text size="sm" key={code} data-testid="bin-form-notice" data-code={code}>
                {t(`silos.form.errors.${code}`)}
              </Text>
            ))}
          </Alert>
        )}
        {status === 'same' && (
          <Alert color="blue" data-testid="bin-form-same">
            {t('silos.form.sameInformation')}
          </Alert>
        )}
        {(status === 'locked-disabled' || status === 'locked-expired') && (
          <Alert color="red" data-testid="bin-form-locked">
            {t(
              status === 'locked-disabled'
                ? 'silos.locked.disabled'
                : 'silos.messages.subscriptionExpired',
            )}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label={t('silos.form.name')}
            required
            {...input('name')}
            onChange={(e) => set('name')(e.currentTarget.value)}
          />
          <TextInput
            label={t('silos.form.macAddress')}
            description={t('silos.form.macAddressHelp')}
            required
            autoCapitalize="off"
            spellCheck={false}
            {...input('mac_address')}
            onChange={(e) => set('mac_address')(e.currentTarget.value)}
          />
          <NativeSelect
            label={t('silos.form.building')}
            required
            data={buildings.map((b) => ({ value: b.cloud_id, label: b.name }))}
            {...input('building_id')}
            onChange={(e) => set('building_id')(e.currentTarget.value)}
          />
          <NativeSelect
            label={t('silos.form.content')}
            required
            data={contentChoices.map((c) => ({ value: c.cloud_id, label: c.name }))}
            {...input('content_id')}
            onChange={(e) => set('content_id')(e.currentTarget.value)}
          />
          <NativeSelect
            label={t('silos.form.type')}
            required
            data={BIN_TYPE_CHOICES.map((type) => ({
              value: type,
              label: t(`silos.types.${type}`),
            }))}
            {...input('type')}
            onChange={(e) => set('type')(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Text size="sm" fw={600} mt="xs">
          {t('silos.form.dimensions', { unit: symbol })}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
          {BIN_MEASURE_FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`silos.form.${field}`)}
              required={field !== 'outlet_diameter'}
              inputMode="decimal"
              rightSection={
                <Text size="xs" c="dimmed">
                  {symbol}
                </Text>
              }
              {...input(field)}
              onChange={(e) => set(field)(e.currentTarget.value)}
            />
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('silos.form.offsetHelp')}
        </Text>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} data-testid="bin-form-cancel">
            {t('silos.form.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid="bin-form-save">
            {t('silos.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function EditBinModal({
  bin,
  site,
  unit,
  onClose,
}: {
  bin: BinItem | null;
  site: Site | null;
  unit: LengthUnit;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <Modal
      opened={bin !== null}
      onClose={onClose}
      size="lg"
      fullScreen={phone}
      title={bin ? t('silos.form.title', { name: bin.name }) : ''}
    >
      {bin && <EditBinForm key={bin.id} bin={bin} site={site} unit={unit} onClose={onClose} />}
    </Modal>
  );
}
