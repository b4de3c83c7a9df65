import {
  BIN_EDITABLE_FIELDS,
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

export type FormField = BinEditableField;

/** What the inputs hold: text, lengths in the user's unit. */
export type BinFormValues = Record<FormField, string>;

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
 * The PUT body of the form. A length left as it was shown keeps its stored value, so that
 * rounding to two decimals in feet never counts as a change.
 */
export function formBody(
  values: BinFormValues,
  initial: BinFormValues,
  bin: BinItem,
  unit: LengthUnit,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of BIN_TEXT_FIELDS) body[field] = values[field];
  for (const field of BIN_MEASURE_FIELDS) {
    body[field] = values[field] === initial[field] ? bin[field] : parseLength(values[field], unit);
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

/** The client-side checks: the server's own rules (validateBinInput), then "same information". */
export function checkForm(
  values: BinFormValues,
  initial: BinFormValues,
  bin: BinItem,
  unit: LengthUnit,
): FormCheck {
  const body = formBody(values, initial, bin, unit);
  const check = validateBinInput(body);
  if (!check.ok) return { kind: 'invalid', errors: splitErrors(check.errors) };
  if (isSameAsStored(check.value, bin)) return { kind: 'same' };
  return { kind: 'changed', body };
}

export const BIN_TYPE_CHOICES = BIN_TYPES;
