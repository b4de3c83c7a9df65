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
  type BinActionAnswer,
  type BinItem,
  type LengthUnit,
} from '@barnboard/domain';
import { notify } from '../../lib/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_QUERY, useScreenQuery } from '../../hooks/use-screen-query';
import { ApiError } from '../../lib/api/api-error';
import {
  binsKey,
  createBin,
  currentBinOf,
  fieldErrorsOf,
  updateBin,
} from '../../lib/bins/bins-api';
import { useSiteDictionary } from '../../lib/bins/use-site-dictionary';
import {
  BIN_TYPE_CHOICES,
  checkForm,
  emptyValues,
  initialValues,
  splitErrors,
  type BinFormValues,
  type FormErrors,
  type FormField,
} from '../../lib/bins/bin-form';
import { notifyHttpError } from '../../lib/notify-error';

const NO_ERRORS: FormErrors = { fields: {}, notices: [] };

type Status = 'idle' | 'same' | 'stale' | 'locked-disabled' | 'locked-expired';

type Building = { cloud_id: string; name: string };

/** What the form works on: a stored bin to edit, or a new bin of a site's building. */
export type BinFormTarget =
  | { mode: 'edit'; bin: BinItem; buildings: Building[] }
  | { mode: 'create'; siteId: string; buildingId: string; buildings: Building[] };

/**
 * The bin form of spec §5, shared by the silos page (edit) and the sites manager (add, edit):
 * every rule checked here and by the server, whose field codes land under their fields. The
 * content picker offers the dictionary of the bin's site. An edit based on a version someone else
 * changed meanwhile is refused (409): the form then shows the bin as it is now.
 */
function BinForm({
  target,
  unit,
  onClose,
  onSaved,
}: {
  target: BinFormTarget;
  unit: LengthUnit;
  onClose: () => void;
  onSaved?: (answer: BinActionAnswer) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [bin, setBin] = useState<BinItem | null>(target.mode === 'edit' ? target.bin : null);
  const [initial, setInitial] = useState<BinFormValues>(() =>
    target.mode === 'edit' ? initialValues(target.bin, unit) : emptyValues(target.buildingId),
  );
  const [values, setValues] = useState<BinFormValues>(initial);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [status, setStatus] = useState<Status>('idle');
  const [saving, setSaving] = useState(false);
  const siteId = target.mode === 'edit' ? target.bin.site.id : target.siteId;
  const dictionary = useSiteDictionary(siteId);

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

  const contents = dictionary.data ?? (bin?.content ? [bin.content] : []);
  const contentChoices = [
    ...(values.content_id === '' || !contents.some((c) => c.cloud_id === values.content_id)
      ? [
          values.content_id === ''
            ? { value: '', label: t('sitesManager.binForm.chooseContent'), disabled: true }
            : { value: values.content_id, label: bin?.content?.name ?? '—' },
        ]
      : []),
    ...contents.map((c) => ({ value: c.cloud_id, label: c.name })),
  ];
  const noDictionary = dictionary.isSuccess && dictionary.data.length === 0;

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
      const answer = bin
        ? await updateBin(bin.id, check.body)
        : await createBin(siteId, check.body);
      if (answer.code === 'same_information') {
        setStatus('same');
        return;
      }
      notify({
        color: 'green',
        message: bin
          ? t('silos.messages.updated')
          : t('sitesManager.binForm.created', { name: answer.bin.name }),
      });
      if (answer.error?.code === 'subscription_expired') {
        notify({
          color: 'orange',
          message: t('sitesManager.binForm.createdExpired'),
          autoClose: 8000,
        });
      }
      await queryClient.invalidateQueries({ queryKey: binsKey });
      onSaved?.(answer);
      onClose();
    } catch (error) {
      const current = currentBinOf(error);
      const fieldErrors = fieldErrorsOf(error);
      if (current) {
        // Someone saved in between: show the bin as it is now; the user applies their change again.
        const fresh = initialValues(current, unit);
        setBin(current);
        setInitial(fresh);
        setValues(fresh);
        setStatus('stale');
        await queryClient.invalidateQueries({ queryKey: binsKey });
      } else if (fieldErrors) setErrors(splitErrors(fieldErrors));
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
        {status === 'stale' && (
          <Alert color="orange" data-testid="bin-form-stale">
            {t('sitesManager.binForm.editedElsewhere')}
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
        {noDictionary && (
          <Alert color="orange" data-testid="bin-form-no-dictionary">
            {t('sitesManager.binForm.noDictionary')}
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
            data={target.buildings.map((b) => ({ value: b.cloud_id, label: b.name }))}
            {...input('building_id')}
            onChange={(e) => set('building_id')(e.currentTarget.value)}
          />
          <NativeSelect
            label={t('silos.form.content')}
            required
            data={contentChoices}
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

/** The bin form in a modal (the whole screen on a phone); closed while `target` is null. */
export function BinFormModal({
  target,
  unit,
  onClose,
  onSaved,
}: {
  target: BinFormTarget | null;
  unit: LengthUnit;
  onClose: () => void;
  onSaved?: (answer: BinActionAnswer) => void;
}) {
  const { t } = useTranslation();
  const phone = useScreenQuery(PHONE_QUERY);
  const title = !target
    ? ''
    : target.mode === 'edit'
      ? t('silos.form.title', { name: target.bin.name })
      : t('sitesManager.binForm.createTitle');
  const key = !target
    ? 'none'
    : target.mode === 'edit'
      ? target.bin.id
      : `new-${target.buildingId}`;
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
        <BinForm
          key={key}
          target={target}
          unit={unit}
          onClose={onClose}
          {...(onSaved ? { onSaved } : {})}
        />
      )}
    </Modal>
  );
}
