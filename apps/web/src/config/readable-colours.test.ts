import { DEFAULT_THEME, darken, getPrimaryShade, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST, readableColours, readableOn } from './readable-colours';
import { theme } from './theme';

const appTheme = mergeMantineTheme(DEFAULT_THEME, theme);
const { light, dark } = readableColours(appTheme);
const { gray, dark: darks } = appTheme.colors;
const colourNames = Object.keys(appTheme.colors);

/** A variable's value, or the theme shade Mantine gives it when the resolver keeps the default. */
const value = (variables: Record<string, string>, name: string, fallback: string) =>
  variables[name] ?? fallback;

describe('readableOn', () => {
  it('keeps a colour that already reads', () => {
    expect(readableOn('#2f7d4f', ['#ffffff'], '#000000')).toBe('#2f7d4f');
  });

  it('darkens Mantine’s dimmed grey (3.3:1 on white) just past 4.5:1', () => {
    const dimmed = readableOn('#868e96', ['#ffffff'], '#000000');
    expect(contrastRatio('#868e96', '#ffffff')).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(contrastRatio(dimmed, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(dimmed, '#ffffff')).toBeLessThan(5.5);
  });
});

describe('the theme’s text colours', () => {
  it('dimmed text reads on the page, striped rows and hovered rows, in both schemes', () => {
    for (const surface of ['#ffffff', gray[0], gray[1]])
      expect(contrastRatio(light['--mantine-color-dimmed']!, surface)).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    for (const surface of [darks[7], darks[6]])
      expect(contrastRatio(dark['--mantine-color-dimmed']!, surface)).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
  });

  it.each(colourNames)('%s: text, light variant and filled variant read', (name) => {
    const colours = appTheme.colors[name]!;
    const ratio = (text: string, surface: string) => contrastRatio(text, surface);
    // Light scheme: text on white, the light variant's text on its tint, white on filled.
    expect(ratio(light[`--mantine-color-${name}-text`]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(light[`--mantine-color-${name}-light-color`]!, colours[1])).toBeGreaterThanOrEqual(
      4.5,
    );
    const lightFilled = value(
      light,
      `--mantine-color-${name}-filled`,
      colours[getPrimaryShade(appTheme, 'light')],
    );
    expect(ratio('#ffffff', lightFilled)).toBeGreaterThanOrEqual(4.5);
    // Dark scheme: text on the body, the light variant's text on its dark tint, white on filled.
    expect(ratio(dark[`--mantine-color-${name}-text`]!, darks[7])).toBeGreaterThanOrEqual(4.5);
    expect(
      ratio(dark[`--mantine-color-${name}-light-color`]!, darken(colours[9], 0.5)),
    ).toBeGreaterThanOrEqual(4.5);
    const darkFilled = value(
      dark,
      `--mantine-color-${name}-filled`,
      colours[getPrimaryShade(appTheme, 'dark')],
    );
    expect(ratio('#ffffff', darkFilled)).toBeGreaterThanOrEqual(4.5);
  });

  it('error text is the readable red', () => {
    expect(light['--mantine-color-error']).toBe('var(--mantine-color-red-text)');
    expect(dark['--mantine-color-error']).toBe('var(--mantine-color-red-text)');
  });
});
