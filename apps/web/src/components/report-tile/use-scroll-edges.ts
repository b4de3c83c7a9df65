import { useEffect, useState, type RefObject } from 'react';

export type ScrollEdges = { before: boolean; after: boolean };

/**
 * Whether a sideways-scrolling element hides content before (scrolled) or after (more to see)
 * what it shows, kept up to date as it scrolls or changes size: the grid draws a shadow on those
 * edges, since phones and some desktops show no scrollbar until one scrolls.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      // A pixel of rounding (zoomed screens) is no content.
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft < hidden - 1;
      setEdges((was) => (was.before === before && was.after === after ? was : { before, after }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref]);
  return edges;
}
