import type { TFunction } from 'i18next';
import { SessionExpiredError } from '../api/api-error';
import { refusalOf } from './refusal';

/**
 * Spec §8's manager messages for a refused write of the sites and dictionary managers: the code the server answered, in the user's
 * language, with what it names (the buildings left on a site, the bins of a building…). Codes
 * without a message of their own read as the generic error.
 */
const CODES: Record<string, string> = {
  tenant_name_taken: 'sitesManager.messages.tenant.duplicate',
  site_name_taken: 'sitesManager.messages.site.duplicate',
  building_name_taken: 'sitesManager.messages.building.duplicate',
  mac_address_taken: 'sitesManager.messages.bin.alreadyExists',
  site_has_buildings: 'sitesManager.refusals.siteHasBuildings',
  site_in_memberships: 'sitesManager.refusals.siteInMemberships',
  site_in_dictionary: 'sitesManager.refusals.siteInDictionary',
  site_holds_records: 'sitesManager.refusals.siteHoldsRecords',
  building_has_bins: 'sitesManager.refusals.buildingHasBins',
  building_holds_records: 'sitesManager.refusals.buildingHoldsRecords',
  bin_not_disabled: 'sitesManager.refusals.binNotDisabled',
  edited_elsewhere: 'sitesManager.messages.editedElsewhere',
  forbidden: 'needsPrivileges.title',
  tenant_not_found: 'sitesManager.refusals.gone',
  site_not_found: 'sitesManager.refusals.gone',
  building_not_found: 'sitesManager.refusals.gone',
  bin_not_found: 'sitesManager.refusals.gone',
  dictionary_name_taken: 'dictionaryManager.messages.duplicate',
  dictionary_item_in_use: 'dictionaryManager.refusals.inUse',
  dictionary_site_in_use: 'dictionaryManager.refusals.siteInUse',
  dictionary_forbidden: 'dictionaryManager.refusals.forbidden',
  dictionary_item_not_found: 'sitesManager.refusals.gone',
};

/** The message of a refused write, or null for a failure the generic handler tells. */
export function refusalMessage(t: TFunction, error: unknown): string | null {
  if (error instanceof SessionExpiredError) return null;
  const refusal = refusalOf(error);
  if (!refusal) return null;
  const key = CODES[refusal.code];
  if (!key) return refusal.status >= 500 ? null : t('errors.generic');
  return t(key, { names: refusal.names.join(', '), count: refusal.names.length });
}
