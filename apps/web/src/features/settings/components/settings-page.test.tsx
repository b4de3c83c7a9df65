import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parsePreferences, readDisplayPrefs, type User } from '@barnboard/domain';
import { i18n } from '../../../i18n';
import { ApiError } from '../../../lib/api/api-error';
import { getSessionState, resetSessionState } from '../../../lib/session/session-store';
import { renderComponent } from '../../../testing/render-component';
import { echoPatchUser, startTestSession } from '../../../testing/session-fixture';
import { SettingsPage } from './settings-page';

const patchUser = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/session/session-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  patchUser,
}));
const account = vi.hoisted(() => ({ saveProfile: vi.fn(), changePassword: vi.fn() }));
vi.mock('../api/account-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...account,
}));

beforeEach(async () => {
  await i18n.changeLanguage('en');
  startTestSession();
  patchUser.mockImplementation(echoPatchUser);
});
afterEach(() => {
  cleanup();
  resetSessionState();
  vi.clearAllMocks();
});

const storedPrefs = () => parsePreferences(getSessionState().data!.user.prefs);
const sessionUser = () => getSessionState().data!.user;
const sentPrefs = () =>
  JSON.parse((patchUser.mock.calls.at(-1)![1] as { prefs: string }).prefs) as Record<
    string,
    unknown
  >;

describe('preferences', () => {
  it('saves a unit and a date format the moment they change, in the spec spellings', async () => {
    renderComponent(<SettingsPage />, '/settings');
    await userEvent.selectOptions(screen.getByTestId('settings-weight'), 'lb');
    expect(sentPrefs()).toMatchObject({ weightUnit: 'lbs' });
    await userEvent.selectOptions(screen.getByTestId('settings-date-format'), 'DMY');
    expect(sentPrefs()).toMatchObject({ weightUnit: 'lbs', DateFormat: 'DD-MM-YYYY' });
    // Every screen reads the session's preferences: they already show the new choices.
    expect(readDisplayPrefs(storedPrefs())).toMatchObject({ weight: 'lb', dateFormat: 'DMY' });
    expect(screen.getByTestId<HTMLSelectElement>('settings-date-format').value).toBe('DMY');
  });

  it('shows each date format with today written in it', () => {
    renderComponent(<SettingsPage />, '/settings');
    const options = within(screen.getByTestId('settings-date-format')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^Year-month-day \(\d{4}-\d{2}-\d{2}\)$/),
      expect.stringMatching(/^Day-month-year \(\d{2}-\d{2}-\d{4}\)$/),
      expect.stringMatching(/^Month-day-year \(\d{2}-\d{2}-\d{4}\)$/),
      expect.stringMatching(/^Day, month in words, year \(\d{1,2} \w{3} \d{4}\)$/),
    ]);
  });

  it('offers the 1000-day format only with the calendar on', async () => {
    renderComponent(<SettingsPage />, '/settings');
    expect(screen.queryByTestId('settings-thousand-day-format')).toBeNull();
    await userEvent.click(screen.getByTestId('settings-thousand-day'));
    expect(sentPrefs()).toMatchObject({ thousandDayCalendar: true });
    await userEvent.selectOptions(screen.getByTestId('settings-thousand-day-format'), 'CC-TTT');
    expect(sentPrefs()).toMatchObject({ thousandDayCalendarFormat: 'CC-TTT' });
  });

  it('saves the clock, colours, gradient, grid and silos choices', async () => {
    renderComponent(<SettingsPage />, '/settings');
    await userEvent.selectOptions(screen.getByTestId('settings-time-format'), '12');
    await userEvent.selectOptions(screen.getByTestId('settings-colors'), 'red');
    await userEvent.click(screen.getByTestId('settings-gradient'));
    await userEvent.selectOptions(screen.getByTestId('settings-grid'), 'per_sow');
    await userEvent.selectOptions(screen.getByTestId('settings-silos-order'), 'fill_level');
    await userEvent.selectOptions(screen.getByTestId('settings-silos-display'), 'list');
    await userEvent.selectOptions(screen.getByTestId('settings-silo-weight'), 'short_ton');
    expect(sentPrefs()).toMatchObject({
      TimeFormat: '12',
      colorsDisplay: 'red',
      gradientOrNo: false,
      gridDisplay: 'per_sow',
      silosOrder: 'fill_level',
      silosDisplay: 'list',
      siloWeight: 'short ton',
    });
  });

  it('keeps a maturity age out of range to itself, and saves one in range', async () => {
    renderComponent(<SettingsPage />, '/settings');
    const input = screen.getByTestId('settings-maturity-age');
    await userEvent.clear(input);
    await userEvent.type(input, '90');
    await userEvent.tab();
    expect(screen.getByText('Enter a whole number of days from 100 to 400')).toBeTruthy();
    expect(patchUser).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '210');
    await userEvent.tab();
    expect(sentPrefs()).toMatchObject({ maturityAge: 210 });
  });

  it('puts a refused preference back', async () => {
    patchUser.mockRejectedValueOnce(
      new ApiError(400, { statusCode: 400, error: 'x', message: 'x' }),
    );
    renderComponent(<SettingsPage />, '/settings');
    await userEvent.selectOptions(screen.getByTestId('settings-length'), 'ft');
    await vi.waitFor(() => expect(readDisplayPrefs(storedPrefs()).length).toBe('m'));
  });
});

