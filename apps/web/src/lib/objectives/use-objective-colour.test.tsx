import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSessionState, setSessionState } from '../session/session-store';
import { startTestSession } from '../../testing/session-fixture';
import { useObjectiveColour, useObjectivesSource } from './use-objective-colour';

/** far_rate objectives that tell the two sources apart: 0.7 is red on one, blue on the other. */
const strictSite = {
  far_rate: { type: 'higher', thresholds: [0.8, 0.86, 0.88, 0.9, null], fade: 0 },
};
const lenientUser = {
  far_rate: { type: 'higher', thresholds: [0.5, 0.55, 0.6, 0.65, null], fade: 0 },
};

afterEach(resetSessionState);

function colourOf(metric: string, value: number | null) {
  const { result } = renderHook(() => useObjectiveColour());
  return result.current(metric, value);
}

describe('useObjectiveColour', () => {
  it("uses the site's objectives when the goals toggle is on (the default)", () => {
    startTestSession({
      sitePrefs: { objectives: strictSite },
      userPrefs: { objectives: lenientUser },
    });
    expect(colourOf('far_rate', 0.7)).toBe('red-red');
    const { result } = renderHook(() => useObjectivesSource());
    expect(result.current).toBe('sites');
  });

  it("uses the user's own objectives when the goals toggle is off", () => {
    startTestSession({
      sitePrefs: { objectives: strictSite },
      userPrefs: { objectives: lenientUser, typeObjectives: 'off' },
    });
    expect(colourOf('far_rate', 0.7)).toBe('blue-blue');
  });

  it('falls back to the default objective of a metric the chosen source does not set', () => {
    startTestSession({ userPrefs: { typeObjectives: 'off' } });
    // far_rate default: green from 86 %, blue from 90 %.
    expect(colourOf('far_rate', 0.87)).toBe('green-green');
    expect(colourOf('ges_feed_rate', 1)).toBe('green-green');
    expect(colourOf('services', 120)).toBe('black-black');
  });

  it("applies the user's colorsDisplay and gradientOrNo", () => {
    startTestSession({ userPrefs: { colorsDisplay: 'red', gradientOrNo: false } });
    expect(colourOf('far_rate', 0.5)).toBe('red-red');
    expect(colourOf('far_rate', 0.87)).toBe('black-black');
  });

  it('recolours at once when the toggle changes in the session store', () => {
    const { user } = startTestSession({
      sitePrefs: { objectives: strictSite },
      userPrefs: { objectives: lenientUser },
    });
    const { result } = renderHook(() => useObjectiveColour());
    expect(result.current('far_rate', 0.7)).toBe('red-red');
    act(() =>
      setSessionState((state) => ({
        ...state,
        data: {
          ...state.data!,
          user: {
            ...user,
            prefs: JSON.stringify({ objectives: lenientUser, typeObjectives: 'off' }),
          },
        },
      })),
    );
    expect(result.current('far_rate', 0.7)).toBe('blue-blue');
  });
});
