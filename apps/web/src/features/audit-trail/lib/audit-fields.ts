import { BIN_MEASURE_FIELDS, type AuditEntityType } from '@barnboard/domain';

/**
 * How the history names a field and reads its values (issue 28 §6): the trail keeps the API's
 * field names (`mac_address`) and raw values (`regular_hopper`, site ids, UTC instants); people
 * read the label the edit form gives the field, and its values in words, in their formats.
 */
export type AuditValueKind =
  /** Text and numbers as they are; yes or no. */
  | 'text'
  /** An instant: on the clock, in the user's date format. */
  | 'instant'
  /** A calendar day (YYYY-MM-DD), in the user's date format. */
  | 'date'
  /** Metres, in the user's length unit. */
  | 'length'
  /** Kilograms of feed, in the user's silo weight unit. */
  | 'feedWeight'
  /** A membership's sites: 'all', or site ids named by the answer. */
  | 'sites'
  /** A membership's access type: its areas in words. */
  | 'access'
  /** One of a set, worded by the catalogue's keys under `words`. */
  | { words: string };

export type AuditFieldSpec = {
  /** The catalogue key of the field's label, as its edit form names it. */
  label: string;
  kind?: AuditValueKind;
  /** The catalogue key that says what no value means here ("The whole site"). */
  empty?: string;
};

const SITE_TYPES = { words: 'sitesManager.siteTypes' };
const BUILDING_TYPES = { words: 'sitesManager.buildingTypes' };
const siteField = (field: string): AuditFieldSpec => ({
  label: `sitesManager.sites.fields.${field}`,
});
const binDimension = (field: string): AuditFieldSpec => ({
  label: `silos.form.${field}`,
  kind: 'length',
});

