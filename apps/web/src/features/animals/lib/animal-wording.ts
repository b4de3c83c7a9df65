import type { AnimalCard, AnimalMatch, SowStatus } from '@barnboard/domain';
import type { TFunction } from 'i18next';

/** Her status in one word or two ("Gestating", "Culled"). */
export const statusLabel = (status: SowStatus, t: TFunction) => t(`animals.statuses.${status}`);

/** A match's line under her id: status, parity and place ("Gestating · Parity 3 · Pen 2"). */
export function matchDetails(match: AnimalMatch, t: TFunction): string {
  return [
    statusLabel(match.status, t),
    t('animals.parity', { parity: match.parity }),
    ...(match.location ? [match.location] : []),
  ].join(' · ');
}

/** The statuses whose day counts say where she is in her cycle. */
const COUNTED: Partial<Record<SowStatus, string>> = {
  bred: 'animals.state.bred',
  gestating: 'animals.state.gestating',
  lactating: 'animals.state.lactating',
  weaned: 'animals.state.weaned',
  open: 'animals.state.open',
  cycled: 'animals.state.cycled',
};

/**
 * Her state today in words: "Gestating, day 63", "Lactating, day 12, 13 piglets", "Weaned,
 * 4 days"; the status alone when no day is known (a gilt, a sow removed).
 */
export function stateToday(state: AnimalCard['state'], t: TFunction): string {
  const key = COUNTED[state.status];
  if (!key || state.day === null) return statusLabel(state.status, t);
  if (state.status === 'lactating' && state.suckling !== null) {
    return t('animals.state.lactatingWithLitter', { day: state.day, count: state.suckling });
  }
  return t(key, { day: state.day, count: state.day });
}
