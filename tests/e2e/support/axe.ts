import { expect, type Page } from '@playwright/test';
import axeCore from 'axe-core';

/** docs/quality-budgets.md A1: WCAG 2.0/2.1 A and AA, plus 2.2 AA (which brings target-size). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeScope {
  /** CSS selectors to check instead of the whole page (a dialog, say). */
  include?: string | string[];
  /** CSS selectors to leave out. */
  exclude?: string | string[];
}

/**
 * React Aria's live region, off screen. A focused button that turns busy is announced there by an entry that
 * points at the button's label (`role="img"` with `aria-labelledby`), kept 7 s after it was read. When the button
 * goes away first (a dialog that closes on success), the entry's name is gone with it, and axe would report an
 * image without a name for those seconds: an entry already read, not something on the page.
 */
const LIVE_ANNOUNCER = '[data-live-announcer]';

function asList(selectors: string | string[] | undefined): string[] {
  if (selectors === undefined) return [];
  return Array.isArray(selectors) ? selectors : [selectors];
}

/**
 * Lets running transitions end first (at most 2 s; endless ones such as a spinner are not waited for): a colour
 * caught halfway, a button turning from disabled to enabled say, is not what a shopper reads.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    return Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/** What the report needs of one of axe's results: the rule, and where on the page it failed. */
type Violation = Pick<axeCore.Result, 'id' | 'impact' | 'help' | 'helpUrl'> & {
  nodes: Pick<axeCore.NodeResult, 'target'>[];
};

declare global {
  interface Window {
    axe?: typeof axeCore;
  }
}

/**
 * Runs axe in the page as it is now, asking only for violations. axe's code goes into a document once and serves
 * its later runs: @axe-core/playwright put it in again on every run and finished each run in a new blank page,
 * which made a page's check much longer (docs/decisions/axe-in-the-page.md).
 */
async function axeViolations(page: Page, scope: AxeScope): Promise<Violation[]> {
  const loaded = await page.evaluate(() => typeof window.axe?.run === 'function');
  if (!loaded) await page.evaluate(axeCore.source);
  return page.evaluate(
    async ({ include, exclude, tags }) => {
      if (!window.axe) throw new Error('axe is not in the page');
      const context = include.length > 0 ? { include, exclude } : { exclude };
      const options = { runOnly: { type: 'tag' as const, values: tags }, resultTypes: ['violations' as const] };
      const { violations } = await window.axe.run(context, options);
      return violations.map(({ id, impact, help, helpUrl, nodes }) => ({
        id,
        impact,
        help,
        helpUrl,
        nodes: nodes.map((node) => ({ target: node.target })),
      }));
    },
    { include: asList(scope.include), exclude: [...asList(scope.exclude), LIVE_ANNOUNCER], tags: WCAG_TAGS },
  );
}

/** Runs axe on the page as it is now (once transitions have ended) and fails with one readable entry per violation. */
export async function expectNoAxeViolations(page: Page, scope: AxeScope = {}): Promise<void> {
  await transitionsEnded(page);
  const violations = await axeViolations(page, scope);

  // No line may start with "at ": Playwright would read it as a stack frame and move it.
  const report = violations.map((violation) => {
    const targets = violation.nodes.map((node) => `  - ${node.target.join(' ')}`);
    const impact = violation.impact ?? 'unknown impact';
    return [`${violation.id} (${impact}): ${violation.help}`, ...targets, `  help: ${violation.helpUrl}`].join('\n');
  });
  expect(report.length, `axe found violations on ${page.url()}:\n${report.join('\n')}`).toBe(0);
}
