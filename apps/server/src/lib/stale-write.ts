import { StaleWriteError } from '../plugins/errors.js';

/**
 * Optimistic concurrency for administrative edits (docs/administration.md, "Two people editing
 * one record"): an edit carries the `updated_at` it was based on; when the stored one differs,
 * someone else saved in between and the edit is refused with the current record rather than
 * silently overwriting theirs. Call it inside the write's transaction, after reading the row
 * `for update`, so two edits cannot both pass.
 */
export function assertNotStale(storedUpdatedAt: Date, expectedUpdatedAt: string, current: unknown) {
  if (storedUpdatedAt.getTime() !== new Date(expectedUpdatedAt).getTime()) {
    throw new StaleWriteError(current);
  }
}
