/**
 * The interface languages. Kept apart from the user schema so the web app's shell can know them
 * without loading zod (issue 12 §4: the first load stays under its budget).
 */
export const LOCALES = ['en', 'fr', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
