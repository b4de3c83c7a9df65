import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { renderComponent } from '../../testing/render-component';
import { startTestSession } from '../../testing/session-fixture';
import { DateField } from './date-field';

/** A form's date, as the screens keep it: YYYY-MM-DD, '' for none. */
function Form({ initial, clearable }: { initial: string; clearable?: boolean }) {
  const [day, setDay] = useState(initial);
  return (
    <>
      <DateField label="Day" value={day} onChange={setDay} clearable={clearable} />
      <output data-testid="kept">{day}</output>
    </>
  );
}

/** The picker itself, once its chunk has loaded (the field is read-only until then). */
async function field(): Promise<HTMLInputElement> {
  await waitFor(() => expect(screen.getByLabelText('Day').hasAttribute('readonly')).toBe(false));
  return screen.getByLabelText<HTMLInputElement>('Day');
}

const kept = () => screen.getByTestId('kept').textContent;

afterEach(async () => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  await i18n.changeLanguage('en');
});

describe('DateField', () => {
  it("shows and reads the user's DD-MM-YYYY, and keeps YYYY-MM-DD for the code", async () => {
    startTestSession({ userPrefs: { DateFormat: 'DD-MM-YYYY' } });
    renderComponent(<Form initial="2026-11-22" />);
    expect(screen.getByLabelText<HTMLInputElement>('Day').value).toBe('22-11-2026');
    const input = await field();
    expect(input.value).toBe('22-11-2026');
    expect(input.placeholder).toBe('DD-MM-YYYY');

    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '05-12-2026');
    await user.tab();
    expect(kept()).toBe('2026-12-05');
    expect(input.value).toBe('05-12-2026');
  });

  it("names the calendar's month and days in the user's language", async () => {
    startTestSession({ userPrefs: { DateFormat: 'human', Language: 'fr' } });
    await i18n.changeLanguage('fr');
    renderComponent(<Form initial="2026-11-22" />);
    const input = await field();
    expect(input.value).toBe('22 nov. 2026');
    await userEvent.setup().click(input);
    await screen.findByText('novembre 2026');
    screen.getByRole('button', { name: '25 novembre 2026' });
    screen.getByRole('button', { name: 'Mois suivant' });
  });

  it('takes a date typed with its month named, and an emptied filter', async () => {
    startTestSession({ userPrefs: { DateFormat: 'human' } });
    renderComponent(<Form initial="" clearable />);
    const input = await field();
    const user = userEvent.setup();
    await user.type(input, '3 Dec 2026');
    await user.tab();
    expect(kept()).toBe('2026-12-03');
    expect(input.value).toBe('3 Dec 2026');
    await user.clear(input);
    await user.tab();
    expect(kept()).toBe('');
  });
});
