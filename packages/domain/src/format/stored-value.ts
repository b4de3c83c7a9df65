/**
 * Preferences were written by several generations of clients, so one choice is stored many ways:
 * 'Kg', 'kg', 'KG'; '°C', 'ºC' (an ordinal sign that looks like a degree), '℃'; 'YYYY-MM-DD',
 * 'YMD'. A stored value is compared by its key: compatibility-decomposed (so '℃' is '°C' and 'è'
 * is 'e' plus an accent), lower-cased, keeping only ASCII letters and digits. Anything that is not
 * a string or a number has no key.
 */
function storedKey(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  return (
    String(value)
      // Decomposition would turn the ordinal sign into a letter: 'ºC' would read 'oc'.
      .replaceAll('º', '°')
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
  );
}

/** `choices[key]` lists the keys that mean `key`; the first choice whose list has the key wins. */
export function readStored<K extends string>(
  value: unknown,
  choices: Record<K, readonly string[]>,
): K | undefined {
  const key = storedKey(value);
  if (key === undefined) return undefined;
  return (Object.keys(choices) as K[]).find((choice) => choices[choice].includes(key));
}
