import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  describeViolations,
  seriousViolationsInBothThemes,
  waitForSettledPage,
  type Violation,
} from '../support/accessibility.js';
import { apiRequest } from '../support/api.js';
import { goInApp, signIn } from '../support/browser.js';
import { chooseMaternity } from '../support/demo-site.js';
import { setUpJourney } from '../support/journey.js';

/**
 * The help centre (docs/help-centre.md). This journey takes the screenshots the help pages show,
 * into apps/web/public/help/<language>/ (committed), so they follow the screens as they change;
 * then it reads the help pages as a farm manager would: in each language, searched in French, on
 * a phone, with axe.
 */
const journey = setUpJourney();

const LANGUAGES = ['en', 'fr', 'es'] as const;
type Language = (typeof LANGUAGES)[number];
const HELP_ADDRESSES = [
  '/help',
  '/getting-started',
  '/whats-new',
  '/account-settings',
  '/access-setup',
];
const SCREENSHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/public/help',
);
/** The width the screenshots are taken at: readable in a help page, small on disk. */
const SHOT = { width: 1000, height: 640 };

async function signInAs(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await page.getByTestId('app-shell').waitFor();
}

/** The signed-in user's interface language, saved in their preferences as the settings page does. */
async function useLanguage(page: Page, language: Language): Promise<void> {
  const answer = await apiRequest(page, '/api/user');
  const user = answer.body as { prefs: string };
  const prefs = { ...(JSON.parse(user.prefs || '{}') as object), Language: language };
  const saved = await apiRequest(page, '/api/user', {
    method: 'PATCH',
    body: { prefs: JSON.stringify(prefs) },
  });
  expect(saved.status).toBe(200);
  await page.reload();
  await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
  await page.getByTestId('app-shell').waitFor();
}

async function shoot(page: Page, language: Language, name: string): Promise<void> {
  await waitForSettledPage(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, language, `${name}.png`) });
}

it('takes the screenshots the help pages show, in each language', async () => {
  const page = await journey.openPage(SHOT);
  await signInAs(page, 'admin@bocage.demo');
  await chooseMaternity(page);
  for (const language of LANGUAGES) {
    await fs.mkdir(path.join(SCREENSHOTS, language), { recursive: true });
    await useLanguage(page, language);

    await goInApp(page, '/dashboard');
    await page.getByTestId('dashboard-greeting').waitFor();
    await shoot(page, language, 'dashboard');

    await goInApp(page, '/silos');
    await page.getByTestId('silo-card').first().waitFor();
    await shoot(page, language, 'silos');

    await goInApp(page, '/settings');
    await page.getByTestId('settings-date-format').waitFor();
    await shoot(page, language, 'settings');

    // The membership dialog is taller than the other shots: all of it, none cut.
    await page.setViewportSize({ width: SHOT.width, height: 1000 });
    await goInApp(page, '/users-manager');
    await page.getByTestId('users-search').fill('member@bocage.demo');
    const row = page.getByTestId('user-row').filter({ hasText: 'member@bocage.demo' });
    await expect.poll(() => page.getByTestId('user-row').count()).toBe(1);
    await row.getByTestId('user-manage').click();
    await page.getByTestId('membership-edit').first().click();
    await page.getByTestId('membership-form').waitFor();
    await waitForSettledPage(page);
    await page
      .getByRole('dialog')
      .filter({ has: page.getByTestId('membership-form') })
      .screenshot({ path: path.join(SCREENSHOTS, language, 'membership-form.png') });
    await page.setViewportSize(SHOT);
  }
  // Small enough to commit and to load on a farm's connection.
  for (const language of LANGUAGES) {
    for (const file of await fs.readdir(path.join(SCREENSHOTS, language))) {
      const { size } = await fs.stat(path.join(SCREENSHOTS, language, file));
      expect(size, `${language}/${file}`).toBeLessThan(250_000);
    }
  }
});

