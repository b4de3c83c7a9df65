import type { AnimalCard } from '@barnboard/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { stateToday } from './animal-wording';

const state = (over: Partial<AnimalCard['state']>): AnimalCard['state'] => ({
  status: 'gestating',
  since: '2026-10-05',
  day: 63,
  parity: 3,
  location: null,
  suckling: null,
  ...over,
});

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe('stateToday', () => {
  it('says where she is in her cycle, her day and her litter', () => {
    const t = i18n.t;
    expect(stateToday(state({}), t)).toBe('Gestating, day 63');
    expect(stateToday(state({ status: 'lactating', day: 12, suckling: 13 }), t)).toBe(
      'Lactating, day 12, 13 piglets',
    );
    expect(stateToday(state({ status: 'lactating', day: 2, suckling: null }), t)).toBe(
      'Lactating, day 2',
    );
    expect(stateToday(state({ status: 'weaned', day: 4 }), t)).toBe('Weaned, 4 days');
    expect(stateToday(state({ status: 'weaned', day: 1 }), t)).toBe('Weaned, 1 day');
    expect(stateToday(state({ status: 'open', day: 30 }), t)).toBe('Open, 30 empty days');
  });

  it('says her status alone when no day counts (a gilt, a sow gone)', () => {
    expect(stateToday(state({ status: 'gilt', day: null }), i18n.t)).toBe('Gilt');
    expect(stateToday(state({ status: 'culled', day: 40 }), i18n.t)).toBe('Culled');
  });

  it('speaks French and Spanish farm words', async () => {
    const lactating = state({ status: 'lactating', day: 12, suckling: 13 });
    expect(stateToday(lactating, await i18n.changeLanguage('fr'))).toBe(
      'Allaitante, jour 12, 13 porcelets',
    );
    expect(stateToday(state({ status: 'gilt', day: null }), await i18n.changeLanguage('es'))).toBe(
      'Nulípara',
    );
    await i18n.changeLanguage('en');
  });
});
