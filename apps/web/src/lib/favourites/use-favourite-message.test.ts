import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFavouriteMessage } from './use-favourite-message';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function showing(code: string) {
  const hook = renderHook(() => useFavouriteMessage());
  act(() => hook.result.current[1](code));
  return hook;
}

describe('useFavouriteMessage', () => {
  it.each(['noselect', 'maxreached', 'addSuccess', 'removeSuccess'])(
    'clears %s after 3 seconds',
    (code) => {
      const { result } = showing(code);
      act(() => {
        vi.advanceTimersByTime(2999);
      });
      expect(result.current[0]).toEqual({ code });
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(result.current[0]).toBeNull();
    },
  );

  it('clears any other message after 5 seconds', () => {
    const { result } = showing('name_taken');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(result.current[0]).toEqual({ code: 'name_taken' });
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current[0]).toBeNull();
  });

  it('restarts the delay when a message is shown again', () => {
    const { result } = showing('maxreached');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    act(() => {
      result.current[1]('maxreached');
    });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current[0]).toEqual({ code: 'maxreached' });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current[0]).toBeNull();
  });
});
