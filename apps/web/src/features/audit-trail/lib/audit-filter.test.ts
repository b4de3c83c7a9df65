import { describe, expect, it } from 'vitest';
import { filterFromParams, paramsFromFilter, queryOfFilter } from './audit-filter';

describe('the audit filter in the address', () => {
  it('reads back what it wrote', () => {
    const filter = {
      tenantId: '6cc6c941-0569-4ec9-a6ad-8860155db4f8',
      entityType: 'bin' as const,
      action: 'delete' as const,
      fromDay: '2026-11-01',
      toDay: '2026-11-30',
      q: 'Silo G1',
      page: 3,
    };
    expect(filterFromParams(paramsFromFilter(filter))).toEqual(filter);
  });

  it('ignores what it does not know: a shared link typed by hand never breaks the page', () => {
    expect(
      filterFromParams(new URLSearchParams('record=cow&action=x&from=2026-13-45&page=-2')),
    ).toEqual({
      tenantId: null,
      entityType: null,
      action: null,
      fromDay: null,
      toDay: null,
      q: '',
      page: 1,
    });
  });
});

describe('queryOfFilter', () => {
  it("asks from the site's first midnight to the midnight after the last day", () => {
    const filter = filterFromParams(
      new URLSearchParams('from=2026-11-01&to=2026-11-02&q=%20lea%20'),
    );
    expect(queryOfFilter(filter, 'America/Montreal', 2, 50)).toEqual({
      page: 2,
      per_page: 50,
      from: '2026-11-01T04:00:00.000Z',
      // Québec leaves summer time on 1 November 2026: the next midnight is five hours from UTC.
      to: '2026-11-03T05:00:00.000Z',
      q: 'lea',
    });
  });
});