/** Every field the server's trail writes (apps/server: each module's audit calls), by record. */
const FIELDS: Record<AuditEntityType, Record<string, AuditFieldSpec>> = {
  tenant: {
    name: { label: 'sitesManager.tenants.fields.name' },
    ltrack_access: { label: 'sitesManager.tenants.fields.ltrack_access' },
  },
  licence: {
    total_licences: { label: 'auditTrail.fields.totalLicences' },
    available_licences: { label: 'auditTrail.fields.availableLicences' },
  },
  site: {
    ...Object.fromEntries(
      ['name', 'sharing_name', 'address', 'apartment', 'city', 'region', 'country', 'zip'].map(
        (field) => [field, siteField(field)],
      ),
    ),
    timezone: siteField('timezone'),
    type: { ...siteField('type'), kind: SITE_TYPES },
  },
  building: {
    name: { label: 'sitesManager.buildings.fields.name' },
    type: { label: 'sitesManager.buildings.fields.type', kind: BUILDING_TYPES },
  },
  bin: {
    name: { label: 'silos.form.name' },
    mac_address: { label: 'silos.form.macAddress' },
    building: { label: 'silos.form.building' },
    content: { label: 'silos.form.content' },
    type: { label: 'silos.form.type', kind: { words: 'silos.types' } },
    ...Object.fromEntries(BIN_MEASURE_FIELDS.map((field) => [field, binDimension(field)])),
    disabled_at: { label: 'auditTrail.fields.disabledAt', kind: 'instant' },
    expires_at: { label: 'auditTrail.fields.expiresAt', kind: 'instant' },
    licence: { label: 'auditTrail.fields.licence' },
  },
  user: {
    email: { label: 'usersManager.form.email' },
    username: { label: 'usersManager.form.username' },
    first_name: { label: 'usersManager.form.firstName' },
    last_name: { label: 'usersManager.form.lastName' },
    locale: {
      label: 'usersManager.form.accountLanguage',
      kind: { words: 'usersManager.languages' },
    },
    deactivated_at: { label: 'auditTrail.fields.deactivatedAt', kind: 'instant' },
    invitation_sent_at: { label: 'auditTrail.fields.invitationSentAt', kind: 'instant' },
    first_sign_in_change: { label: 'auditTrail.fields.firstSignInChange' },
  },
  membership: {
    role: { label: 'usersManager.form.role', kind: { words: 'usersManager.roles' } },
    sites: { label: 'usersManager.form.sites', kind: 'sites' },
    access_type: { label: 'usersManager.form.access', kind: 'access' },
    expires_at: {
      label: 'auditTrail.fields.expiresAt',
      kind: 'instant',
      empty: 'usersManager.form.neverExpires',
    },
    use_sharing_name: { label: 'usersManager.form.useSharingName' },
    sharing_name: { label: 'usersManager.form.sharingName' },
  },
  feed: {
    name: { label: 'dictionaryManager.fields.name' },
    recipe: { label: 'dictionaryManager.fields.recipe' },
    density: { label: 'auditTrail.fields.densityKgM3' },
    utility: { label: 'dictionaryManager.fields.utility' },
    sites: { label: 'dictionaryManager.fields.sites' },
  },
  delivery_settings: {
    truck_capacity_kg: { label: 'deliveryPlan.settings.capacity', kind: 'feedWeight' },
    truck_compartments: { label: 'deliveryPlan.settings.compartments' },
    lead_days: { label: 'deliveryPlan.settings.leadDays' },
    mill_email: { label: 'deliveryPlan.settings.millEmail' },
  },
  delivery_order: {
    state: { label: 'deliveryPlan.orders.state', kind: { words: 'deliveryPlan.orders.states' } },
    quantity_kg: { label: 'deliveryPlan.form.quantity', kind: 'feedWeight' },
    wished_date: { label: 'deliveryPlan.form.wishedDate', kind: 'date' },
    bins: { label: 'deliveryPlan.form.silos' },
  },
  integration: {
    name: { label: 'integrations.fields.name' },
    url: { label: 'integrations.fields.url' },
  },
  installation: {
    integration: { label: 'integrations.columns.name' },
    building_id: {
      label: 'integrations.install.building',
      empty: 'integrations.install.wholeSite',
    },
    key_prefix: { label: 'auditTrail.fields.keyPrefix' },
    key_rotated_at: { label: 'auditTrail.fields.keyRotatedAt', kind: 'instant' },
    revoked_at: { label: 'auditTrail.fields.revokedAt', kind: 'instant' },
  },
  // A herd record entered, corrected or deleted in the barn (docs/records.md): its fields as
  // the entry form names them, and the reason given.
  herd_event: {
    animal: { label: 'actionLists.columns.animal' },
    type: { label: 'barnEntry.type', kind: { words: 'actionLists.recordTypes' } },
    date: { label: 'barnEntry.fields.date', kind: 'date' },
    birth_date: { label: 'barnEntry.fields.birth_date', kind: 'date' },
    result: { label: 'barnEntry.fields.result', kind: { words: 'barnEntry.options.result' } },
    kind: { label: 'barnEntry.fields.kind', kind: { words: 'animals.events.removalKinds' } },
    ...Object.fromEntries(
      [
        'time',
        'user',
        'location',
        'parity',
        'genetic',
        'rfid',
        'boar',
        'doses',
        'born_alive',
        'stillborn',
        'mummified',
        'count',
        'cause',
        'weight_kg',
      ].map((field) => [field, { label: `barnEntry.fields.${field}` }]),
    ),
    reason: { label: 'barnEntry.reason' },
  },
};

/** A site's action-list windows are recorded as `action_windows.<window>` (action-lists module). */
const ACTION_WINDOW = /^action_windows\.(\w+)$/;

/** How the trail's `field` of a record of `type` reads; undefined for a field it does not know. */
export function auditField(type: AuditEntityType, field: string): AuditFieldSpec | undefined {
  const window = ACTION_WINDOW.exec(field)?.[1];
  if (type === 'site' && window) return { label: `actionLists.windows.${window}` };
  return Object.hasOwn(FIELDS[type], field) ? FIELDS[type][field] : undefined;
}
