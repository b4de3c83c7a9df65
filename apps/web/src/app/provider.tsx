import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { theme } from '../config/theme';
import { useApplyPreferences } from '../hooks/use-apply-preferences';
import '../i18n';
import { queryClient } from '../lib/query-client';

function PreferencesSync() {
  useApplyPreferences();
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    // Default theme follows the system (spec §4); the user's choice is applied once known.
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <Notifications position="top-right" zIndex={1000} />
      <QueryClientProvider client={queryClient}>
        <PreferencesSync />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
