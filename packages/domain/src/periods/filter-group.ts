/**
 * Saved filter groups of the filter panel (spec §3, §5): a named set of filter items per report,
 * used to compare by group.
 */
export type FilterGroupIssue = 'name_required' | 'name_has_dot' | 'no_items';

/**
 * Why a group cannot be saved, in the order to show them. A dot is refused because the spec says
 * so; presumably names end up in dotted preference paths, where a dot would read as nesting.
 */
export function filterGroupIssues(group: {
  name: string;
  items: readonly unknown[];
}): FilterGroupIssue[] {
  const issues: FilterGroupIssue[] = [];
  const name = group.name.trim();
  if (name === '') issues.push('name_required');
  if (name.includes('.')) issues.push('name_has_dot');
  if (group.items.length === 0) issues.push('no_items');
  return issues;
}

/** Saving under an existing name replaces that group, which the panel asks to confirm first. */
export function filterGroupSaveMode(name: string, existing: readonly string[]): 'new' | 'replace' {
  const trimmed = name.trim();
  return existing.some((other) => other.trim() === trimmed) ? 'replace' : 'new';
}
