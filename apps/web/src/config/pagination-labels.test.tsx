import { Pagination } from '@mantine/core';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { renderRoute } from '../testing/render-app';

afterEach(cleanup);
afterAll(() => i18n.changeLanguage('en'));

const names = () =>
  screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));

/**
 * Every Pagination of the app names its arrows and pages in the user's language: the theme's
 * defaults (config/theme.ts) give them, so no screen has to.
 */
describe('the theme’s Pagination', () => {
  it.each([
    ['en', ['First page', 'Previous page', 'Page 1', 'Page 2', 'Page 3', 'Next page', 'Last page']],
    [
      'fr',
      [
        'Première page',
        'Page précédente',
        'Page 1',
        'Page 2',
        'Page 3',
        'Page suivante',
        'Dernière page',
      ],
    ],
    [
      'es',
      [
        'Primera página',
        'Página anterior',
        'Página 1',
        'Página 2',
        'Página 3',
        'Página siguiente',
        'Última página',
      ],
    ],
  ])('names its controls in %s', async (language, expected) => {
    await i18n.changeLanguage(language);
    renderRoute('/', <Pagination total={3} value={2} onChange={() => undefined} withEdges />);
    expect(names()).toEqual(expected);
  });
});
