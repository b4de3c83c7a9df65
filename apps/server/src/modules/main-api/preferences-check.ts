import { writtenPreferenceIssues } from '@barnboard/domain';
import { httpError } from '../../plugins/errors.js';

/**
 * Refuses preferences the reports could not read (docs/preferences.md) before anything is
 * written: 400 `validation_error` naming each wrong key by its path in the prefs JSON.
 */
export function checkWrittenPreferences(written: string, stored: string | null): void {
  const issues = writtenPreferenceIssues(written, stored);
  if (issues.length === 0) return;
  const summary = issues.map((issue) => `${issue.field}: ${issue.reason}`).join('; ');
  throw httpError(400, 'validation_error', summary, issues);
}
