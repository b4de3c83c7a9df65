import { Lexer } from 'marked';
import { headingIds } from './heading-ids';
import { plainText } from './markdown-text';

/** A stretch of a help page under one heading: what a search result points to. */
export type HelpSection = {
  /** The heading's text; null for the page's opening lines, before any heading. */
  heading: string | null;
  /** The heading's anchor on the page; null for the opening lines. */
  anchor: string | null;
  text: string;
};

/** A page cut at its headings, with the anchors its rendering gives them. */
export function sectionsOf(markdown: string): HelpSection[] {
  const idOf = headingIds();
  const sections: HelpSection[] = [];
  let current: HelpSection = { heading: null, anchor: null, text: '' };
  const append = (text: string) => {
    if (text) current.text = current.text ? `${current.text} ${text}` : text;
  };
  for (const token of Lexer.lex(markdown, { gfm: true })) {
    if (token.type === 'heading') {
      sections.push(current);
      const heading = plainText(token.tokens ?? []);
      current = { heading, anchor: idOf(heading), text: '' };
    } else {
      append(plainText([token]));
    }
  }
  sections.push(current);
  return sections.filter((section) => section.heading !== null || section.text !== '');
}
