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

/** The serious and critical axe violations on the page as it is now, one per element. */
export async function seriousViolations(page: Page, where: string): Promise<Violation[]> {
  const results = await new AxeBuilder({ page })
    .withTags(RULE_TAGS)
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
