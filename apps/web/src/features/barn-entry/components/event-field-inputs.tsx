import { Chip, Group, Input, NumberInput, SegmentedControl, TextInput } from '@mantine/core';
import type { RecordType } from '@barnboard/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field/date-field';
import { EVENT_FIELDS, type FieldInput } from '../lib/event-fields';

/** A choice's label: a removal's kind and a cause are named as the reports name them. */
export function optionLabel(field: string, option: string, t: TFunction): string {
  if (field === 'kind') return t(`herdAnalysis.kinds.${option}`);
  if (field === 'cause') return t(`herdAnalysis.pigletCauses.${option.replace(' ', '_')}`);
  return t(`barnEntry.options.${field}.${option}`);
}

function OneInput({
  field,
  value,
  error,
  onChange,
  testId,
}: {
  field: FieldInput;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const label = t(`barnEntry.fields.${field.name}`);
  const common = { label, error, required: field.required, 'data-testid': testId };
  switch (field.kind) {
    case 'integer':
    case 'decimal':
      return (
        <NumberInput
          {...common}
          value={value}
          onChange={(next) => onChange(String(next))}
          allowDecimal={field.kind === 'decimal'}
          decimalSeparator={field.kind === 'decimal' ? undefined : '.'}
          allowNegative={field.kind === 'decimal' ? false : field.min < 0}
          inputMode={field.kind === 'decimal' ? 'decimal' : 'numeric'}
          {...(field.name === 'count' && field.kind === 'integer' && field.min < 0
            ? { description: t('barnEntry.fosterHelp') }
            : {})}
        />
      );
    case 'date':
      return <DateField {...common} value={value} onChange={onChange} clearable />;
    case 'text':
      return (
        <TextInput {...common} value={value} onChange={(event) => onChange(event.target.value)} />
      );
    case 'choice':
      return (
        <Input.Wrapper label={label} error={error} required={field.required}>
          <SegmentedControl
            fullWidth
            value={value}
            onChange={onChange}
            data={field.options.map((option) => ({
              value: option,
              label: optionLabel(field.name, option, t),
            }))}
            data-testid={testId}
          />
        </Input.Wrapper>
      );
    case 'suggested':
      return (
        <Input.Wrapper label={label} error={error}>
          {/* One tap picks a cause; a second tap on it takes it back. */}
          <Group gap={6} mt={4} data-testid={testId}>
            {field.suggestions.map((option) => (
              <Chip
                key={option}
                size="sm"
                checked={value === option}
                onChange={() => onChange(value === option ? '' : option)}
              >
                {optionLabel(field.name, option, t)}
              </Chip>
            ))}
          </Group>
        </Input.Wrapper>
      );
  }
}

/** The inputs of one record type's own fields, in the format's order. */
export function EventFieldInputs({
  type,
  values,
  errors,
  onChange,
  testIdPrefix = 'entry-field',
}: {
  type: RecordType;
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
  testIdPrefix?: string;
}) {
  return EVENT_FIELDS[type].map((field) => (
    <OneInput
      key={field.name}
      field={field}
      value={values[field.name] ?? ''}
      error={errors[field.name]}
      onChange={(value) => onChange(field.name, value)}
      testId={`${testIdPrefix}-${field.name}`}
    />
  ));
}
