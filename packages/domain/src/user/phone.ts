import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';

/**
 * Phone numbers of the profile (spec §3 "phone with country code", §5 "phone needs a country"),
 * read and checked by libphonenumber-js (Google's libphonenumber rules and metadata), never by a
 * pattern of our own. A number is stored in E.164 ('+33612345678') beside the ISO 3166 country
 * the user chose ('FR'), and shown back in international form ('+33 6 12 34 56 78').
 */

export type PhoneCountry = { code: string; callingCode: string };

/** Every country the metadata knows, with its calling code, in ISO code order. */
export function phoneCountries(): PhoneCountry[] {
  return getCountries().map((code) => ({ code, callingCode: getCountryCallingCode(code) }));
}

export function isPhoneCountry(code: string): code is CountryCode {
  return isSupportedCountry(code);
}

/**
 * The number read for `country`. A number typed with the country's calling code ('+33 6…',
 * or a stored '+1721…' for Sint Maarten) is read as that country's national number: countries
 * that share a calling code (+1, +7, +44…) would otherwise have the number filed under whichever
 * of them the metadata lists first, and a number valid in the chosen one read as invalid.
 */
function parseFor(text: string, country: CountryCode) {
  const prefix = `+${getCountryCallingCode(country)}`;
  const compact = text.replace(/[\s().-]/g, '');
  return compact.startsWith(prefix)
    ? parsePhoneNumberFromString(compact.slice(prefix.length), country)
    : parsePhoneNumberFromString(text, country);
}

/**
 * The number typed for `country`, in E.164, or null when it is not a valid number of that
 * country. A number typed with a '+' must carry that country's calling code: '+44…' with France
 * chosen is refused rather than silently filed under the wrong country.
 */
export function normalizePhone(text: string, country: string): string | null {
  if (!isPhoneCountry(country)) return null;
  const number = parseFor(text, country);
  if (!number?.isValid()) return null;
  if (number.countryCallingCode !== getCountryCallingCode(country)) return null;
  return number.number;
}

/** A stored number in international form: '+33612345678' → '+33 6 12 34 56 78'. */
export function formatPhoneInternational(phone: string, country?: string | null): string {
  const number =
    country && isPhoneCountry(country)
      ? parseFor(phone, country)
      : parsePhoneNumberFromString(phone);
  return number ? number.formatInternational() : phone;
}
