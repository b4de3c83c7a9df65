import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { echoPatchUser, sessionPrefs, startTestSession } from '../../testing/session-fixture';
import { resetSessionState } from '../session/session-store';
import { useFavouritePages } from './use-favourite-pages';

const patchUser = vi.hoisted(() => vi.fn());
vi.mock('../session/session-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  patchUser,
}));

afterEach(() => {
  resetSessionState();
  vi.clearAllMocks();
});

function renderPages(favorites: unknown = []) {
  startTestSession({ userPrefs: { favorites, Language: 'fr' } });
  patchUser.mockImplementation(echoPatchUser);
  return renderHook(() => useFavouritePages());
}

describe('useFavouritePages', () => {
  it('adds a page under its stored name and keeps the other preferences', async () => {
    const { result } = renderPages();
    await act(async () => expect(await result.current.addPage('Sows to watch')).toBeNull());
    expect(sessionPrefs()).toEqual({
      favorites: [{ name: 'Sows-to-watch', tiles: [] }],
      Language: 'fr',
    });
    expect(result.current.pages.map((page) => page.name)).toEqual(['Sows-to-watch']);
  });

  it('refuses a taken or empty name without saving', async () => {
    const { result } = renderPages([{ name: 'Sows-to-watch', tiles: [] }]);
    await act(async () => {
      expect(await result.current.addPage('Sows to watch')).toBe('name_taken');
      expect(await result.current.addPage('  ')).toBe('name_required');
      expect(await result.current.renamePage('Sows-to-watch', '')).toBe('name_required');
    });
    expect(patchUser).not.toHaveBeenCalled();
  });

  it('adds tiles up to the limit of 4, then answers maxreached without saving', async () => {
    const { result } = renderPages([{ name: 'Morning', tiles: [] }]);
    const codes: string[] = [];
    await act(async () => {
      for (const tile of [
        'notifications',
        'gestation-live',
        'lactation-live',
        'kpi-herd',
        'feedintakes',
      ] as const) {
        codes.push(await result.current.addTile('Morning', tile));
      }
      codes.push(await result.current.addTile(null, 'kpi-farrowing'));
    });
    expect(codes).toEqual([
      'addSuccess',
      'addSuccess',
      'addSuccess',
      'addSuccess',
      'maxreached',
      'noselect',
    ]);
    expect(patchUser).toHaveBeenCalledTimes(4);
    expect(result.current.pages[0]!.tiles).toHaveLength(4);
  });

  it('shows a drag at once and puts the order back when the save fails', async () => {
    const { result } = renderPages([
      { name: 'A', tiles: [] },
      { name: 'B', tiles: [] },
    ]);
    let refuse: (error: Error) => void = () => undefined;
    patchUser.mockImplementation(
      () => new Promise((_resolve, reject) => (refuse = reject as (error: Error) => void)),
    );
    let saving: Promise<void> = Promise.resolve();
    act(() => {
      saving = result.current.reorderPages(['B', 'A']);
    });
    expect(result.current.pages.map((page) => page.name)).toEqual(['B', 'A']);
    await vi.waitFor(() => expect(patchUser).toHaveBeenCalled());
    await act(async () => {
      refuse(new Error('refused'));
      await expect(saving).rejects.toThrow('refused');
    });
    expect(result.current.pages.map((page) => page.name)).toEqual(['A', 'B']);
  });
});