describe('profile', () => {
  const openProfile = () => renderComponent(<SettingsPage />, '/settings?tab=profile', '/settings');

  it('refuses a bad phone with a clear message, and sends nothing', async () => {
    openProfile();
    await userEvent.selectOptions(screen.getByTestId('settings-phone-country'), 'FR');
    await userEvent.type(screen.getByTestId('settings-phone'), '06 12');
    await userEvent.click(screen.getByTestId('settings-profile-save'));
    expect(screen.getByText('This is not a valid phone number of the chosen country')).toBeTruthy();
    expect(account.saveProfile).not.toHaveBeenCalled();
  });

  it('needs a country for a phone, and a valid phone for SMS', async () => {
    openProfile();
    await userEvent.type(screen.getByTestId('settings-phone'), '06 12 34 56 78');
    await userEvent.click(screen.getByTestId('settings-sms'));
    await userEvent.click(screen.getByTestId('settings-profile-save'));
    expect(screen.getByText('Choose the country of the phone number')).toBeTruthy();
    expect(screen.getByText('SMS alerts need a valid phone number')).toBeTruthy();
    expect(account.saveProfile).not.toHaveBeenCalled();
  });

  it('shows a valid number in international form and saves the profile', async () => {
    const saved: User = {
      ...sessionUser(),
      first_name: 'Anne',
      phone: '+33612345678',
      phone_country: 'FR',
      updated_at: '2025-01-01T00:00:00.000Z',
    };
    account.saveProfile.mockResolvedValue({ changed: true, user: saved });
    openProfile();
    await userEvent.selectOptions(screen.getByTestId('settings-phone-country'), 'FR');
    await userEvent.type(screen.getByTestId('settings-phone'), '0612345678');
    expect(screen.getByTestId('settings-phone-international').textContent).toBe(
      'In international form: +33 6 12 34 56 78',
    );
    await userEvent.clear(screen.getByTestId('settings-first-name'));
    await userEvent.type(screen.getByTestId('settings-first-name'), 'Anne');
    await userEvent.click(screen.getByTestId('settings-profile-save'));
    expect(account.saveProfile).toHaveBeenCalledWith({
      first_name: 'Anne',
      last_name: 'Dupont',
      email: 'marie.dupont@example.com',
      phone: '0612345678',
      phone_country: 'FR',
      sms_opt_in: false,
      expected_updated_at: '2024-01-01T00:00:00.000Z',
    });
    await vi.waitFor(() => expect(sessionUser()).toEqual(saved));
    expect(screen.getByTestId<HTMLInputElement>('settings-phone').value).toBe('+33 6 12 34 56 78');
  });

  it('asks the current password for a new address, and says when another account has it', async () => {
    account.saveProfile.mockRejectedValue(
      new ApiError(409, { statusCode: 409, error: 'Conflict', message: 'x', code: 'email_taken' }),
    );
    openProfile();
    const email = screen.getByTestId('settings-email');
    await userEvent.clear(email);
    await userEvent.type(email, 'anne@example.com');
    await userEvent.click(screen.getByTestId('settings-profile-save'));
    expect(
      screen.getByText('Enter your current password to change your e-mail address'),
    ).toBeTruthy();
    expect(account.saveProfile).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('settings-email-password'), 'Barnboard-2026');
    await userEvent.click(screen.getByTestId('settings-profile-save'));
    expect(account.saveProfile).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'anne@example.com', current_password: 'Barnboard-2026' }),
    );
    expect(
      await screen.findByText('Another account already uses this e-mail address'),
    ).toBeTruthy();
  });

  it('shows the profile as it is now when it was changed elsewhere', async () => {
    const current: User = {
      ...sessionUser(),
      first_name: 'Elsewhere',
      updated_at: '2025-02-02T00:00:00.000Z',
    };
    account.saveProfile.mockRejectedValue(
      new ApiError(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'x',
        code: 'edited_elsewhere',
        current,
      }),
    );
    openProfile();
    await userEvent.type(screen.getByTestId('settings-last-name'), 'x');
    await userEvent.click(screen.getByTestId('settings-profile-save'));
    expect(await screen.findByTestId('settings-profile-stale')).toBeTruthy();
    expect(screen.getByTestId<HTMLInputElement>('settings-first-name').value).toBe('Elsewhere');
    expect(sessionUser().updated_at).toBe('2025-02-02T00:00:00.000Z');
  });
});

