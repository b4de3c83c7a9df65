import { Tooltip, UnstyledButton } from '@mantine/core';
import { kpiFormulaKey, type DrillDownTarget } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';

/**
 * A figure that opens the list of what it is made of: a button (reached with Tab, opened with
 * Enter or Space) whose hint says its n, when the grid shows one, and its formula.
 */
export function DrillDownCell({
  target,
  text,
  note,
  onOpen,
}: {
  target: DrillDownTarget;
  /** The value as shown. */
  text: string;
  /** The cell's own hint (its n, whether it is final), said first. */
  note?: string | undefined;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const hint = [note, t(kpiFormulaKey(target.key)), t('drilldown.cell.open')].filter(Boolean);
  return (
    <Tooltip
      label={hint.map((line) => (
        <div key={line}>{line}</div>
      ))}
      multiline
      w={300}
      events={{ hover: true, focus: true, touch: false }}
    >
      <UnstyledButton
        onClick={onOpen}
        className="bb-grid-drill"
        aria-label={t('drilldown.cell.label', { value: text })}
        aria-haspopup="dialog"
        data-testid="grid-drill-down"
        data-kpi={target.key}
      >
        {text}
      </UnstyledButton>
    </Tooltip>
  );
}
