import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhoneInternational, normalizePhone, phoneCountries } from './phone.js';
import { validateProfile, type ProfileInput } from './profile-rules.js';

const VALID: ProfileInput = {
  first_name: ' Marie ',
  last_name: 'Lefebvre',
  email: 'marie@bocage.demo',
  phone: '06 12 34 56 78',
  phone_country: 'FR',
  sms_opt_in: true,
};
const account = { emailOptional: false };

describe('phone numbers (libphonenumber-js)', () => {
  it.each([
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['+33 6 12 34 56 78', 'FR', '+33612345678'],
    ['(514) 055-0123', 'CA', null],
    ['(514) 253-0123', 'CA', '+15142530123'],
    ['0612345678', 'BE', null],
    ['0470 12 34 56', 'BE', '+32470123456'],
    ['55 1234 5678', 'MX', '+525512345678'],
  ])('%s in %s is %s', (text, country, e164) => expect(normalizePhone(text, country)).toBe(e164));

  it('refuses a number whose + prefix names another country than the chosen one', () => {
    expect(normalizePhone('+44 7911 123456', 'FR')).toBeNull();
    expect(normalizePhone('+44 7911 123456', 'GB')).toBe('+447911123456');
  });

  it('refuses an unknown country, letters and a number that is too short', () => {
    expect(normalizePhone('06 12 34 56 78', 'XX')).toBeNull();
    expect(normalizePhone('not a number', 'FR')).toBeNull();
    expect(normalizePhone('06 12', 'FR')).toBeNull();
  });

  it('shows a stored number in international form', () => {
    expect(formatPhoneInternational('+33612345678', 'FR')).toBe('+33 6 12 34 56 78');
    expect(formatPhoneInternational('+15142530123')).toBe('+1 514 253 0123');
    expect(formatPhoneInternational('garbage')).toBe('garbage');
  });

  it('lists the countries with their calling codes', () => {
    const countries = phoneCountries();
    expect(countries).toContainEqual({ code: 'FR', callingCode: '33' });
    expect(countries).toContainEqual({ code: 'CA', callingCode: '1' });
    expect(countries.length).toBeGreaterThan(200);
  });

  it('reads back, in the same country, every number it stores', () => {
    const countries = phoneCountries().map((c) => c.code);
    fc.assert(
      fc.property(
        fc.constantFrom(...countries),
        fc.stringMatching(/^[0-9 ]{4,16}$/),
        (country, digits) => {
          const stored = normalizePhone(digits, country);
          if (stored === null) return;
          expect(stored).toMatch(/^\+[1-9]\d{3,14}$/);
          // Stored, shown internationally, typed again: the same number of the same country.
          expect(normalizePhone(stored, country)).toBe(stored);
          expect(normalizePhone(formatPhoneInternational(stored, country), country)).toBe(stored);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('profile rules (spec §5)', () => {
  it('stores a valid profile trimmed, with the phone in E.164', () => {
    expect(validateProfile(VALID, account)).toEqual({
      ok: true,
      value: {
        first_name: 'Marie',
        last_name: 'Lefebvre',
        email: 'marie@bocage.demo',
        phone: '+33612345678',
        phone_country: 'FR',
        sms_opt_in: true,
      },
    });
  });

  it('requires first and last name', () => {
    const check = validateProfile({ ...VALID, first_name: '  ', last_name: '' }, account);
    expect(check).toEqual({
      ok: false,
      errors: [
        { field: 'first_name', code: 'required' },
        { field: 'last_name', code: 'required' },
      ],
    });
  });

  it('refuses names over 100 characters', () => {
    const check = validateProfile({ ...VALID, last_name: 'x'.repeat(101) }, account);
    expect(check).toEqual({ ok: false, errors: [{ field: 'last_name', code: 'tooLong' }] });
  });

  it.each(['marie', 'marie@bocage', 'marie @bocage.demo', 'marie@bocage.d'])(
    'refuses the address %j',
    (email) =>
      expect(validateProfile({ ...VALID, email }, account)).toEqual({
        ok: false,
        errors: [{ field: 'email', code: 'invalidEmail' }],
      }),
  );

  it('requires an address, unless the account may have none', () => {
    expect(validateProfile({ ...VALID, email: '' }, account)).toEqual({
      ok: false,
      errors: [{ field: 'email', code: 'required' }],
    });
    const check = validateProfile({ ...VALID, email: '' }, { emailOptional: true });
    expect(check.ok && check.value.email).toBe('');
  });

  it('needs a country for a phone number (spec §5)', () => {
    expect(validateProfile({ ...VALID, phone_country: '' }, account)).toEqual({
      ok: false,
      errors: [
        { field: 'phone_country', code: 'countryRequired' },
        { field: 'sms_opt_in', code: 'smsNeedsPhone' },
      ],
    });
  });

  it('refuses a phone number that is not one of the chosen country', () => {
    const check = validateProfile(
      { ...VALID, phone: '12345', phone_country: 'FR', sms_opt_in: false },
      account,
    );
    expect(check).toEqual({ ok: false, errors: [{ field: 'phone', code: 'invalidPhone' }] });
  });

  it('refuses an unknown country code', () => {
    const check = validateProfile({ ...VALID, phone_country: 'ZZ', sms_opt_in: false }, account);
    expect(check).toEqual({
      ok: false,
      errors: [{ field: 'phone_country', code: 'invalidCountry' }],
    });
  });

  it('takes SMS only with a valid phone', () => {
    expect(validateProfile({ ...VALID, phone: '' }, account)).toEqual({
      ok: false,
      errors: [{ field: 'sms_opt_in', code: 'smsNeedsPhone' }],
    });
    const without = validateProfile({ ...VALID, phone: '', sms_opt_in: false }, account);
    expect(without.ok && without.value.phone).toBeNull();
  });

  it('accepts a stored profile again as it is (a save of unchanged values is the same)', () => {
    fc.assert(
      fc.property(
        fc.record({
          first_name: fc.string({ minLength: 1, maxLength: 100 }),
          last_name: fc.string({ minLength: 1, maxLength: 100 }),
          phone: fc.constantFrom('', '06 12 34 56 78', '+33 7 81 23 45 67'),
          sms_opt_in: fc.boolean(),
        }),
        (draft) => {
          const first = validateProfile({ ...VALID, ...draft }, account);
          if (!first.ok) return;
          const stored = first.value;
          const again = validateProfile(
            {
              ...stored,
              phone: stored.phone ?? '',
              phone_country: stored.phone_country ?? '',
            },
            account,
          );
          expect(again).toEqual({ ok: true, value: stored });
        },
      ),
    );
  });
});
