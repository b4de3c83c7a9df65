import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { waitForQuietNetwork } from './browser.js';

/**
 * What axe checks (docs/accessibility.md): WCAG 2.2 A and AA, axe's best practices, and its
 * experimental rules, which hold `label-content-name-mismatch` (a control's name must contain the
 * text it shows). AAA rules are left out.
 */
const RULE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
  'experimental',
];

/** The impacts that fail a journey (issue 12 §3): axe's two highest. */
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

export type Violation = {
  where: string;
  rule: string;
  impact: string;
  target: string;
  why: string;
};

/**
 * Waits until the page shows its content rather than its way there: no request in flight for
 * half a second (the live stream aside), no loader or skeleton on screen, no transition or
 * animation running (a colour caught mid-fade would be measured wrong). Endless animations (a
 * loader's spin) are not waited for, but a loader on screen is.
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await waitForQuietNetwork(page);
  await page.waitForFunction(() => {
    const busy = document.querySelector(
      '.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy="true"]',
    );
    const moving = document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().iterations !== Infinity,
      );
    return !busy && !moving;
  });
}

/**
 * Grid rows past this many are left out of the scan: every row of a grid is drawn by the same
 * code as the first ones, and axe took 47 s over the 800 rows of the maternity's gestation live
 * grid (6 s with 40), which timed the journey out on a busy machine.
 */
const SCANNED_GRID_ROWS = 40;

/**
 * The rules whose answer a colour scheme can change: the page's elements, names, roles and sizes
 * are the same in both themes, only its colours differ. The contrast of text, and links told from
 * the text around them by colour alone.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The serious and critical axe violations on the page as it is now, one per element: every rule,
 * or with `coloursOnly` the rules a colour scheme can change.
 */
export async function seriousViolations(
  page: Page,
  where: string,
  { coloursOnly = false } = {},
): Promise<Violation[]> {
  // Legacy mode runs axe in the page itself; the default runs it frame by frame, then opens a
  // blank page to merge the frames' results, which took 14 s over the zootech page against 2 s
  // (the app has no frame from another origin, the one thing only the default mode reaches).
  // Passes are counted but not described: only violations fail a journey, and describing every
  // node that passed took most of the rest. (`options` first: it replaces what the others set.)
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (coloursOnly) builder.withRules(COLOUR_RULES);
  else builder.withTags(RULE_TAGS);
  const results = await builder
    .exclude(`tbody > tr:nth-child(n+${SCANNED_GRID_ROWS + 1})`)
    .analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        where,
        rule: violation.id,
        impact: violation.impact ?? '',
        target: node.target.join(' '),
        why: node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? violation.help,
      })),
    );
}

/** One line per violation, for a failure message a reader can act on without rerunning. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) => `${v.where}: ${v.rule} (${v.impact}) at ${v.target}: ${v.why}`)
    .join('\n');
}

/**
 * The page as it is now in the light theme (every rule), then switched to the dark theme by the
 * browser's colour-scheme preference, which the app follows (docs/accessibility.md), and checked
 * again with the rules a colour scheme can change: both themes from one page load. The page is
 * left in the light theme.
 */
export async function seriousViolationsInBothThemes(
  page: Page,
  where: string,
): Promise<Violation[]> {
  const light = await seriousViolations(page, `${where} (light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  try {
    await page.locator('html[data-mantine-color-scheme="dark"]').waitFor({ state: 'attached' });
    await waitForSettledPage(page);
    return [...light, ...(await seriousViolations(page, `${where} (dark)`, { coloursOnly: true }))];
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.locator('html[data-mantine-color-scheme="light"]').waitFor({ state: 'attached' });
  }
}
