import { legalPaths } from '../../../config/paths';
import { policyEn } from '../content/policy-en';
import { policyEs } from '../content/policy-es';
import { policyFr } from '../content/policy-fr';
import { termsEn } from '../content/terms-en';
import { termsEs } from '../content/terms-es';
import { termsFr } from '../content/terms-fr';
import { LegalPage } from './legal-page';

export function TermsPage() {
  return <LegalPage document={termsEn} versions={legalPaths.terms} />;
}

export function TermesPage() {
  return <LegalPage document={termsFr} versions={legalPaths.terms} />;
}

export function TerminosPage() {
  return <LegalPage document={termsEs} versions={legalPaths.terms} />;
}

export function PolicyPage() {
  return <LegalPage document={policyEn} versions={legalPaths.policy} />;
}

export function PolitiquePage() {
  return <LegalPage document={policyFr} versions={legalPaths.policy} />;
}

export function PoliticaPage() {
  return <LegalPage document={policyEs} versions={legalPaths.policy} />;
}
