import { randomUUID } from 'node:crypto';
import {
  BIN_VERSION_FIELD,
  LICENCE_TERM_DAYS,
  changedFields,
  expectedVersionSchema,
  recordFields,
  validateBinInput,
  type BinEditInput,
  type BinFieldError,
  type JsonPatchOperation,
} from '@barnboard/domain';
import type { Executor } from '../../db/database.js';
import { HttpError } from '../../plugins/errors.js';
import { recordAudit, type AuditActor } from '../../repositories/audit-repository.js';
import {
  claimDevEui,
  devEuiTaken,
  findBuildingOfSite,
  insertBin,
  isExpiredAt,
  lockBin,
  releaseDevEui,
  softDeleteBin,
  updateBin,
  type BinKey,
  type BinRow,
} from '../../repositories/bins-repository.js';
import { findFeedOfferedOnSite } from '../../repositories/feeds-repository.js';
import { claimLicence } from '../../repositories/licences-repository.js';
import { applyBinPatch, type EditableDocument } from './json-patch.js';
import { checkVersion, nextVersion } from '../../lib/versions.js';

/**
 * Creating, editing, disabling and enabling bins, with the subscription rules of spec §4
 * (docs/feed-api.md, "Subscriptions"):
 * - a licence runs LICENCE_TERM_DAYS from the moment it is used;
 * - creating a bin uses a licence; with none left the bin is created already expired;
 * - enabling a bin whose subscription has expired uses a licence; with none left the bin is
 *   enabled but stays expired, and the answer carries the subscription_expired error;
 * - disabling never moves the end of the subscription, so the disabled days are lost;
 * - a disabled or expired bin cannot be edited (nor charted);
 * - a bin is deleted only once disabled, and is kept with its readings (docs/feed-api.md,
 *   "Moving and deleting a bin").
 * Every change writes its audit event in its transaction (docs/administration.md); edits, moves
 * and deletions carry the version they are based on (409 `edited_elsewhere` when it changed).
 */

const DAY_MS = 86_400_000;

/** A refusal that names each field: answered `{ …error, errors: [{ field, code }] }`. */
export class BinFieldErrors extends HttpError {
  constructor(
    statusCode: number,
    code: string,
    message: string,
    readonly errors: BinFieldError[],
  ) {
    super(
      statusCode,
      code,
      message,
      errors.map((e) => ({ field: e.field ?? 'bin', reason: e.code })),
    );
  }
}

const INVALID_FIELDS_MESSAGE = 'Some fields are invalid: see the message of each field';

export type BinOutcome = {
  binId: string;
  changed: boolean;
  code:
    | 'created'
    | 'updated'
    | 'moved'
    | 'same_information'
    | 'disabled'
    | 'already_disabled'
    | 'enabled'
    | 'already_enabled';
  licenceId: string | null;
  /** The bin was left with an expired subscription because no licence was available. */
  expiredWithoutLicence: boolean;
};

type SiteKey = { tenantId: string; id: string };

/** Who makes the change and how the current bin is told when the edit is refused as stale. */
export type BinWriter = { actor: AuditActor; current: (tx: Executor) => Promise<unknown> };

/** The fields of the trail, building and content by name so that the history reads alone. */
const AUDIT_FIELDS = [
  'name',
  'mac_address',
  'building',
  'content',
  'type',
  'diameter',
  'vertical_height',
  'bottom_height',
  'roof_height',
  'flat_height',
  'outlet_diameter',
  'offset',
] as const;

type Names = { building: string | null; content: string | null };

function auditFields(bin: BinRow, names: Names) {
  return {
    name: bin.name,
    mac_address: bin.devEui,
    building: names.building,
    content: names.content,
    type: bin.type,
    diameter: bin.diameterM,
    vertical_height: bin.verticalHeightM,
    bottom_height: bin.bottomHeightM,
    roof_height: bin.roofHeightM,
    flat_height: bin.flatHeightM,
    outlet_diameter: bin.outletDiameterM,
    offset: bin.offsetM,
  };
}

async function namesOf(db: Executor, bin: BinRow): Promise<Names> {
  const site = { tenantId: bin.tenantId, id: bin.siteId };
  const building = bin.buildingId ? await findBuildingOfSite(db, site, bin.buildingId) : null;
  const feed = bin.feedId ? await findFeedOfferedOnSite(db, site, bin.feedId) : null;
  return { building: building?.name ?? null, content: feed?.name ?? null };
}

async function audit(
  tx: Executor,
  bin: BinRow,
  actor: AuditActor,
  action: 'create' | 'update' | 'move' | 'disable' | 'enable' | 'delete',
  changes: ReturnType<typeof changedFields>,
  now: Date,
): Promise<void> {
  await recordAudit(
    tx,
    {
      tenantId: bin.tenantId,
      actor,
      action,
      entity: { type: 'bin', id: bin.id, name: bin.name },
      siteId: bin.siteId,
      changes,
    },
    now,
  );
}

