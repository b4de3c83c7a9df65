/** Business constants of spec §9 and §4, in one place so server and web agree. */

/** A session ends this long after sign-in, whatever the refreshes (spec §4: 28,800,000 ms). */
export const SESSION_MAX_AGE_MS = 8 * 60 * 60 * 1000;
/** Access tokens are short-lived so that a revoked session stops working quickly. */
export const ACCESS_TOKEN_TTL_SECONDS = 5 * 60;
/** A session with no refresh for this long ends (OWASP ASVS 7.3.1 inactivity timeout). */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** A password-recovery link works once, within this time. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

export const DEFAULT_REALM = 'barnboard';
export const WEB_CLIENT_ID = 'barnboard-web';
export const API_AUDIENCE = 'barnboard-api';

/** Paged main-API lists: page counts from 1; at most this many rows a page. */
export const MAX_PER_PAGE = 1000;

/** Layout: the side menu is open by default above this width and toggles at or below it. */
export const MENU_BREAKPOINT_PX = 800;

export const PRODUCT_NAME = 'Barnboard';
/** An invitation link (users manager) works once, within this time; resending makes a new one. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
