import { i18n, i18nReady, SUPPORTED_LANGUAGES } from '../i18n';

// The app loads one catalogue on demand; tests read any language at once (getFixedT('fr'),
// t(key, { lng })), so every test file starts with the three catalogues in memory.
await i18nReady;
await i18n.loadLanguages([...SUPPORTED_LANGUAGES]);