/**
 * The version an edit is based on, taken out of its body: required (400 `required` on the field
 * when missing, `invalid` when it is not an ISO date-time).
 */
export function takeVersion(body: Record<string, unknown>): {
  version: string;
  fields: Record<string, unknown>;
} {
  const { [BIN_VERSION_FIELD]: version, ...fields } = body;
  if (version === undefined || version === null || version === '') {
    throw new BinFieldErrors(400, 'invalid_fields', INVALID_FIELDS_MESSAGE, [
      { field: BIN_VERSION_FIELD, code: 'required' },
    ]);
  }
  const parsed = expectedVersionSchema.safeParse(version);
  if (!parsed.success) {
    throw new BinFieldErrors(400, 'invalid_fields', INVALID_FIELDS_MESSAGE, [
      { field: BIN_VERSION_FIELD, code: 'invalid' },
    ]);
  }
  return { version: parsed.data, fields };
}

function validated(raw: unknown): BinEditInput {
  const check = validateBinInput(raw);
  if (!check.ok)
    throw new BinFieldErrors(400, 'invalid_fields', INVALID_FIELDS_MESSAGE, check.errors);
  return check.value;
}

/** The building must be one of the bin's site, the content a feed offered on that site. */
async function checkReferences(db: Executor, site: SiteKey, input: BinEditInput): Promise<Names> {
  // One query after the other: checked inside an edit's transaction too (one connection).
  const building = await findBuildingOfSite(db, site, input.building_id);
  const feed = await findFeedOfferedOnSite(db, site, input.content_id);
  const errors: BinFieldError[] = [];
  if (!building) errors.push({ field: 'building_id', code: 'not_found' });
  if (!feed) errors.push({ field: 'content_id', code: 'not_found' });
  if (errors.length > 0) {
    throw new BinFieldErrors(400, 'invalid_fields', INVALID_FIELDS_MESSAGE, errors);
  }
  return { building: building!.name, content: feed!.name };
}

/** Registers the DevEUI for the bin; 409 when any bin of any tenant already has it. */
async function takeDevEui(db: Executor, devEui: string, key: BinKey): Promise<void> {
  if ((await devEuiTaken(db, devEui, key)) || !(await claimDevEui(db, devEui, key))) {
    throw new BinFieldErrors(
      409,
      'mac_address_taken',
      'This MAC address is already used by a bin',
      [{ field: 'mac_address', code: 'mac_address_taken' }],
    );
  }
}

function columns(input: BinEditInput) {
  return {
    name: input.name,
    devEui: input.mac_address,
    buildingId: input.building_id,
    feedId: input.content_id,
    type: input.type,
    diameterM: input.diameter,
    verticalHeightM: input.vertical_height,
    bottomHeightM: input.bottom_height,
    roofHeightM: input.roof_height,
    flatHeightM: input.flat_height,
    outletDiameterM: input.outlet_diameter,
    offsetM: input.offset,
  };
}

/** The editable fields of a stored bin, as the API names them (what PATCH applies to). */
export function editableDocument(bin: BinRow): EditableDocument {
  return {
    name: bin.name,
    mac_address: bin.devEui,
    building_id: bin.buildingId,
    content_id: bin.feedId,
    type: bin.type,
    diameter: bin.diameterM,
    vertical_height: bin.verticalHeightM,
    bottom_height: bin.bottomHeightM,
    roof_height: bin.roofHeightM,
    flat_height: bin.flatHeightM,
    outlet_diameter: bin.outletDiameterM,
    offset: bin.offsetM,
  };
}

/** Lengths are stored in single precision: equal when they round to the same stored value. */
function sameAsStored(bin: BinRow, input: BinEditInput): boolean {
  const stored = columns(input);
  return (Object.keys(stored) as (keyof typeof stored)[]).every((key) => {
    const next = stored[key];
    const current = bin[key];
    return typeof next === 'number' && typeof current === 'number'
      ? Math.fround(next) === Math.fround(current)
      : next === current;
  });
}

