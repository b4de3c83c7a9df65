import { sameName } from '@barnboard/domain';
import { httpError } from '../../plugins/errors.js';

/**
 * 409 `code` when a row other than `except` (the one being renamed) already bears `name`,
 * whatever its case and accents ("Ferme du bocage" takes "ferme du Bocage"). The detail names
 * the holder's spelling so the form can show it on the name field.
 */
export function refuseHeldName(
  rows: readonly { id: string; name: string }[],
  name: string,
  except: string | null,
  code: string,
  message: (held: string) => string,
): void {
  const held = rows.find((row) => row.id !== except && sameName(row.name, name));
  if (held) {
    throw httpError(409, code, message(held.name), [{ field: 'name', reason: held.name }]);
  }
}
