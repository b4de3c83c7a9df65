import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { renderComponent } from '../../../testing/render-component';
import { LegalRoute } from './legal-pages';

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
  ['/terms', 'terms', 'en', 'Terms of use'],
  ['/termes', 'terms', 'fr', "Conditions d'utilisation"],
  ['/terminos', 'terms', 'es', 'Condiciones de uso'],
  ['/policy', 'policy', 'en', 'Privacy policy'],
  ['/politique', 'policy', 'fr', 'Politique de confidentialité'],
  ['/politica', 'policy', 'es', 'Política de privacidad'],
] as const)('%s', (address, kind, language, title) => {
  // The interface in each other language: the page must not take its chrome from it.
  it.each(['en', 'fr', 'es'].filter((other) => other !== language))(
    'reads in one language when the interface is in %s',
    async (interfaceLanguage) => {
      await i18n.changeLanguage(interfaceLanguage);
      renderComponent(<LegalRoute kind={kind} language={language} />, address);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeDefined();
      expect(screen.getByRole('link', { name: chrome[language].back })).toBeDefined();
      expect(screen.getByText(chrome[language].updated)).toBeDefined();
      expect(
        screen.getByRole('heading', { level: 1 }).closest('[lang]')?.getAttribute('lang'),
      ).toBe(language);
    },
  );

  it('links to the same page in the two other languages, each named in its own', async () => {
    renderComponent(<LegalRoute kind={kind} language={language} />, address);
    const versions = await screen.findByTestId('legal-versions');
    const links = [...versions.querySelectorAll('a')].map((link) => [
      link.getAttribute('lang'),
      link.textContent,
      link.getAttribute('href'),
    ]);
    const names = { en: 'English version', fr: 'Version française', es: 'Versión en español' };
    const hrefs = {
      terms: { en: '/terms', fr: '/termes', es: '/terminos' },
      policy: { en: '/policy', fr: '/politique', es: '/politica' },
    }[kind];
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
