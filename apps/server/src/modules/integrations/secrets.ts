import { randomBytes, randomInt } from 'node:crypto';

/**
 * The integration's secrets: the Standard Webhooks signing secret (`whsec_` and 24 random bytes
 * in base64) and the install code an integrator reads out to a site's admin.
 */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** Letters and digits that cannot be mistaken for one another when read out (no 0/O, 1/I). */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function codeGroup(): string {
  return Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** `BB-XXXX-XXXX`: 32^8 codes, so a guess finds one integration in about a trillion. */
export function newInstallCode(): string {
  return `BB-${codeGroup()}-${codeGroup()}`;
}
