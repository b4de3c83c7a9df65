import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { headingIds } from './heading-ids';
import { plainText } from './markdown-text';

/**
 * A help page's Markdown as safe HTML (docs/help-centre.md): marked writes it, DOMPurify keeps
 * only harmless markup, so even a careless edit of a content file cannot run a script. Headings
 * get the anchors search results link to; screenshots load when scrolled to.
 */
export function renderMarkdown(markdown: string): string {
  const idOf = headingIds();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        const id = idOf(plainText(tokens));
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      // A code block scrolls sideways on a phone: it takes the keyboard focus, so it can.
      code({ text }) {
        return `<pre tabindex="0"><code>${escapeAttribute(text)}</code></pre>\n`;
      },
      image({ href, text }) {
        return `<img src="${href}" alt="${escapeAttribute(text)}" loading="lazy">`;
      },
    },
  });
  return DOMPurify.sanitize(marked.parse(markdown, { async: false }));
}

function escapeAttribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}
