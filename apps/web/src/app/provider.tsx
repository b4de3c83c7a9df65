import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './focus-ring.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { readableColours } from '../config/readable-colours';
import { theme } from '../config/theme';
import '../i18n';

/**
 * The shell's providers: theme and notifications. The data layer (React Query, the API client and
 * its zod contracts) loads with the first route, in RootRoute, to keep the first load small.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    // Default theme follows the system (spec §4); the user's choice is applied once known.
    <MantineProvider theme={theme} cssVariablesResolver={readableColours} defaultColorScheme="auto">
      <Notifications position="top-right" zIndex={1000} />
      {children}
    </MantineProvider>
  );
}
