/**
 * Limits every value the server accepts from outside obeys (docs/security.md, "Bad input"): text
 * without the NUL character, which PostgreSQL text cannot hold, nor a lone surrogate, which no
 * UTF-8 can carry, numbers that are finite, and JSON
 * nested at most MAX_JSON_DEPTH levels, so that no check or copy of it can overflow the stack.
 */

/** Deeper than any shape the API reads (preferences are the deepest, at about six levels). */
export const MAX_JSON_DEPTH = 32;

export const NUL_REASON = 'must not contain the NUL character (U+0000)';
export const DEPTH_REASON = `is nested deeper than ${MAX_JSON_DEPTH} levels`;
export const PROTO_REASON = 'must not use the key __proto__';
export const NUMBER_REASON = 'is a number too large to read';
export const SURROGATE_REASON =
  'must be valid Unicode text (it holds a lone surrogate, \\ud800 to \\udfff, without its pair)';

/** Where an input value breaks a limit: its path from `root` (body.records[3].animal) and why. */
export type InputIssue = { field: string; reason: string };

export function hasNul(text: string): boolean {
  return text.includes('\u0000');
}

/**
 * Half of a UTF-16 pair without the other half (JSON's "\ud800"): no UTF-8 can carry it, so the
 * database would refuse it in JSON (a 500) or store U+FFFD in its place (a silent change).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text from outside cannot be taken, or null when it can. */
function textIssue(text: string): string | null {
  if (hasNul(text)) return NUL_REASON;
  if (LONE_SURROGATE.test(text)) return SURROGATE_REASON;
  return null;
}

/** A value on the walk, with what is needed to name its path only when it is wrong. */
type Visit = { value: unknown; depth: number; parent: Visit | null; key: string | number | null };

function pathOf(visit: Visit, root: string): string {
  const keys: (string | number)[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) keys.push(at.key);
  return keys.reduceRight<string>(
    (path, key) =>
      typeof key === 'number'
        ? `${path}[${key}]`
        : `${path}.${key.replaceAll('\u0000', '\\u0000')}`,
    root,
  );
}

/** How many values the walk checks between two pauses (see jsonInputIssues). */
export const VALUES_PER_PAUSE = 4096;

/**
 * Walks a parsed JSON value, without recursion, and returns the first value that breaks a limit
 * (null when none does). A generator: it yields every VALUES_PER_PAUSE values, so a server can
 * let other work run during a large body; checkJsonInput runs it to the end at once.
 */
export function* jsonInputIssues(value: unknown, root: string): Generator<void, InputIssue | null> {
  const pending: Visit[] = [{ value, depth: 0, parent: null, key: null }];
  let visited = 0;
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    if (++visited % VALUES_PER_PAUSE === 0) yield;
    const current = visit.value;
    if (typeof current === 'string') {
      const reason = textIssue(current);
      if (reason) return { field: pathOf(visit, root), reason };
      continue;
    }
    // JSON has no infinity: a number past the largest double is read as one.
    if (typeof current === 'number' && !Number.isFinite(current))
      return { field: pathOf(visit, root), reason: NUMBER_REASON };
    if (typeof current !== 'object' || current === null) continue;
    if (visit.depth >= MAX_JSON_DEPTH) return { field: pathOf(visit, root), reason: DEPTH_REASON };
    const depth = visit.depth + 1;
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--)
        pending.push({ value: current[i], depth, parent: visit, key: i });
      continue;
    }
    const keys = Object.keys(current);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const child: Visit = { value: undefined, depth, parent: visit, key };
      // Copied into another object, a __proto__ key would set that object's prototype.
      if (key === '__proto__') return { field: pathOf(visit, root), reason: PROTO_REASON };
      const reason = textIssue(key);
      if (reason) return { field: pathOf(child, root), reason };
      child.value = (current as Record<string, unknown>)[key];
      pending.push(child);
    }
  }
  return null;
}

/** jsonInputIssues at once: for values small enough to check without pausing. */
export function checkJsonInput(value: unknown, root: string): InputIssue | null {
  const walk = jsonInputIssues(value, root);
  for (;;) {
    const step = walk.next();
    if (step.done) return step.value;
  }
}
