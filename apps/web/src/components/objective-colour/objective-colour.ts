import type { ColourState } from '@barnboard/domain';
import type { CSSProperties } from 'react';

type Zone = 'red' | 'yellow' | 'green' | 'blue';

// Mantine's "light" variant colours: a pale tint with dark text in the light theme, a deep tint
// with pale text in the dark theme, so every state stays readable in both.
const tint = (zone: Zone) => `var(--mantine-color-${zone}-light)`;
const ink = (zone: Zone) => `var(--mantine-color-${zone}-light-color)`;

/**
 * The background and text colours of a colour state (spec §4). 'A-B' is drawn as zone A's tint
 * fading into zone B's towards the end, so the value still reads as zone A; black-black is no
 * colour at all.
 */
export function objectiveColourStyle(state: ColourState): CSSProperties {
  if (state === 'black-black') return { backgroundColor: 'transparent' };
  const [zone, toward] = state.split('-') as [Zone, Zone];
  const style: CSSProperties = { backgroundColor: tint(zone), color: ink(zone) };
  if (toward === zone) return style;
  return {
    ...style,
    backgroundImage: `linear-gradient(90deg, ${tint(zone)} 45%, ${tint(toward)})`,
  };
}

/** The props of a coloured cell: its style, and its state for tests and journeys to read. */
export function objectiveColourProps(state: ColourState): {
  style: CSSProperties;
  'data-colour-state': ColourState;
} {
  return { style: objectiveColourStyle(state), 'data-colour-state': state };
}
