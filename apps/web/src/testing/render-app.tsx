import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../config/theme';
import '../i18n';

/** jsdom lacks matchMedia, which Mantine reads for the colour scheme and media queries. */
export function polyfillMatchMedia(): void {
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Renders one page at a path inside Mantine and a memory router. */
export function renderRoute(path: string, element: ReactElement, state?: unknown) {
  polyfillMatchMedia();
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0], element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    {
      initialEntries: [
        {
          pathname: path.split('?')[0],
          search: path.includes('?') ? `?${path.split('?')[1]}` : '',
          state,
        },
      ],
    },
  );
  // Mantine's test environment (as renderComponent): no transitions, no portals. A tooltip or a
  // menu then opens in the same act() as the event that opens it, instead of on a later
  // animation frame that a loaded machine could delay past a query's timeout (the report grid's
  // hint test once found no tooltip in CI).
  return render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}