/** Creates a bin on a site (with its sensor), using a licence when one is available. */
export async function createBin(
  db: Executor,
  site: SiteKey,
  raw: unknown,
  now: Date,
  actor: AuditActor,
): Promise<BinOutcome> {
  const input = validated(raw);
  const names = await checkReferences(db, site, input);
  return db.transaction(async (tx) => {
    const key = { tenantId: site.tenantId, id: randomUUID() };
    // The sensor first: a concurrent create with the same DevEUI waits on it, then gets 409.
    await takeDevEui(tx, input.mac_address, key);
    const row = {
      ...key,
      siteId: site.id,
      ...columns(input),
      expiresAt: now,
      createdAt: now,
      updatedAt: now,
    };
    await insertBin(tx, row);
    const stored = (await lockBin(tx, key))!;
    await audit(
      tx,
      stored,
      actor,
      'create',
      recordFields(auditFields(stored, names), AUDIT_FIELDS, 'created'),
      now,
    );
    const licenceId = await claimLicence(tx, site.tenantId, key.id, now);
    if (licenceId) {
      await updateBin(tx, key, { expiresAt: new Date(now.getTime() + LICENCE_TERM_DAYS * DAY_MS) });
    }
    return {
      binId: key.id,
      changed: true,
      code: 'created',
      licenceId,
      expiredWithoutLicence: licenceId === null,
    };
  });
}

/** Locks a bin that may be edited: 409 when it is disabled or its subscription has expired. */
async function lockEditable(db: Executor, key: BinKey, now: Date): Promise<BinRow> {
  const bin = await lockBin(db, key);
  if (!bin) throw new HttpError(404, 'bin_not_found', 'This bin does not exist');
  assertEditable(bin, now);
  return bin;
}

/** Disabled or expired bins cannot be edited or charted (spec §4). */
export function assertEditable(bin: Pick<BinRow, 'disabledAt' | 'expiresAt'>, now: Date): void {
  if (bin.disabledAt !== null) {
    throw new HttpError(409, 'bin_disabled', 'This bin is disabled: enable it first');
  }
  if (isExpiredAt(bin, now)) {
    throw new HttpError(
      409,
      'subscription_expired',
      'Subscription expired, contact the representative',
    );
  }
}

export type BinChange =
  | { kind: 'replace'; body: unknown }
  | { kind: 'merge'; body: Record<string, unknown> }
  | { kind: 'json-patch'; operations: JsonPatchOperation[] };

/**
 * PUT (replace every editable field), PATCH with a JSON object (the fields given) or with a
 * JSON Patch. The result is validated as a whole; unchanged data answers same_information.
 */
export async function changeBin(
  db: Executor,
  key: BinKey & { siteId: string },
  change: BinChange,
  now: Date,
  writer: BinWriter,
): Promise<BinOutcome> {
  // A JSON Patch says what it is based on with its test operations; the other edits name the
  // version they were read at.
  const versioned = change.kind === 'json-patch' ? null : takeVersion(change.body as never);
  return db.transaction(async (tx) => {
    const found = await lockBin(tx, key);
    if (!found) throw new HttpError(404, 'bin_not_found', 'This bin does not exist');
    if (versioned) await checkVersion(found.updatedAt, versioned.version, () => writer.current(tx));
    const bin = await lockEditable(tx, key, now);
    let raw: unknown = change.kind === 'replace' ? versioned!.fields : undefined;
    if (change.kind === 'merge') raw = { ...editableDocument(bin), ...versioned!.fields };
    if (change.kind === 'json-patch') {
      const patched = applyBinPatch(editableDocument(bin), change.operations);
      if (!patched.ok) {
        const message =
          patched.code === 'invalid_patch'
            ? 'The patch names a field that cannot be edited'
            : 'A test operation of the patch failed: the bin has changed';
        throw new BinFieldErrors(patched.status, patched.code, message, patched.errors);
      }
      raw = patched.document;
    }
    const input = validated(raw);
    if (sameAsStored(bin, input)) {
      return outcome(bin.id, false, 'same_information');
    }
    const names = await checkReferences(tx, { tenantId: key.tenantId, id: key.siteId }, input);
    if (input.mac_address !== bin.devEui) {
      await takeDevEui(tx, input.mac_address, key);
      await releaseDevEui(tx, bin.devEui, key);
    }
    const before = auditFields(bin, await namesOf(tx, bin));
    await updateBin(tx, key, { ...columns(input), updatedAt: nextVersion(bin.updatedAt, now) });
    const after = auditFields((await lockBin(tx, key))!, names);
    await audit(tx, bin, writer.actor, 'update', changedFields(before, after, AUDIT_FIELDS), now);
    return outcome(bin.id, true, 'updated');
  });
}

/**
 * Moves a bin to another building of its site. A bin of any state may be moved: where it stands
 * is not its data (a disabled bin's sensor may be fitted elsewhere); its readings follow it.
 */
