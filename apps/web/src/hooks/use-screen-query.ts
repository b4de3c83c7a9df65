import { useMediaQuery } from '@mantine/hooks';

/** Whether a media query matches; known on the first render, so a layout never flips after it. */
export function useScreenQuery(query: string): boolean {
  return useMediaQuery(query, window.matchMedia(query).matches, {
    getInitialValueInEffect: false,
  });
}

/** Spec §9: mobile up to 500 px; modals take the whole screen there. */
export const PHONE_QUERY = '(max-width: 500px)';
