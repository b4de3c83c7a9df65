/** An account's names: an e-mail address, a username, or both (username-only barn staff). */
export type NamedUser = {
  email: string | null;
  username?: string | null;
  first_name?: string | null;
  last_name?: string | null;
};

function emailLocalPart(email: string): string {
  const at = email.indexOf('@');
  return at === -1 ? email : email.slice(0, at);
}

/** The part of the e-mail before '@'; the username for an account without e-mail. */
function loginName(user: NamedUser): string {
  return user.email ? emailLocalPart(user.email) : (user.username ?? '');
}

/**
 * First and last name when known, otherwise the part of the e-mail before '@' (spec §3), or the
 * username of an account without e-mail.
 */
export function displayName(user: NamedUser): string {
  const full = [user.first_name, user.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || loginName(user);
}

/**
 * Initials (spec §3): first letters of first and last name; otherwise from the e-mail local
 * part (or the username) split on - _ . +, numeric parts ignored.
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
  const parts = loginName(user)
    .split(/[-_.+]/)
    .filter((part) => part && !/^\d+$/.test(part));
  if (parts.length === 0) return '';
  if (parts.length === 1) return parts[0]!.charAt(0).toUpperCase();
  return (parts[0]!.charAt(0) + parts[parts.length - 1]!.charAt(0)).toUpperCase();
}
