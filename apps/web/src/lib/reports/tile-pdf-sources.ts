import type { TileKey } from '@barnboard/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ChartOption } from '../charts/echarts';
import type { PdfSection } from './pdf-section';

/** Builds a tile's PDF section from what it shows at that moment (every page of a paged grid). */
export type TilePdfSource = () => Promise<PdfSection<ChartOption>>;

type Register = (key: TileKey, source: TilePdfSource | null) => void;

/**
 * A page that exports its tiles as one PDF (a favourites page) provides this; each tile in it
 * registers how to build its section once its answer is in (loaded, empty or failed).
 */
export const TilePdfSourcesContext = createContext<Register | null>(null);

/** For the page: the tiles' sources by key, and the register its tiles reach through context. */
export function useTilePdfSources(): {
  register: Register;
  sources: ReadonlyMap<TileKey, TilePdfSource>;
} {
  const [sources, setSources] = useState<ReadonlyMap<TileKey, TilePdfSource>>(new Map());
  const register = useCallback<Register>((key, source) => {
    setSources((current) => {
      if ((current.get(key) ?? null) === source) return current;
      const next = new Map(current);
      if (source) next.set(key, source);
      else next.delete(key);
      return next;
    });
  }, []);
  return { register, sources };
}

/**
 * For a tile: offers its section to the page around it, if any, while `ready`. The page always
 * calls the latest builder, so the section holds what the tile shows when the user exports.
 */
export function useOfferTilePdf(key: TileKey, ready: boolean, build: TilePdfSource): void {
  const register = useContext(TilePdfSourcesContext);
  const latest = useRef(build);
  useEffect(() => {
    latest.current = build;
  });
  const source = useMemo<TilePdfSource>(() => () => latest.current(), []);
  useEffect(() => {
    if (!register) return;
    register(key, ready ? source : null);
    return () => register(key, null);
  }, [register, key, ready, source]);
}
