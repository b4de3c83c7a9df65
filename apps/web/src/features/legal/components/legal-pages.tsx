import { paths } from '../../../config/paths';
import { policyEn } from '../content/policy-en';
import { policyFr } from '../content/policy-fr';
import { termsEn } from '../content/terms-en';
import { termsFr } from '../content/terms-fr';
import { LegalPage } from './legal-page';

export function TermsPage() {
  return <LegalPage document={termsEn} otherLanguageHref={paths.termes.href()} />;
}

export function TermesPage() {
  return <LegalPage document={termsFr} otherLanguageHref={paths.terms.href()} />;
}

export function PolicyPage() {
  return <LegalPage document={policyEn} otherLanguageHref={paths.politique.href()} />;
}

export function PolitiquePage() {
  return <LegalPage document={policyFr} otherLanguageHref={paths.policy.href()} />;
}
