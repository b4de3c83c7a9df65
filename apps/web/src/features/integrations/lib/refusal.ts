import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api/api-error';

/** The codes the area's routes answer that the catalogue words for the user. */
const KNOWN = [
  'fields_required',
  'edited_elsewhere',
  'already_installed',
  'integration_not_found',
  'installation_not_found',
  'installation_revoked',
  'building_not_on_site',
  'no_installation',
  'forbidden',
] as const;

/** A refusal in the user's language: its code's words, else the generic message. */
export function refusalText(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? error.body?.code : undefined;
  const known = KNOWN.find((candidate) => candidate === code);
  if (known) return t(`integrations.errors.${known}`);
  if (error instanceof ApiError && error.status === 400) return t('integrations.errors.invalid');
  return t('errors.generic');
}

/** Does a write the confirm modal asked for: null when done, else the refusal to show there. */
export async function refusedOrDone(t: TFunction, write: () => Promise<unknown>) {
  try {
    await write();
    return null;
  } catch (refused) {
    return refusalText(t, refused);
  }
}
