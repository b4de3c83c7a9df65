import type { Locale } from '@barnboard/domain';
import { legalPaths } from '../../../config/paths';
import type { LegalDocument } from '../content/legal-document';
import { policyEn } from '../content/policy-en';
import { policyEs } from '../content/policy-es';
import { policyFr } from '../content/policy-fr';
import { termsEn } from '../content/terms-en';
import { termsEs } from '../content/terms-es';
import { termsFr } from '../content/terms-fr';
import { LegalPage } from './legal-page';

export type LegalKind = keyof typeof legalPaths;

const documents: Record<LegalKind, Record<Locale, LegalDocument>> = {
  terms: { en: termsEn, fr: termsFr, es: termsEs },
  policy: { en: policyEn, fr: policyFr, es: policyEs },
};

/** The terms of use or the privacy policy in one language (routes: `legalPaths`). */
export function LegalRoute({ kind, language }: { kind: LegalKind; language: Locale }) {
  return <LegalPage document={documents[kind][language]} versions={legalPaths[kind]} />;
}
