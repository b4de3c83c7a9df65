import { createTheme, type MantineColorsTuple } from '@mantine/core';
import i18n from 'i18next';

// Barn green of the logo (#2f7d4f at shade 7).
const barn: MantineColorsTuple = [
  '#eaf7ef',
  '#d6ecdf',
  '#acd8bf',
  '#7fc39c',
  '#5ab27f',
  '#43a76c',
  '#36a162',
  '#2f7d4f',
  '#236d43',
  '#155e36',
];

/**
 * Text colours are made readable by `readable-colours.ts` (the provider's CSS variables
 * resolver). The component defaults below hold the rest of what every screen must do for
 * accessibility (docs/accessibility.md), so that a new screen has it without asking.
 */
export const theme = createTheme({
  primaryColor: 'barn',
  primaryShade: { light: 7, dark: 6 },
  colors: { barn },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // A link is told from the text around it by its underline, not by its colour alone.
    Anchor: { defaultProps: { underline: 'always' } },
    // Mantine puts a focus placeholder inside the menu (role=presentation), which a menu may not
    // hold; without it, opening a menu focuses its first item, as a menu button should.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // The arrows of a pagination have no text: each gets a name. Read at render, in the
    // language of the moment. (Plain objects rather than `X.extend`, which would pull the
    // components into the first load.)
    Pagination: {
      defaultProps: {
        getControlProps: (control: string) => ({
          'aria-label': i18n.t(`common.pagination.${control}`),
        }),
        getItemProps: (page: number) => ({
          'aria-label': i18n.t('common.pagination.page', { page }),
        }),
      },
    },
  },
});
