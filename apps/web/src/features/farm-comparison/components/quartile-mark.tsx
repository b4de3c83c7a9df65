import type { QuartileRank } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';

/** A site's quarter as bars (4 for the best quarter … 1 for the worst), named for speech. */
export function QuartileMark({ rank }: { rank: QuartileRank }) {
  const { t } = useTranslation();
  const label = t(`farmComparison.quartile.${rank}`);
  const filled = 5 - rank;
  return (
    <span className="bb-quartile" role="img" aria-label={label} title={label}>
      {[1, 2, 3, 4].map((bar) => (
        <span key={bar} {...(bar <= filled ? { 'data-on': '' } : {})} />
      ))}
    </span>
  );
}
