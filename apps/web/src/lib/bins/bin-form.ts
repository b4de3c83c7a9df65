import {
  BIN_EDITABLE_FIELDS,
  BIN_VERSION_FIELD,
  BIN_MEASURE_FIELDS,
  BIN_TEXT_FIELDS,
  BIN_TYPES,
  formatNumber,
  fromSi,
  toSi,
  validateBinInput,
  type BinEditableField,
  type BinEditInput,
  type BinFieldError,
  type BinFieldErrorCode,
  type BinItem,
  type LengthUnit,
} from '@barnboard/domain';

/**
 * The bin form's logic (spec §5), shared by the silos page (edit) and the sites manager (add,
 * edit): the server's own rules (validateBinInput) checked before sending, lengths in the
 * user's unit, "same information" when nothing changed.
 */

export type FormField = BinEditableField;

/** What the inputs hold: text, lengths in the user's unit. */
export type BinFormValues = Record<FormField, string>;

/** A new bin's starting values: in the building chosen, a flat bottom, nothing else filled. */
export function emptyValues(buildingId: string): BinFormValues {
  return {
    name: '',
    mac_address: '',
    building_id: buildingId,
    content_id: '',
    type: 'flat_bottom',
    diameter: '',
    vertical_height: '',
    bottom_height: '0',
    roof_height: '',
    flat_height: '0',
    outlet_diameter: '',
    offset: '',
  };
}

/** The form's starting values: the bin as stored, lengths in `unit` with two decimals at most. */
export function initialValues(bin: BinItem, unit: LengthUnit): BinFormValues {
  const length = (m: number) => formatNumber(fromSi(m, unit));
  return {
    name: bin.name,
    mac_address: bin.mac_address,
    building_id: bin.building.cloud_id,
    content_id: bin.content?.cloud_id ?? '',
    type: bin.type,
    diameter: length(bin.diameter),
    vertical_height: length(bin.vertical_height),
    bottom_height: length(bin.bottom_height),
    roof_height: length(bin.roof_height),
    flat_height: length(bin.flat_height),
    outlet_diameter: length(bin.outlet_diameter),
    offset: length(bin.offset),
  };
}

/** A typed length back in metres; blank is missing, anything else not a number is kept as text. */
function parseLength(text: string, unit: LengthUnit): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed.replace(',', '.').replace(/\s/g, ''));
  return Number.isFinite(value) ? toSi(value, unit) : trimmed;
}

/**
 * The body of the form (a new bin's, or the PUT of a stored one). A length left as it was shown
 * keeps its stored value, so that rounding to two decimals in feet never counts as a change.
 */
export function formBody(
  values: BinFormValues,
  initial: BinFormValues,
  bin: BinItem | null,
  unit: LengthUnit,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of BIN_TEXT_FIELDS) body[field] = values[field];
  for (const field of BIN_MEASURE_FIELDS) {
    body[field] =
      bin && values[field] === initial[field] ? bin[field] : parseLength(values[field], unit);
  }
  return body;
}

/** Spec §5 "unchanged data gives a same-information message". */
export function isSameAsStored(input: BinEditInput, bin: BinItem): boolean {
  return (
    input.name === bin.name &&
    input.mac_address === bin.mac_address &&
    input.building_id === bin.building.cloud_id &&
    input.content_id === (bin.content?.cloud_id ?? '') &&
    input.type === bin.type &&
    BIN_MEASURE_FIELDS.every((field) => input[field] === bin[field])
  );
}

export type FormErrors = {
  /** One code per field (the first one reported). */
  fields: Partial<Record<FormField, BinFieldErrorCode>>;
  /** Errors on the whole bin, or on a field the form does not show. */
  notices: BinFieldErrorCode[];
};

export function splitErrors(errors: readonly BinFieldError[]): FormErrors {
  const result: FormErrors = { fields: {}, notices: [] };
  for (const error of errors) {
    const field = BIN_EDITABLE_FIELDS.find((f) => f === error.field);
    if (field) result.fields[field] ??= error.code;
    else if (!result.notices.includes(error.code)) result.notices.push(error.code);
  }
  return result;
}

export type FormCheck =
  | { kind: 'invalid'; errors: FormErrors }
  | { kind: 'same' }
  | { kind: 'changed'; body: Record<string, unknown> };

/**
 * The client-side checks: the server's own rules (validateBinInput), then, for a stored bin,
 * "same information". An edit's body names the version it is based on (expected_updated_at).
 */
export function checkForm(
  values: BinFormValues,
  initial: BinFormValues,
  bin: BinItem | null,
  unit: LengthUnit,
): FormCheck {
  const body = formBody(values, initial, bin, unit);
  const check = validateBinInput(body);
  if (!check.ok) return { kind: 'invalid', errors: splitErrors(check.errors) };
  if (!bin) return { kind: 'changed', body };
  if (isSameAsStored(check.value, bin)) return { kind: 'same' };
  return { kind: 'changed', body: { ...body, [BIN_VERSION_FIELD]: bin.updated_at } };
}

export const BIN_TYPE_CHOICES = BIN_TYPES;
