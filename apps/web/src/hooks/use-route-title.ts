import { useMatches } from 'react-router';

/** Routes declare `handle: { titleKey }`; the deepest match names the page. */
export type RouteHandle = { titleKey?: string };

function titleKeyOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('titleKey' in handle)) return undefined;
  const { titleKey } = handle as RouteHandle;
  return typeof titleKey === 'string' ? titleKey : undefined;
}

export function useRouteTitleKey(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const key = titleKeyOf(matches[index]?.handle);
    if (key) return key;
  }
  return undefined;
}
