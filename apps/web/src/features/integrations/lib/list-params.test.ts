import { describe, expect, it } from 'vitest';
import { listFromParams, tabFromParams, withList, withListChange } from './list-params';

describe('list params', () => {
  it('reads each list from its own keys, with defaults for anything unknown', () => {
    const params = new URLSearchParams(
      'tab=installations&ksort=active&kdir=desc&kpage=3&isort=bad&ipage=-2',
    );
    expect(tabFromParams(params, 'integrations')).toBe('installations');
    expect(listFromParams(params, 'installations')).toEqual({
      sort: 'active',
      direction: 'desc',
      page: 3,
      q: '',
    });
    expect(listFromParams(params, 'integrations')).toEqual({
      sort: 'name',
      direction: 'asc',
      page: 1,
      q: '',
    });
    expect(tabFromParams(new URLSearchParams('tab=x'), 'integrations')).toBe('integrations');
  });

  it('writes a state back, leaving defaults and the other list alone', () => {
    const params = new URLSearchParams('tab=integrations&ksort=site');
    const next = withList(params, 'integrations', {
      sort: 'created',
      direction: 'desc',
      page: 2,
      q: 'herd',
    });
    expect(next.toString()).toBe(
      'tab=integrations&ksort=site&isort=created&idir=desc&ipage=2&iq=herd',
    );
    const reset = withList(next, 'integrations', {
      sort: 'name',
      direction: 'asc',
      page: 1,
      q: '',
    });
    expect(reset.toString()).toBe('tab=integrations&ksort=site');
  });

  it('applies a control’s change to the list as the address holds it, keeping the other fields', () => {
    // A direction chosen, then the last page clicked before the screen drew the direction:
    // the pager's change carries only the page, so the direction stays.
    const sorted = withListChange(new URLSearchParams('isort=created'), 'integrations', {
      direction: 'desc',
      page: 1,
    });
    const paged = withListChange(sorted, 'integrations', { page: 2 });
    expect(paged.toString()).toBe('isort=created&idir=desc&ipage=2');
    expect(withListChange(paged, 'installations', { q: 'sow' }).toString()).toBe(
      'isort=created&idir=desc&ipage=2&kq=sow',
    );
  });
});
