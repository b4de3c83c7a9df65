import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { renderComponent } from '../../../testing/render-component';
import {
  PoliticaPage,
  PolicyPage,
  PolitiquePage,
  TerminosPage,
  TermesPage,
  TermsPage,
} from './legal-pages';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

/** What each page's chrome says in its own language: the way back and the date line. */
const chrome = {
  en: { back: 'Back to sign-in', updated: /^Last updated: January 15, 2025$/ },
  fr: { back: 'Retour à la connexion', updated: /^Dernière mise à jour : 15 janvier 2025$/ },
  es: {
    back: 'Volver al inicio de sesión',
    updated: /^Última actualización: 15 de enero de 2025$/,
  },
};

describe.each([
  ['/terms', TermsPage, 'en', 'Terms of use'],
  ['/termes', TermesPage, 'fr', "Conditions d'utilisation"],
  ['/terminos', TerminosPage, 'es', 'Condiciones de uso'],
  ['/policy', PolicyPage, 'en', 'Privacy policy'],
  ['/politique', PolitiquePage, 'fr', 'Politique de confidentialité'],
  ['/politica', PoliticaPage, 'es', 'Política de privacidad'],
] as const)('%s', (address, Page, language, title) => {
  // The interface in each other language: the page must not take its chrome from it.
  it.each(['en', 'fr', 'es'].filter((other) => other !== language))(
    'reads in one language when the interface is in %s',
    async (interfaceLanguage) => {
      await i18n.changeLanguage(interfaceLanguage);
      renderComponent(<Page />, address);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeDefined();
      expect(screen.getByRole('link', { name: chrome[language].back })).toBeDefined();
      expect(screen.getByText(chrome[language].updated)).toBeDefined();
      expect(
        screen.getByRole('heading', { level: 1 }).closest('[lang]')?.getAttribute('lang'),
      ).toBe(language);
    },
  );

  it('links to the same page in the two other languages, each named in its own', async () => {
    renderComponent(<Page />, address);
    const versions = await screen.findByTestId('legal-versions');
    const links = [...versions.querySelectorAll('a')].map((link) => [
      link.getAttribute('lang'),
      link.textContent,
      link.getAttribute('href'),
    ]);
    const names = { en: 'English version', fr: 'Version française', es: 'Versión en español' };
    const kind = address === '/terms' || address === '/termes' || address === '/terminos' ? 0 : 1;
    const hrefs = {
      en: ['/terms', '/policy'][kind],
      fr: ['/termes', '/politique'][kind],
      es: ['/terminos', '/politica'][kind],
    };
    expect(links).toEqual(
      (['en', 'fr', 'es'] as const)
        .filter((other) => other !== language)
        .map((other) => [other, names[other], hrefs[other]]),
    );
  });
});

describe('the Spanish texts', () => {
  it('translate every section of the English ones', async () => {
    const [{ termsEn }, { termsEs }, { policyEn }, { policyEs }] = await Promise.all([
      import('../content/terms-en'),
      import('../content/terms-es'),
      import('../content/policy-en'),
      import('../content/policy-es'),
    ]);
    for (const [english, spanish] of [
      [termsEn, termsEs],
      [policyEn, policyEs],
    ] as const) {
      expect(spanish.updated).toBe(english.updated);
      expect(spanish.sections.map((s) => [s.id, s.paragraphs.length, s.items?.length])).toEqual(
        english.sections.map((s) => [s.id, s.paragraphs.length, s.items?.length]),
      );
    }
  });
});
