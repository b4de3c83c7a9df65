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
    if (!hash) return;
    const target = root.current?.querySelector(
      `[id="${CSS.escape(decodeURIComponent(hash.slice(1)))}"]`,
    );
    target?.scrollIntoView({ block: 'start' });
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
