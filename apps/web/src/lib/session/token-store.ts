import { storageKeys } from '../../config/storage-keys';

export type Tokens = { accessToken: string; refreshToken: string };

/** Where the session's tokens live; an interface so tests can use memory instead of localStorage. */
export type TokenStore = {
  getAccessToken: () => string | null;
  getRefreshToken: () => string | null;
  /** When the session was set up (ms since epoch); refreshes do not move it (spec §4). */
  getSetupAt: () => number | null;
  startSession: (tokens: Tokens, now: number) => void;
  setTokens: (tokens: Tokens) => void;
  clear: () => void;
};

export function createStorageTokenStore(getStorage: () => Storage): TokenStore {
  return {
    getAccessToken: () => getStorage().getItem(storageKeys.accessToken),
    getRefreshToken: () => getStorage().getItem(storageKeys.refreshToken),
    getSetupAt: () => {
      const raw = getStorage().getItem(storageKeys.sessionSetupAt);
      const value = raw === null ? NaN : Number(raw);
      return Number.isFinite(value) ? value : null;
    },
    startSession: (tokens, now) => {
      getStorage().setItem(storageKeys.sessionSetupAt, String(now));
      getStorage().setItem(storageKeys.accessToken, tokens.accessToken);
      getStorage().setItem(storageKeys.refreshToken, tokens.refreshToken);
    },
    setTokens: (tokens) => {
      getStorage().setItem(storageKeys.accessToken, tokens.accessToken);
      getStorage().setItem(storageKeys.refreshToken, tokens.refreshToken);
    },
    clear: () => {
      getStorage().removeItem(storageKeys.accessToken);
      getStorage().removeItem(storageKeys.refreshToken);
      getStorage().removeItem(storageKeys.sessionSetupAt);
    },
  };
}

export function createMemoryTokenStore(initial?: Tokens): TokenStore {
  let tokens: Tokens | null = initial ?? null;
  let setupAt: number | null = initial ? Date.now() : null;
  return {
    getAccessToken: () => tokens?.accessToken ?? null,
    getRefreshToken: () => tokens?.refreshToken ?? null,
    getSetupAt: () => setupAt,
    startSession: (next, now) => {
      tokens = next;
      setupAt = now;
    },
    setTokens: (next) => {
      tokens = next;
    },
    clear: () => {
      tokens = null;
      setupAt = null;
    },
  };
}

export const tokenStore = createStorageTokenStore(() => window.localStorage);
