import { notifications } from '@mantine/notifications';
import type { BinActionAnswer } from '@barnboard/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { makeBin } from '../../testing/make-bin';
import { announce } from './bin-state-modal';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

const answer = (extra: Partial<BinActionAnswer>): BinActionAnswer => ({
  bin: makeBin(),
  changed: true,
  code: 'enabled',
  licence_id: null,
  error: null,
  ...extra,
});
const t = (key: string) => i18n.t(key, { lng: 'en' });
const shown = () =>
  vi.mocked(notifications.show).mock.calls.map(([n]) => [n.color, n.title, n.message]);

afterEach(() => vi.clearAllMocks());

describe('announce (spec §4 credit rules, §8 messages)', () => {
  it('says when an enabled bin stays expired for want of a licence', () => {
    announce('enable', answer({ error: { code: 'subscription_expired', message: 'x' } }), t);
    expect(shown()).toEqual([
      [
        'red',
        'The silo is enabled but its subscription has expired: no licence credit is left',
        'Subscription expired, contact the representative',
      ],
    ]);
  });

  it('says when enabling used a licence credit, and confirms the other actions', () => {
    announce('enable', answer({ licence_id: 'f0000000-0000-4000-8000-000000000001' }), t);
    announce('enable', answer({}), t);
    announce('disable', answer({ code: 'disabled' }), t);
    announce('disable', answer({ code: 'already_disabled', changed: false }), t);
    expect(shown()).toEqual([
      ['green', undefined, 'The silo has been enabled: one licence credit was used'],
      ['green', undefined, 'The silo has been enabled'],
      ['green', undefined, 'The silo has been disabled'],
      ['blue', undefined, 'This silo was already disabled'],
    ]);
  });
});
