import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './focus-ring.css';
import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { readableColours } from '../config/readable-colours';
import { theme } from '../config/theme';
import '../i18n';

// The messages' container loads beside the first page, out of the first bundle: every message
// is announced by code that loads with a page, and the store keeps one shown before it mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/**
 * The shell's providers: theme and notifications. The data layer (React Query, the API client and
 * its zod contracts) loads with the first route, in RootRoute, to keep the first load small.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    // Default theme follows the system (spec §4); the user's choice is applied once known.
    <MantineProvider theme={theme} cssVariablesResolver={readableColours} defaultColorScheme="auto">
      <Suspense fallback={null}>
        <Notifications position="top-right" zIndex={1000} />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
