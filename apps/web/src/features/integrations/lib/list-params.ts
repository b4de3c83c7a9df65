import {
  INTEGRATION_SORTS,
  SORT_DIRECTIONS,
  type IntegrationSort,
  type SortDirection,
} from '@barnboard/domain';

/**
 * The integrator area's lists as the address keeps them, so a sorted, searched page can be
 * shared: `tab`, then each list's own `sort`, `dir`, `page` and `q` under its prefix (`i` for
 * integrations, `k` for installations and their keys).
 */
export const TABS = ['integrations', 'installations'] as const;
export type Tab = (typeof TABS)[number];

export type ListState = {
  sort: IntegrationSort;
  direction: SortDirection;
  page: number;
  q: string;
};

/** What one control of a list changes: only its own fields (and the page it sends back to). */
export type ListChange = Partial<ListState>;

export const PREFIXES: Record<Tab, string> = { integrations: 'i', installations: 'k' };

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

export function tabFromParams(params: URLSearchParams, fallback: Tab): Tab {
  return oneOf(params.get('tab'), TABS, fallback);
}

export function listFromParams(params: URLSearchParams, tab: Tab): ListState {
  const p = PREFIXES[tab];
  const page = Number(params.get(`${p}page`));
  return {
    sort: oneOf(params.get(`${p}sort`), INTEGRATION_SORTS, 'name'),
    direction: oneOf(params.get(`${p}dir`), SORT_DIRECTIONS, 'asc'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    q: params.get(`${p}q`) ?? '',
  };
}

/** The address with the list's new state; defaults are left out so links stay short. */
export function withList(params: URLSearchParams, tab: Tab, state: ListState): URLSearchParams {
  const next = new URLSearchParams(params);
  const p = PREFIXES[tab];
  const set = (key: string, value: string, fallback: string) => {
    if (value === fallback) next.delete(`${p}${key}`);
    else next.set(`${p}${key}`, value);
  };
  set('sort', state.sort, 'name');
  set('dir', state.direction, 'asc');
  set('page', String(state.page), '1');
  set('q', state.q, '');
  return next;
}

/**
 * The address with one control's change applied to the list as the address holds it now, not
 * as the control last saw it: a direction chosen and the last page clicked before the screen
 * has drawn the first change both stay (the address updates are transitions, drawn later).
 */
export function withListChange(
  params: URLSearchParams,
  tab: Tab,
  change: ListChange,
): URLSearchParams {
  return withList(params, tab, { ...listFromParams(params, tab), ...change });
}
