import { LOCALES, type Locale } from '@barnboard/domain';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '../config/storage-keys';

export const SUPPORTED_LANGUAGES: readonly Locale[] = LOCALES;

/**
 * Each catalogue is its own chunk, fetched when its language is first used: a first load carries
 * one language, not three. main.tsx waits for `i18nReady` before the first render, so no
 * untranslated key ever shows; a later switch keeps the old language until the new one arrives.
 */
const catalogues = resourcesToBackend(
  (language: string) => import(`./locales/${language}.json`) as Promise<unknown>,
);

/**
 * English stands in only for a language the app does not have. Every catalogue holds every key
 * (scripts/check-i18n.mjs), so a supported language needs no fallback, and listing none keeps a
 * French or Spanish first load from fetching the English catalogue too.
 */
const fallbackLng = {
  ...Object.fromEntries(LOCALES.map((locale) => [locale, []])),
  default: ['en'],
};

export const i18nReady = i18n
  .use(LanguageDetector)
  .use(catalogues)
  .use(initReactI18next)
  .init({
    supportedLngs: [...LOCALES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng,
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: storageKeys.language,
      caches: ['localStorage'],
    },
    returnNull: false,
  });

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = currentLanguage(language);
}
i18n.on('languageChanged', syncDocumentLanguage);
void i18nReady.then(() => syncDocumentLanguage(i18n.resolvedLanguage ?? 'en'));

/** The supported language in use ('fr-CA' → 'fr'; anything else → 'en'). */
export function currentLanguage(language: string | undefined = i18n.resolvedLanguage): Locale {
  const base = language?.slice(0, 2).toLowerCase();
  return SUPPORTED_LANGUAGES.find((locale) => locale === base) ?? 'en';
}

export { i18n };
