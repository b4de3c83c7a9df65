import {
  darken,
  getPrimaryShade,
  luminance,
  toRgba,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineTheme,
} from '@mantine/core';

/**
 * Text colours that every screen can read (WCAG 2 AA: 4.5:1, issue 12 §3), set once for the
 * whole theme instead of screen by screen. Mantine's defaults fall short: its dimmed grey is 3.3:1
 * on white and 4.0:1 on the dark body; a "light" variant's text (objective badges and cells,
 * avatars) is 2.7 to 3.8:1 on its own tint; red text, and white on a red badge, 3.8:1. Each colour
 * here is the theme's own, darkened (light scheme) or lightened (dark scheme) just enough to reach
 * 4.5:1 on every surface it is shown on; a colour that already does is kept as it is.
 */

export const MIN_TEXT_CONTRAST = 4.5;

const BLACK = '#000000';
const WHITE = '#ffffff';

/** WCAG 2 contrast ratio of two opaque colours. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

function mix(colour: string, target: string, share: number): string {
  const from = toRgba(colour);
  const to = toRgba(target);
  const channel = (a: number, b: number) =>
    Math.round(a + (b - a) * share)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(from.r, to.r)}${channel(from.g, to.g)}${channel(from.b, to.b)}`;
}

/**
 * `colour` moved toward `target` (black for light surfaces, white for dark ones) in steps of 2 %
 * until it reaches MIN_TEXT_CONTRAST on each surface.
 */
export function readableOn(colour: string, surfaces: string[], target: string): string {
  for (let step = 0; step <= 50; step += 1) {
    const candidate = step === 0 ? colour : mix(colour, target, step / 50);
    if (surfaces.every((surface) => contrastRatio(candidate, surface) >= MIN_TEXT_CONTRAST))
      return candidate;
  }
  return target;
}

type Scheme = 'light' | 'dark';
type Variables = Record<string, string>;

const at = (colours: MantineColorsTuple, index: number): string => colours[index]!;

/**
 * What each Mantine colour variable is shown on, as Mantine defines them
 * (get-css-color-variables): `text` on the page; a "light" variant's text on its tint (and the
 * tint under the pointer); a "filled" background under white text.
 */
function colourVariables(
  theme: MantineTheme,
  scheme: Scheme,
  name: string,
  colours: MantineColorsTuple,
  pageSurfaces: string[],
): Variables {
  const primaryShade = getPrimaryShade(theme, scheme);
  const towards = scheme === 'light' ? BLACK : WHITE;
  const light =
    scheme === 'light'
      ? { colour: at(colours, 9), on: [at(colours, 1), at(colours, 2)] }
      : {
          colour: at(colours, 0),
          on: [darken(at(colours, 9), 0.5), darken(at(colours, 9), 0.3)],
        };
  const filled = at(colours, primaryShade);
  const readableFilled = readableOn(filled, [WHITE], BLACK);
  const variables: Variables = {
    [`--mantine-color-${name}-text`]: readableOn(
      at(colours, scheme === 'light' ? primaryShade : 4),
      pageSurfaces,
      towards,
    ),
    [`--mantine-color-${name}-light-color`]: readableOn(light.colour, light.on, towards),
  };
  if (readableFilled !== filled) {
    variables[`--mantine-color-${name}-filled`] = readableFilled;
    variables[`--mantine-color-${name}-filled-hover`] = mix(readableFilled, BLACK, 0.15);
  }
  return variables;
}

function schemeVariables(theme: MantineTheme, scheme: Scheme): Variables {
  const { gray, dark } = theme.colors;
  // Where text is shown: the body and cards, striped and hovered rows, inputs (dark scheme).
  const pageSurfaces =
    scheme === 'light' ? [WHITE, at(gray, 0), at(gray, 1)] : [at(dark, 7), at(dark, 6)];
  const variables: Variables = {
    '--mantine-color-dimmed': readableOn(
      scheme === 'light' ? at(gray, 6) : at(dark, 2),
      pageSurfaces,
      scheme === 'light' ? BLACK : WHITE,
    ),
    // Mantine's error text (red 6 in light, red 8 in dark) is 3.3:1; the readable red is used.
    '--mantine-color-error': 'var(--mantine-color-red-text)',
  };
  for (const [name, colours] of Object.entries(theme.colors))
    Object.assign(variables, colourVariables(theme, scheme, name, colours, pageSurfaces));
  return variables;
}

/** The theme's CSS variables resolver (MantineProvider `cssVariablesResolver`). */
export const readableColours: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: schemeVariables(theme, 'light'),
  dark: schemeVariables(theme, 'dark'),
});
