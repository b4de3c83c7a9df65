import type { Token, Tokens } from 'marked';

/**
 * The words a reader sees in Markdown tokens, without the markup: what search looks through and
 * what a heading's anchor is made of. Images are left out (their text is a caption, not content).
 */
export function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => plainTextOf(token))
    .filter((text) => text !== '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function plainTextOf(token: Token): string {
  switch (token.type) {
    case 'image':
    case 'space':
    case 'hr':
    case 'html':
      return '';
    case 'list':
      return plainText((token as Tokens.List).items);
    case 'table': {
      const table = token as Tokens.Table;
      const cells = [table.header, ...table.rows].flat();
      return cells.map((cell) => plainText(cell.tokens)).join(' ');
    }
    default: {
      const inner = token as Tokens.Generic;
      if (inner.tokens) return plainText(inner.tokens);
      return typeof inner.text === 'string' ? decodeEntities(inner.text) : '';
    }
  }
}

/** marked escapes a few characters in text tokens; search and anchors need them as typed. */
function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
