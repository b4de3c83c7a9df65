import { phoneCountries } from '@barnboard/domain';

export type CountryOption = { value: string; label: string };

/**
 * The countries of the phone field, named in the interface language ("France (+33)"), in the
 * order of their names in that language.
 */
export function countryOptions(language: string): CountryOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return phoneCountries()
    .map(({ code, callingCode }) => ({
      value: code,
      label: `${names.of(code) ?? code} (+${callingCode})`,
    }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
