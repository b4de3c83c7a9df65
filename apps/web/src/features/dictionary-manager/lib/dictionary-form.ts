import {
  densityFromSi,
  densityToSi,
  dictionaryCreateSchema,
  fieldErrorCodes,
  formatNumber,
  type DensityUnit,
  type DictionaryItem,
  type FieldErrorCode,
  normalizeText,
} from '@barnboard/domain';

/**
 * The dictionary item form (spec §5: name, recipe and density required, at least one site on
 * creation), checked with the server's schema; density in the user's unit (kg/m³ or lb/ft³).
 */
export type ItemFormValues = {
  name: string;
  recipe: string;
  /** In the user's density unit, as typed. */
  density: string;
  utility: string;
  sites: string[];
};

export type ItemCheck =
  | { kind: 'invalid'; errors: Record<string, FieldErrorCode> }
  | { kind: 'same' }
  | { kind: 'send'; body: Record<string, unknown> };

export function itemFormValues(item: DictionaryItem | null, unit: DensityUnit): ItemFormValues {
  return {
    name: item?.name ?? '',
    recipe: item?.recipe ?? '',
    density: item ? formatNumber(densityFromSi(item.density, unit)).replace(/\s/g, '') : '',
    utility: item?.utility ?? '',
    sites: item?.sites.map((site) => site.id) ?? [],
  };
}

function densityOf(text: string, unit: DensityUnit): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? densityToSi(value, unit) : trimmed;
}

export function checkItem(
  values: ItemFormValues,
  initial: ItemFormValues,
  item: DictionaryItem | null,
  unit: DensityUnit,
): ItemCheck {
  // A density left as it was shown keeps its stored value (no rounding counts as a change).
  const density =
    item && values.density === initial.density ? item.density : densityOf(values.density, unit);
  const body = {
    name: values.name.trim(),
    recipe: values.recipe.trim(),
    density,
    utility: values.utility.trim() === '' ? null : values.utility.trim(),
    sites: values.sites,
  };
  const parsed = dictionaryCreateSchema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', errors: fieldErrorCodes(parsed.error) };
  if (!item) return { kind: 'send', body };
  const stored = {
    name: item.name,
    recipe: item.recipe,
    density: item.density,
    utility: item.utility,
    sites: item.sites.map((site) => site.id).sort(),
  };
  const next = { ...body, sites: [...body.sites].sort() };
  const changed = Object.fromEntries(
    Object.entries(next).filter(
      ([field, value]) =>
        JSON.stringify(value) !== JSON.stringify(stored[field as keyof typeof stored]),
    ),
  );
  if (Object.keys(changed).length === 0) return { kind: 'same' };
  return { kind: 'send', body: { ...changed, expected_updated_at: item.updated_at } };
}

/** Items whose name, recipe or utility holds the search, accents and case aside. */
export function matchesSearch(item: DictionaryItem, search: string): boolean {
  const needle = normalizeText(search);
  if (needle === '') return true;
  return [item.name, item.recipe, item.utility ?? ''].some((text) =>
    normalizeText(text).includes(needle),
  );
}
