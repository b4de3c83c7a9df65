import { legalPaths } from '../../../config/paths';
import { currentLanguage } from '../../../i18n';

/** The legal pages in the reader's language: /termes and /politique in French, /terminos and /politica in Spanish. */
export function legalLinks(language: string | undefined) {
  const locale = currentLanguage(language);
  return {
    terms: legalPaths.terms[locale].href(),
    policy: legalPaths.policy[locale].href(),
  };
}
