import { Chip, Group, SegmentedControl } from '@mantine/core';

/** A report with more views than this lists them as chips that wrap, not as one row. */
const MAX_SEGMENTS = 4;

/**
 * The choice of a report's grid (by week, by cause…). A few views sit in one segmented row;
 * more would run wider than a phone's tile, so they wrap as chips, each at least 24 px high
 * (a thumb's target, WCAG 2.5.8: the action lists are read in the barn on a phone).
 */
export function ViewChoice({
  value,
  onChange,
  views,
}: {
  value: string;
  onChange: (view: string) => void;
  views: { value: string; label: string }[];
}) {
  if (views.length <= MAX_SEGMENTS) {
    return (
      <SegmentedControl
        size="xs"
        value={value}
        onChange={onChange}
        data={views}
        data-testid="report-views"
        data-print-hidden
      />
    );
  }
  return (
    <Chip.Group multiple={false} value={value} onChange={onChange}>
      <Group gap={6} data-testid="report-views" data-print-hidden>
        {views.map((view) => (
          <Chip key={view.value} value={view.value} size="sm" radius="sm">
            {view.label}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
