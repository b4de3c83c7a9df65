import type { z } from 'zod';

/**
 * A form field's refusal as the web app translates it: what the admin forms show under a field
 * for each zod issue of the request schemas (the same schemas the server checks).
 */
export type FieldErrorCode = 'required' | 'too_long' | 'too_small' | 'too_large' | 'invalid';

/** The first issue of each top-level field, as a code. */
export function fieldErrorCodes(error: z.ZodError): Record<string, FieldErrorCode> {
  const codes: Record<string, FieldErrorCode> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || field in codes) continue;
    codes[field] = codeOf(issue);
  }
  return codes;
}

function codeOf(issue: z.core.$ZodIssue): FieldErrorCode {
  if (issue.code === 'too_small') {
    if (issue.origin === 'string' || issue.origin === 'array') return 'required';
    return 'too_small';
  }
  if (issue.code === 'too_big') return issue.origin === 'string' ? 'too_long' : 'too_large';
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'required';
  return 'invalid';
}
