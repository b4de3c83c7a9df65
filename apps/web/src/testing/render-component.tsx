import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../config/theme';
import '../i18n';
import { polyfillMatchMedia } from './render-app';
import { polyfillResizeObserver } from './resize-observer';

/**
 * Renders a component with what pages have around them: Mantine with the app's theme (its
 * component defaults, such as the pagination's names), a query client and a router at
 * `path` (matched by `pattern`, so pages can read route params). Mantine's test environment
 * turns off transitions, and the hiding of popovers whose anchor jsdom cannot measure.
 */
export function renderComponent(ui: ReactElement, path = '/', pattern = path) {
  polyfillMatchMedia();
  polyfillResizeObserver();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: pattern, element: ui },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}
