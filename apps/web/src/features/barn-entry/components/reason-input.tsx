import { Textarea } from '@mantine/core';
import { ENTRY_REASON_MAX } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';

/** Why a stored record is corrected or deleted: required, kept with the change. */
export function ReasonInput({
  value,
  onChange,
  showError,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Say it is missing once a save was tried. */
  showError: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('barnEntry.reason')}
      description={t('barnEntry.reasonHelp')}
      required
      rows={2}
      maxLength={ENTRY_REASON_MAX}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={showError && !reasonGiven(value) ? t('barnEntry.problems.required') : undefined}
      data-testid="entry-reason"
    />
  );
}

export const reasonGiven = (reason: string) => reason.trim().length > 0;
