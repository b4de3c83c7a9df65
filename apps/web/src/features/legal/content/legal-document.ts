import type { Locale } from '@barnboard/domain';

/**
 * Long-form legal text lives in content modules, one per language; the page's chrome comes from
 * the catalogue of the document's language, so a page reads in one language throughout.
 */
export type LegalSection = { id: string; heading: string; paragraphs: string[]; items?: string[] };

export type LegalDocument = {
  lang: Locale;
  title: string;
  /** ISO date of the last revision. */
  updated: string;
  intro: string[];
  sections: LegalSection[];
};
