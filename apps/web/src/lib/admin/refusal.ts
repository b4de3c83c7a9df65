import { ApiError } from '../api/api-error';

/**
 * A refused admin write, as the forms read it (docs/administration.md): its code, what it names
 * (`details`: the buildings left on a site, the bins holding an item, the sites that have a
 * name…), and for 409 `edited_elsewhere` the record as it is now.
 */
export type Refusal = {
  status: number;
  code: string;
  message: string;
  /** What the refusal names, in the server's words (names are user data, never translated). */
  names: string[];
  /** Body fields the server refused (400), without the `body.` prefix. */
  fields: string[];
  current: unknown;
};

export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError) || !error.body) return null;
  const details = error.body.details ?? [];
  const raw = error.raw as { current?: unknown } | null;
  return {
    status: error.status,
    code: error.body.code ?? '',
    message: error.body.message,
    names: details.filter((d) => !d.field.startsWith('body.')).map((d) => d.reason),
    fields: details
      .filter((d) => d.field.startsWith('body.'))
      .map((d) => d.field.slice('body.'.length).split('.')[0]!),
    current: raw?.current ?? null,
  };
}
