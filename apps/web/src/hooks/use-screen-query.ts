import { useMediaQuery } from '@mantine/hooks';

/** Whether a media query matches; known on the first render, so a layout never flips after it. */
export function useScreenQuery(query: string): boolean {
  return useMediaQuery(query, window.matchMedia(query).matches, {
    getInitialValueInEffect: false,
  });
}

/** Spec §9: a phone ("mobile") screen is up to 500 px wide. */
export function useIsPhone(): boolean {
  return useScreenQuery('(max-width: 500px)');
}