it('finds a French word whatever its accents, and its result opens the section', async () => {
  const page = await journey.openPage();
  await signInAs(page, 'manager@bocage.demo');
  await useLanguage(page, 'fr');
  await goInApp(page, '/help');
  await page.getByTestId('help-search').fill('preferences affichage');
  const result = page.getByTestId('help-result').first();
  await result.waitFor();
  expect(await result.textContent()).toContain("Paramètres du compte › Préférences d'affichage");
  expect(await result.locator('mark').first().textContent()).toMatch(/^préférences$/i);
  await result.getByRole('link').click();
  await page.waitForURL('**/account-settings#preferences-d-affichage');
  const heading = page.locator('#preferences-d-affichage');
  await expect.poll(() => heading.isVisible()).toBe(true);
  // The page scrolls to the section once the article has laid out (its pictures load after it).
  await expect
    .poll(() => heading.evaluate((node) => node.getBoundingClientRect().top))
    .toBeLessThan(300);
});

describe.each(LANGUAGES)('in %s', (language) => {
  it('shows every help page in that language, its screenshots loaded and its links working', async () => {
    const page = await journey.openPage();
    await signInAs(page, 'admin@bocage.demo');
    await useLanguage(page, language);
    const followed = new Set<string>();
    for (const address of HELP_ADDRESSES) {
      await goInApp(page, address);
      if (address === '/help') {
        await page.getByTestId('help-card-accessSetup').waitFor();
        continue;
      }
      const article = page.getByTestId('help-article');
      await article.locator('h2').first().waitFor();
      expect(await article.evaluate((node) => node.closest('[lang]')?.getAttribute('lang'))).toBe(
        language,
      );
      for (const image of await article.locator('img').all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      }
      // Each link to the app is followed as a reader would, by a click: the app moves to the
      // page without reloading (markdown-view.tsx), then back to the article.
      const hrefs = await article
        .locator('a[href^="/"]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      for (const href of hrefs.filter((href) => !followed.has(href))) {
        followed.add(href);
        await article.locator(`a[href="${href}"]`).first().click();
        await page.waitForURL((url) => url.pathname + url.search + url.hash === href);
        await page.getByTestId('page-title').first().waitFor();
        expect(await page.getByTestId('not-found').count(), href).toBe(0);
        const anchor = new URL(href, 'http://app').hash.slice(1);
        if (anchor) await page.locator(`[id="${anchor}"]`).waitFor();
        await page.goBack();
        await page.waitForURL((url) => url.pathname === address);
        await article.locator('h2').first().waitFor();
      }
    }
    expect(followed.size).toBeGreaterThan(3);
  });
});

it('keeps access setup to those who may open the admin pages', async () => {
  const page = await journey.openPage();
  await signInAs(page, 'member@bocage.demo');
  await goInApp(page, '/help');
  await page.getByTestId('help-card-gettingStarted').waitFor();
  expect(await page.getByTestId('help-card-accessSetup').count()).toBe(0);
  await goInApp(page, '/access-setup');
  await page.getByTestId('needs-privileges').waitFor();
});

it.each([1280, 390])(
  'fits the screen and axe finds nothing serious, in both themes (%i px)',
  async (width) => {
    const violations: Violation[] = [];
    const page = await journey.openPage({ width, height: 844 });
    await signInAs(page, 'admin@bocage.demo');
    for (const address of HELP_ADDRESSES) {
      await goInApp(page, address);
      if (address === '/help') {
        await page.getByTestId('help-search').fill('silo');
        await page.getByTestId('help-result').first().waitFor();
      } else {
        await page.getByTestId('help-article').locator('h2').first().waitFor();
      }
      await waitForSettledPage(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${address} at ${width} px`).toBeLessThanOrEqual(0);
      violations.push(...(await seriousViolationsInBothThemes(page, `${address} ${width}`)));
    }
    expect(violations, describeViolations(violations)).toEqual([]);
  },
);
