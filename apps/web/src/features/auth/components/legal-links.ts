import { paths } from '../../../config/paths';

/** French readers get the French legal pages (/termes, /politique). */
export function legalLinks(language: string | undefined) {
  const french = language?.startsWith('fr') ?? false;
  return {
    terms: (french ? paths.termes : paths.terms).href(),
    policy: (french ? paths.politique : paths.policy).href(),
  };
}
