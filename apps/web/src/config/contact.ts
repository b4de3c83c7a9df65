/** Where users reach the provider; shown in the technical-problem message (spec §8). */
export const SUPPORT_EMAIL = 'support@barnboard.app';
export const PRIVACY_EMAIL = 'privacy@barnboard.app';
