import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** QUALITY.md A1: WCAG 2.0/2.1 A and AA, plus 2.2 AA (which brings target-size). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeScope {
  /** CSS selectors to check instead of the whole page (a dialog, say). */
  include?: string | string[];
  /** CSS selectors to leave out. */
  exclude?: string | string[];
}

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

/** Runs axe on the page as it is now (once transitions have ended) and fails with one readable entry per violation. */
export async function expectNoAxeViolations(page: Page, scope: AxeScope = {}): Promise<void> {
  await transitionsEnded(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of asList(scope.include)) builder = builder.include(selector);
  for (const selector of asList(scope.exclude)) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();

  // No line may start with "at ": Playwright would read it as a stack frame and move it.
  const report = violations.map((violation) => {
    const targets = violation.nodes.map((node) => `  - ${node.target.join(' ')}`);
    const impact = violation.impact ?? 'unknown impact';
    return [`${violation.id} (${impact}): ${violation.help}`, ...targets, `  help: ${violation.helpUrl}`].join('\n');
  });
  expect(report.length, `axe found violations on ${page.url()}:\n${report.join('\n')}`).toBe(0);
}
