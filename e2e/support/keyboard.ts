import type { Page } from 'playwright-core';

/** What Tab landed on: the mark given by `markTabStops`, a readable name, and its focus ring. */
export type TabStop = { mark: string | null; name: string; ring: string | null };

/**
 * Marks every control a keyboard user must be able to reach on the page as it is now: visible,
 * enabled, natively focusable or given a tab stop. Controls left out of the tab order on purpose
 * (tabindex -1) are only those that arrow keys reach inside their group: tabs, radios, menu
 * items, options. Answers their names by mark.
 */
export function markTabStops(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const controls =
      'a[href], button, input, select, textarea, [role="button"], [role="link"], [role="tab"]';
    const rovingRoles = new Set(['tab', 'radio', 'menuitem', 'option']);
    const names: Record<string, string> = {};
    let count = 0;
    for (const element of Array.from(
      document.querySelectorAll<HTMLElement>(`${controls}, [tabindex]`),
    )) {
      const style = window.getComputedStyle(element);
      const shown =
        element.getClientRects().length > 0 &&
        style.visibility !== 'hidden' &&
        !element.closest('[aria-hidden="true"], [inert]');
      const disabled = element.matches(':disabled') || element.ariaDisabled === 'true';
      // Arrow keys move inside these groups: Tab reaches one member (the selected radio).
      const rovingMember =
        (element.tabIndex === -1 && rovingRoles.has(element.getAttribute('role') ?? '')) ||
        (element instanceof HTMLInputElement && element.type === 'radio' && !element.checked);
      // Focusable by script only and no control (a dropdown, a scroll area): not a tab stop.
      const scriptOnly = element.tabIndex === -1 && !element.matches(controls);
      if (!shown || disabled || rovingMember || scriptOnly) continue;
      count += 1;
      element.dataset.tabStop = String(count);
      names[String(count)] =
        element.getAttribute('aria-label') ??
        element.getAttribute('data-testid') ??
        (element.textContent?.trim().slice(0, 40) || element.tagName);
    }
    return names;
  });
}

/**
 * The focused element after one Tab, and the focus ring it shows: a non-none outline or a box
 * shadow on it; or an outline on its label (a segmented control's hidden radio) or on one of its
 * two nearest ancestors (a password field's frame).
 */
export async function tab(page: Page): Promise<TabStop> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return { mark: null, name: 'body', ring: null };
    const outlineOf = (element: Element | null): string | null => {
      if (!element) return null;
      const style = window.getComputedStyle(element);
      return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
        ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
        : null;
    };
    const shadow = window.getComputedStyle(focused).boxShadow;
    const label = focused.id ? document.querySelector(`label[for="${focused.id}"]`) : null;
    const ring =
      outlineOf(focused) ??
      (shadow !== 'none' ? `box-shadow ${shadow}` : null) ??
      outlineOf(label) ??
      outlineOf(focused.parentElement) ??
      outlineOf(focused.parentElement?.parentElement ?? null);
    return {
      mark: focused.dataset.tabStop ?? null,
      name:
        focused.getAttribute('aria-label') ??
        focused.getAttribute('data-testid') ??
        (focused.textContent?.trim().slice(0, 40) || focused.tagName),
      ring,
    };
  });
}
