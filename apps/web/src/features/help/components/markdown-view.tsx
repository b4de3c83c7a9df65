import { Typography } from '@mantine/core';
import { useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { renderMarkdown } from '../lib/render-markdown';
import './help.css';

/**
 * A help page's Markdown. Links to the app's own pages navigate without reloading it, and the
 * section named by the address's #anchor (a search result's link) is scrolled into view.
 */
export function MarkdownView({ markdown }: { markdown: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  const navigate = useNavigate();
  const { hash } = useLocation();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const article = root.current;
    if (!hash || !article) return;
    const target = article.querySelector(`[id="${CSS.escape(decodeURIComponent(hash.slice(1)))}"]`);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    // A screenshot above the section that loads later pushes it down: bring it back in view.
    const keepInView = (event: Event) => {
      const above = event.target instanceof Node && event.target.compareDocumentPosition(target);
      if (typeof above === 'number' && above & Node.DOCUMENT_POSITION_FOLLOWING) {
        target.scrollIntoView({ block: 'start' });
      }
    };
    article.addEventListener('load', keepInView, true);
    return () => article.removeEventListener('load', keepInView, true);
  }, [hash, html]);

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  return (
    <Typography className="bb-help-article">
      {/* Sanitised by DOMPurify in renderMarkdown. */}
      <div
        ref={root}
        onClick={followInternalLink}
        data-testid="help-article"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Typography>
  );
}
