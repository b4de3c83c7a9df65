import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'barn',
  primaryShade: { light: 7, dark: 6 },
  colors: { barn },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
});
