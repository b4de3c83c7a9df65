import { LOCALES, type Locale } from '@barnboard/domain';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '../config/storage-keys';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

export const SUPPORTED_LANGUAGES: readonly Locale[] = LOCALES;

// The catalogues are small; bundling them avoids a flash of untranslated keys on first paint.
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en }, fr: { translation: fr }, es: { translation: es } },
    supportedLngs: [...LOCALES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
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
syncDocumentLanguage(i18n.resolvedLanguage ?? 'en');
i18n.on('languageChanged', syncDocumentLanguage);

/** The supported language in use ('fr-CA' → 'fr'; anything else → 'en'). */
export function currentLanguage(language: string | undefined = i18n.resolvedLanguage): Locale {
  const base = language?.slice(0, 2).toLowerCase();
  return SUPPORTED_LANGUAGES.find((locale) => locale === base) ?? 'en';
}

export { i18n };
