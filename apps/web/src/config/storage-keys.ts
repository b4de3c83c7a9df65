/** localStorage keys, in one place so logout can clear exactly what the session wrote. */
export const storageKeys = {
  accessToken: 'barnboard.token',
  refreshToken: 'barnboard.refreshToken',
  sessionSetupAt: 'barnboard.sessionSetupAt',
  roleHint: 'barnboard.roleHint',
  language: 'i18nextLng',
  colorScheme: 'mantine-color-scheme-value',
} as const;
