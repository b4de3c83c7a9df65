/** Long-form legal text lives in content modules; the page chrome comes from the catalogues. */
export type LegalSection = { id: string; heading: string; paragraphs: string[]; items?: string[] };

export type LegalDocument = {
  lang: 'en' | 'fr';
  title: string;
  /** ISO date of the last revision. */
  updated: string;
  intro: string[];
  sections: LegalSection[];
};
