import { cleanup, screen, within } from '@testing-library/react';
import type { LateRecords } from '@barnboard/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderComponent } from '../../../testing/render-component';
import { LateRecordsFigure } from './late-records-figure';

const answer = (over: Partial<LateRecords> = {}): LateRecords => ({
  days: 2,
  site: { entered: 40, late: 6 },
  by_user: [],
  ...over,
});

afterEach(cleanup);

describe('LateRecordsFigure', () => {
  it('gives the share of late entries with its counts, uncoloured', () => {
    renderComponent(<LateRecordsFigure answer={answer()} periodDays={30} />);
    expect(screen.getByTestId('late-records-share').textContent).toBe('15.0');
    expect(screen.getByTestId('late-records').textContent).toContain(
      '6 of the 40 events entered in the last 30 days were entered more than 2 days after they happened.',
    );
    expect(screen.getByTestId('late-records').querySelector('[data-colour-state]')).toBeNull();
    expect(screen.queryByTestId('late-records-users')).toBeNull();
  });

  it('says so when nothing was entered, rather than a share of nothing', () => {
    renderComponent(
      <LateRecordsFigure answer={answer({ site: { entered: 0, late: 0 } })} periodDays={30} />,
    );
    expect(screen.queryByTestId('late-records-share')).toBeNull();
    expect(screen.getByTestId('late-records-none').textContent).toBe(
      'No event was entered in Barnboard in the last 30 days.',
    );
  });

  it('lists each person who entered events, with their own share', () => {
    renderComponent(
      <LateRecordsFigure
        answer={answer({
          by_user: [
            {
              user_id: '5f0c3a52-6a4e-4a53-9f43-3d4f1f7d2b10',
              name: 'Julie Roy',
              entered: 30,
              late: 3,
            },
            { user_id: null, name: 'Marc Caron', entered: 10, late: 3 },
          ],
        })}
        periodDays={30}
      />,
    );
    const julie = within(screen.getByTestId('late-records-users'))
      .getByText('Julie Roy')
      .closest('tr')!;
    expect([...julie.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Julie Roy',
      '30',
      '10.0',
    ]);
  });
});
