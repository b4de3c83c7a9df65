export type NamedUser = {
  email: string;
  first_name?: string | null;
  last_name?: string | null;
};

function emailLocalPart(email: string): string {
  const at = email.indexOf('@');
  return at === -1 ? email : email.slice(0, at);
}

/** First and last name when known, otherwise the part of the e-mail before '@' (spec §3). */
export function displayName(user: NamedUser): string {
  const full = [user.first_name, user.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || emailLocalPart(user.email);
}

/**
 * Initials (spec §3): first letters of first and last name; otherwise from the e-mail local
 * part split on - _ . +, numeric parts ignored.
 */
export function initials(user: NamedUser): string {
  const first = user.first_name?.trim();
  const last = user.last_name?.trim();
  if (first || last) {
    return [first, last]
      .map((part) => part?.charAt(0) ?? '')
      .join('')
      .toUpperCase();
  }
  const parts = emailLocalPart(user.email)
    .split(/[-_.+]/)
    .filter((part) => part && !/^\d+$/.test(part));
  if (parts.length === 0) return '';
  if (parts.length === 1) return parts[0]!.charAt(0).toUpperCase();
  return (parts[0]!.charAt(0) + parts[parts.length - 1]!.charAt(0)).toUpperCase();
}
