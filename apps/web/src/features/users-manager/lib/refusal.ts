import { managedUserSchema, type ManagedUser } from '@barnboard/domain';
import { ApiError } from '../../../lib/api/api-error';
import { refusalKey } from './messages';

/** A refused write as the users manager shows it: its message, and the person as now (409). */
export type Refusal = { key: string; current: ManagedUser | null };

export function refusalOf(
  error: unknown,
  context: 'invite' | 'membership' = 'membership',
): Refusal | null {
  const key = refusalKey(error, context);
  if (!key) return null;
  const raw = error instanceof ApiError ? (error.raw as { current?: unknown } | null) : null;
  const parsed = managedUserSchema.safeParse(raw?.current);
  return { key, current: parsed.success ? parsed.data : null };
}

/** The first field a 400 names, without its `body.` prefix ("membership.sites", "email"). */
export function refusedField(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const field = error.body?.details?.[0]?.field;
  return field ? field.replace(/^body\./, '') : null;
}
