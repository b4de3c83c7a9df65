/**
 * Whether a name is an IANA time zone this runtime knows, aliases included (America/Montreal is
 * an alias of America/Toronto, and Intl.supportedValuesOf lists only canonical names).
 */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