describe('password', () => {
  const openPassword = () =>
    renderComponent(<SettingsPage />, '/settings?tab=password', '/settings');

  it('shows the strength and the rules, and a confirmation that does not match', async () => {
    openPassword();
    expect(screen.getByTestId('password-strength').textContent).toBe('Blank');
    await userEvent.type(screen.getByTestId('settings-new-password'), 'abcdefgH');
    expect(screen.getByTestId('password-strength').textContent).toBe('Still too weak');
    await userEvent.type(screen.getByTestId('settings-new-password'), '1');
    expect(screen.getByTestId('password-strength').textContent).toBe('Could be stronger');
    await userEvent.type(screen.getByTestId('settings-new-password'), '!xyz');
    expect(screen.getByTestId('password-strength').textContent).toBe('Strong');
    await userEvent.type(screen.getByTestId('settings-confirm-password'), 'other');
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();
  });

  it('refuses the same password and an empty current one before sending', async () => {
    openPassword();
    await userEvent.type(screen.getByTestId('settings-new-password'), 'Changed-pass7');
    await userEvent.type(screen.getByTestId('settings-confirm-password'), 'Changed-pass7');
    await userEvent.click(screen.getByTestId('settings-password-save'));
    expect(screen.getByText('Enter your current password')).toBeTruthy();
    await userEvent.type(screen.getByTestId('settings-current-password'), 'Changed-pass7');
    expect(
      screen.getByText('The new password must be different from the current one'),
    ).toBeTruthy();
    expect(account.changePassword).not.toHaveBeenCalled();
  });

  it('says when the current password is wrong', async () => {
    account.changePassword.mockRejectedValue(
      new ApiError(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'x',
        code: 'wrong_password',
      }),
    );
    openPassword();
    await userEvent.type(screen.getByTestId('settings-current-password'), 'Wrong-pass1');
    await userEvent.type(screen.getByTestId('settings-new-password'), 'Changed-pass7');
    await userEvent.type(screen.getByTestId('settings-confirm-password'), 'Changed-pass7');
    await userEvent.click(screen.getByTestId('settings-password-save'));
    expect(account.changePassword).toHaveBeenCalledWith({
      current_password: 'Wrong-pass1',
      new_password: 'Changed-pass7',
    });
    expect(await screen.findByText("Sorry, that password isn't right")).toBeTruthy();
  });

  it('empties the form once the password is changed', async () => {
    account.changePassword.mockResolvedValue({ ended_sessions: 2 });
    openPassword();
    await userEvent.type(screen.getByTestId('settings-current-password'), 'Barnboard-2026');
    await userEvent.type(screen.getByTestId('settings-new-password'), 'Changed-pass7');
    await userEvent.type(screen.getByTestId('settings-confirm-password'), 'Changed-pass7');
    await userEvent.click(screen.getByTestId('settings-password-save'));
    await vi.waitFor(() =>
      expect(screen.getByTestId<HTMLInputElement>('settings-current-password').value).toBe(''),
    );
  });
});
