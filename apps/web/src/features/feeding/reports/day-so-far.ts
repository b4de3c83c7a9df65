import { formatTime, type DisplayPrefs } from '@barnboard/domain';
import type { TFunction } from 'i18next';

/**
 * A live feeding day still going on (docs/feeding.md, "The day so far"): the sows are still
 * eating, so its figures are labelled "so far" and take no objective colour (a normal afternoon
 * is not a day under ration); a sow not fed is "not fed yet". Once the site's midnight has passed
 * (`as_of` null) the day is judged: coloured, "not fed", "under ration".
 */
export type DaySoFar = {
  /** Whether the day is over, so its figures take their objective colours. */
  judged: boolean;
  /** The label of a figure, "so far, at 15:40" while the day goes on. */
  label: (key: 'fedRate' | 'feedRate' | 'notFed' | 'underFed') => string;
  /** A sow's status in the attention list. */
  status: (status: 'not_fed' | 'under_fed') => string;
};

export function daySoFar(asOf: string | null, t: TFunction, prefs: DisplayPrefs): DaySoFar {
  if (asOf === null) {
    return {
      judged: true,
      label: (key) => t(`feeding.figures.${key}`),
      status: (status) => t(`feeding.status.${status}`),
    };
  }
  const time = formatTime(asOf, prefs);
  return {
    judged: false,
    label: (key) => t(`feeding.soFar.${key}`, { time }),
    status: (status) => t(`feeding.soFar.status.${status}`),
  };
}
