import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '.';

/** The catalogues i18next fetches for a language: `languages` is the language and its fallbacks. */
async function cataloguesFetchedFor(language: string): Promise<readonly string[]> {
  await i18n.changeLanguage(language);
  return i18n.languages;
}

afterAll(() => i18n.changeLanguage('en'));

describe('catalogue loading', () => {
  it('fetches only the user’s catalogue for a supported language', async () => {
    expect(await cataloguesFetchedFor('fr')).toEqual(['fr']);
    expect(await cataloguesFetchedFor('es-MX')).toEqual(['es']);
    expect(await cataloguesFetchedFor('en')).toEqual(['en']);
  });

  it('falls back to English for a language the app does not have', async () => {
    expect(await cataloguesFetchedFor('de')).toEqual(['en']);
  });

  it('serves every supported language from the loaded catalogues', () => {
    expect(i18n.t('errors.title', { lng: 'fr' })).not.toBe(i18n.t('errors.title', { lng: 'en' }));
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(true);
  });
});