export async function moveBin(
  db: Executor,
  key: BinKey & { siteId: string },
  move: { buildingId: string; version: string },
  now: Date,
  writer: BinWriter,
): Promise<BinOutcome> {
  return db.transaction(async (tx) => {
    const bin = await lockBin(tx, key);
    if (!bin) throw new HttpError(404, 'bin_not_found', 'This bin does not exist');
    await checkVersion(bin.updatedAt, move.version, () => writer.current(tx));
    const target = await findBuildingOfSite(
      tx,
      { tenantId: key.tenantId, id: key.siteId },
      move.buildingId,
    );
    if (!target) {
      throw new BinFieldErrors(400, 'invalid_fields', "The building is not one of the bin's site", [
        { field: 'building_id', code: 'not_found' },
      ]);
    }
    if (target.id === bin.buildingId) return outcome(bin.id, false, 'same_information');
    const from = (await namesOf(tx, bin)).building;
    await updateBin(tx, key, { buildingId: target.id, updatedAt: nextVersion(bin.updatedAt, now) });
    await audit(tx, bin, writer.actor, 'move', [{ field: 'building', from, to: target.name }], now);
    return outcome(bin.id, true, 'moved');
  });
}

/**
 * Deletes a disabled bin (spec §4 rules of the sites manager): it leaves every list, its sensor is
 * released for a new bin, and it is kept with its readings for the tenant's history.
 */
export async function deleteBin(
  db: Executor,
  key: BinKey,
  version: string,
  now: Date,
  writer: BinWriter,
): Promise<BinRow> {
  return db.transaction(async (tx) => {
    const bin = await lockBin(tx, key);
    if (!bin) throw new HttpError(404, 'bin_not_found', 'This bin does not exist');
    await checkVersion(bin.updatedAt, version, () => writer.current(tx));
    if (bin.disabledAt === null) {
      throw new HttpError(
        409,
        'bin_not_disabled',
        `Disable the bin ${bin.name} before deleting it`,
      );
    }
    const names = await namesOf(tx, bin);
    await softDeleteBin(tx, bin, now);
    await audit(
      tx,
      bin,
      writer.actor,
      'delete',
      recordFields(auditFields(bin, names), AUDIT_FIELDS, 'deleted'),
      now,
    );
    return bin;
  });
}

function outcome(binId: string, changed: boolean, code: BinOutcome['code']): BinOutcome {
  return { binId, changed, code, licenceId: null, expiredWithoutLicence: false };
}

/** Disables a bin. Its subscription keeps running: the disabled days are lost. */
export async function disableBin(
  db: Executor,
  key: BinKey,
  now: Date,
  actor: AuditActor,
): Promise<BinOutcome> {
  return db.transaction(async (tx) => {
    const bin = await lockBin(tx, key);
    if (!bin) throw new HttpError(404, 'bin_not_found', 'This bin does not exist');
    if (bin.disabledAt !== null) return outcome(bin.id, false, 'already_disabled');
    await updateBin(tx, key, { disabledAt: now, updatedAt: nextVersion(bin.updatedAt, now) });
    await audit(
      tx,
      bin,
      actor,
      'disable',
      [{ field: 'disabled_at', from: null, to: now.toISOString() }],
      now,
    );
    return outcome(bin.id, true, 'disabled');
  });
}

/**
 * Enables a bin. When its subscription has expired (disabled or not) it uses one licence, and the
 * subscription runs LICENCE_TERM_DAYS from now; with none left the bin is enabled but stays
 * expired (expiredWithoutLicence). A running subscription is left as it is.
 */
export async function enableBin(
  db: Executor,
  key: BinKey,
  now: Date,
  actor: AuditActor,
): Promise<BinOutcome> {
  return db.transaction(async (tx) => {
    const bin = await lockBin(tx, key);
    if (!bin) throw new HttpError(404, 'bin_not_found', 'This bin does not exist');
    const wasDisabled = bin.disabledAt !== null;
    const expired = isExpiredAt(bin, now);
    if (!wasDisabled && !expired) return outcome(bin.id, false, 'already_enabled');
    const licenceId = expired ? await claimLicence(tx, key.tenantId, key.id, now) : null;
    if (wasDisabled || licenceId) {
      const expiresAt = licenceId
        ? new Date(now.getTime() + LICENCE_TERM_DAYS * DAY_MS)
        : bin.expiresAt;
      await updateBin(tx, key, {
        disabledAt: null,
        ...(licenceId ? { expiresAt } : {}),
        updatedAt: nextVersion(bin.updatedAt, now),
      });
      await audit(
        tx,
        bin,
        actor,
        'enable',
        changedFields(
          {
            disabled_at: bin.disabledAt,
            expires_at: bin.expiresAt,
            licence: null as string | null,
          },
          { disabled_at: null, expires_at: expiresAt, licence: licenceId },
          ['disabled_at', 'expires_at', 'licence'],
        ),
        now,
      );
    }
    return {
      binId: bin.id,
      changed: wasDisabled || licenceId !== null,
      code: wasDisabled || licenceId !== null ? 'enabled' : 'already_enabled',
      licenceId,
      expiredWithoutLicence: expired && licenceId === null,
    };
  });
}
