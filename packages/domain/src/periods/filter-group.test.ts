import { describe, expect, it } from 'vitest';
import { filterGroupIssues, filterGroupSaveMode, type FilterGroupIssue } from './filter-group.js';

describe('filterGroupIssues', () => {
  it.each<[string, unknown[], FilterGroupIssue[]]>([
    ['Gilts', ['parity:0'], []],
    ['Old sows', [1, 2], []],
    ['', ['x'], ['name_required']],
    ['   ', ['x'], ['name_required']],
    ['v2.1', ['x'], ['name_has_dot']],
    ['.', [], ['name_has_dot', 'no_items']],
    ['Gilts', [], ['no_items']],
    ['', [], ['name_required', 'no_items']],
  ])('%j with %j → %j', (name, items, issues) => {
    expect(filterGroupIssues({ name, items })).toEqual(issues);
  });
});

describe('filterGroupSaveMode', () => {
  it.each<[string, string[], 'new' | 'replace']>([
    ['Gilts', [], 'new'],
    ['Gilts', ['Sows', 'Gilts'], 'replace'],
    [' Gilts ', ['Gilts'], 'replace'],
    ['gilts', ['Gilts'], 'new'],
  ])('%j among %j → %s', (name, existing, mode) => {
    expect(filterGroupSaveMode(name, existing)).toBe(mode);
  });
});
