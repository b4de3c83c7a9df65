import { ActionIcon, Box, NativeSelect, Text, TextInput, Tooltip } from '@mantine/core';
import {
  colourState,
  OBJECTIVE_DEFAULTS,
  OBJECTIVE_TYPES,
  parseObjectiveValue,
  type ObjectiveKey,
  type ObjectiveReport,
  type ObjectiveType,
} from '@barnboard/domain';
import { IconRestore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { objectiveColourProps } from '../../../components/objective-colour/objective-colour';
import { useColourOptions } from '../../../lib/objectives/use-objective-colour';
import {
  isPercent,
  usedIndexes,
  withText,
  type DraftCheck,
  type ObjectiveDraft,
} from '../lib/objective-draft';

export const THRESHOLD_INDEXES = [0, 1, 2, 3, 4] as const;

export type ObjectiveRowProps = {
  metric: ObjectiveKey;
  draft: ObjectiveDraft;
  check: DraftCheck;
  sample: string;
  editable: boolean;
  onChange: (draft: ObjectiveDraft) => void;
  onSample: (text: string) => void;
  onReset: () => void;
};

/** The metrics of one report's heading (OBJECTIVE_GROUPS), its title translated. */
export type ObjectiveRowGroup = {
  report: ObjectiveReport;
  title: string;
  rows: ObjectiveRowProps[];
};

/** The pieces of one metric's editor, laid out as a table row or a phone card. */
export type ObjectiveRowParts = {
  name: string;
  unit: string;
  type: ReactNode;
  thresholds: ReactNode[];
  preview: ReactNode;
  reset: ReactNode;
};

export function useObjectiveRowParts(props: ObjectiveRowProps, withLabels: boolean) {
  const { t } = useTranslation();
  const { metric, draft, check, sample, editable, onChange, onSample, onReset } = props;
  const name = t(`objectives.metrics.${metric}`);
  const used = usedIndexes(draft.type);
  const percent = isPercent(metric);

  const parts: ObjectiveRowParts = {
    name,
    unit: t(`objectives.units.${OBJECTIVE_DEFAULTS[metric].unit}`),
    type: (
      <NativeSelect
        size="xs"
        label={withLabels ? t('objectives.columns.type') : undefined}
        aria-label={withLabels ? undefined : t('objectives.typeOf', { metric: name })}
        data={OBJECTIVE_TYPES.map((type) => ({
          value: type,
          label: t(`objectives.types.${type}`),
        }))}
        value={draft.type}
        miw={withLabels ? undefined : 96}
        disabled={!editable}
        onChange={(event) =>
          onChange({ ...draft, type: event.currentTarget.value as ObjectiveType })
        }
        data-testid="objective-type"
      />
    ),
    thresholds: THRESHOLD_INDEXES.map((index) => {
      const label = t(`objectives.thresholds.t${index + 1}`);
      const issue = check.issues[index];
      return (
        <TextInput
          key={index}
          size="xs"
          w={withLabels ? undefined : 76}
          label={withLabels ? label : undefined}
          aria-label={withLabels ? undefined : `${label} – ${name}`}
          inputMode="decimal"
          value={used.includes(index) ? draft.texts[index] : ''}
          placeholder={used.includes(index) ? undefined : '—'}
          disabled={!used.includes(index)}
          readOnly={!editable}
          rightSection={percent ? <Text size="xs">%</Text> : undefined}
          error={issue ? t(`objectives.issues.${issue}`) : undefined}
          onChange={(event) => onChange(withText(draft, index, event.currentTarget.value))}
          data-testid="objective-threshold"
          data-index={index}
        />
      );
    }),
    preview: (
      <PreviewField
        metric={metric}
        check={check}
        sample={sample}
        onSample={onSample}
        label={withLabels ? t('objectives.columns.preview') : undefined}
        ariaLabel={t('objectives.previewOf', { metric: name })}
      />
    ),
    reset: editable ? (
      <Tooltip label={t('objectives.reset')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('objectives.resetOf', { metric: name })}
          onClick={onReset}
          data-testid="objective-reset"
        >
          <IconRestore size={16} />
        </ActionIcon>
      </Tooltip>
    ) : null,
  };
  return parts;
}

/**
 * A sample value to try against the objective being edited: its colour shows at once, in the
 * user's colour options, without saving anything.
 */
function PreviewField({
  metric,
  check,
  sample,
  onSample,
  label,
  ariaLabel,
}: {
  metric: ObjectiveKey;
  check: DraftCheck;
  sample: string;
  onSample: (text: string) => void;
  label: string | undefined;
  ariaLabel: string;
}) {
  const { t } = useTranslation();
  const options = useColourOptions();
  const value = parseObjectiveValue(sample, isPercent(metric)) ?? null;
  const state = check.objective ? colourState(value, check.objective, options) : 'black-black';
  const { style: colourStyle, ...colourData } = objectiveColourProps(state);
  return (
    <TextInput
      size="xs"
      w={label ? undefined : 100}
      label={label}
      aria-label={label ? undefined : ariaLabel}
      placeholder={t('objectives.tryValue')}
      inputMode="decimal"
      value={sample}
      onChange={(event) => onSample(event.currentTarget.value)}
      rightSectionWidth={40}
      rightSection={
        <Box
          component="span"
          role="img"
          w={24}
          h={18}
          title={t(`objectives.states.${state}`)}
          aria-label={t(`objectives.states.${state}`)}
          data-testid="objective-preview"
          {...colourData}
          // A transparent swatch (black-black) still needs an outline to be seen as one.
          style={{
            ...colourStyle,
            borderRadius: 'var(--mantine-radius-sm)',
            border: '1px solid var(--mantine-color-default-border)',
          }}
        />
      }
      data-testid="objective-sample"
    />
  );
}
