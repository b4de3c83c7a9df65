import {
  BIN_EDITABLE_FIELDS,
  normalizeDevEui,
  type BinEditableField,
  type BinFieldError,
  type JsonPatchOperation,
} from '@barnboard/domain';

/**
 * A small RFC 6902 applier for the bin PATCH: the operations add, replace, remove and test, on the
 * paths `/<editable field>` only (a whitelist; no nested paths, no `-`, no move or copy). The
 * operations apply in order to a copy of the bin's editable fields, all or nothing.
 */

export type EditableDocument = Partial<Record<BinEditableField, unknown>>;

export type PatchOutcome =
  | { ok: true; document: EditableDocument }
  | { ok: false; status: 400; code: 'invalid_patch'; errors: BinFieldError[] }
  | { ok: false; status: 409; code: 'patch_test_failed'; errors: BinFieldError[] };

/** The field a JSON pointer names, when it is one editable field (RFC 6901 unescaping). */
function fieldOf(path: string): BinEditableField | null {
  if (!path.startsWith('/')) return null;
  const token = path.slice(1).replaceAll('~1', '/').replaceAll('~0', '~');
  return (BIN_EDITABLE_FIELDS as readonly string[]).includes(token)
    ? (token as BinEditableField)
    : null;
}

/**
 * Whether a `test` value equals the field: MAC addresses in any spelling, ids in any case,
 * lengths as stored (single precision).
 */
function sameValue(field: BinEditableField, current: unknown, expected: unknown): boolean {
  if (current === undefined || current === null) return expected === null;
  if (typeof current === 'number' && typeof expected === 'number') {
    return Math.fround(current) === Math.fround(expected);
  }
  if (typeof current === 'string' && typeof expected === 'string') {
    if (field === 'mac_address') return normalizeDevEui(expected) === current;
    if (field === 'building_id' || field === 'content_id') {
      return current.toLowerCase() === expected.toLowerCase();
    }
    return current === expected;
  }
  return false;
}

export function applyBinPatch(
  document: EditableDocument,
  operations: JsonPatchOperation[],
): PatchOutcome {
  const result: EditableDocument = { ...document };
  const badPaths: BinFieldError[] = [];
  for (const operation of operations) {
    const field = fieldOf(operation.path);
    if (field === null) {
      badPaths.push({ field: operation.path, code: 'not_editable' });
      continue;
    }
    if (operation.op !== 'remove' && !('value' in operation)) {
      badPaths.push({ field, code: 'required' });
    }
  }
  if (badPaths.length > 0) {
    return { ok: false, status: 400, code: 'invalid_patch', errors: badPaths };
  }
  for (const operation of operations) {
    const field = fieldOf(operation.path)!;
    switch (operation.op) {
      case 'add':
      case 'replace':
        result[field] = operation.value;
        break;
      case 'remove':
        delete result[field];
        break;
      case 'test':
        if (!sameValue(field, result[field], operation.value)) {
          return {
            ok: false,
            status: 409,
            code: 'patch_test_failed',
            errors: [{ field, code: 'invalid' }],
          };
        }
        break;
    }
  }
  return { ok: true, document: result };
}
