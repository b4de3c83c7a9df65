import { describe, expect, it } from 'vitest';
import { isWebhookUrl } from './api.js';
import { firstPlace, pageOf, searchRows, sortRows } from './lists.js';

describe('integrator area lists', () => {
  const rows = [
    { id: 'a', name: 'Écho', place: 'Zeta' },
    { id: 'b', name: 'alpha', place: null },
    { id: 'c', name: 'Bravo', place: 'Alpha' },
  ];
  const valueOf = (row: (typeof rows)[number], sort: string) =>
    sort === 'site' ? row.place : row.name;

  it('sorts accents and case aside, nothing last in both directions', () => {
    expect(sortRows(rows, valueOf, 'name', 'asc').map((r) => r.id)).toEqual(['b', 'c', 'a']);
    expect(sortRows(rows, valueOf, 'site', 'asc').map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect(sortRows(rows, valueOf, 'site', 'desc').map((r) => r.id)).toEqual(['a', 'c', 'b']);
  });

  it('finds every word, accents aside, and pages with meta', () => {
    expect(searchRows(rows, 'echo', (r) => [r.name]).map((r) => r.id)).toEqual(['a']);
    const page = pageOf(rows, { page: 2, per_page: 2 });
    expect(page.data).toHaveLength(1);
    expect(page.meta).toMatchObject({ page: 2, pages: 2, total: 3, per_page: 2, empty: false });
    expect(pageOf([], { page: 1, per_page: 25 }).meta).toMatchObject({ pages: 1, empty: true });
  });

  it('lists an integration under its alphabetically first place', () => {
    const place = (tenant_name: string, site_name: string) => ({
      tenant_name,
      site_name,
      building_name: null,
    });
    expect(firstPlace([place('Horizon', 'A'), place('Bocage', 'Z')])).toEqual(place('Bocage', 'Z'));
    expect(firstPlace([])).toBeNull();
  });

  it('takes https addresses, and http only on the developer machine', () => {
    expect(isWebhookUrl('https://hooks.example.com/barnboard?x=1')).toBe(true);
    expect(isWebhookUrl('http://localhost:3000/hook')).toBe(true);
    expect(isWebhookUrl('http://hooks.example.com')).toBe(false);
    expect(isWebhookUrl('https://')).toBe(false);
    expect(isWebhookUrl('ftp://x')).toBe(false);
    expect(isWebhookUrl('https://a b.com')).toBe(false);
  });
});
