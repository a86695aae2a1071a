import { test as base, expect } from '@playwright/test';
import { type AxeScope, expectNoAxeViolations } from './axe';
import { type Locale, openInLocale } from './locale';

/** What the page reported that a shopper's browser would have logged as a problem. */
export interface PageProblems {
  /** Accepts console errors matching `pattern` in this test (a 500 the test provoked, say). */
  allowConsoleError(pattern: RegExp): void;
}

interface StorefrontFixtures {
  /** Automatic: fails the test when the page logs a console error, throws, or violates the CSP. */
  collectConsoleErrors: PageProblems;
  expectNoAxeViolations: (scope?: AxeScope) => Promise<void>;
  openInLocale: (locale: Locale, path?: string) => Promise<void>;
}

interface CspViolation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  line: number;
}

const CSP_BINDING = '__e2eReportCspViolation';

/** Playwright's `test` with the storefront's guards and helpers; specs import `test` and `expect` from here. */
export const test = base.extend<StorefrontFixtures>({
  collectConsoleErrors: [
    async ({ page }, use) => {
      const consoleErrors: string[] = [];
      const otherProblems: string[] = [];
      const allowed: RegExp[] = [];

      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        consoleErrors.push(`console error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
      });
      page.on('pageerror', (error) => otherProblems.push(`uncaught: ${error.message}`));
      // A binding rather than a list on window: it outlives navigations and reloads.
      await page.context().exposeBinding(CSP_BINDING, (_source, violation: CspViolation) => {
        const where = violation.sourceFile ? ` in ${violation.sourceFile}:${violation.line}` : '';
        otherProblems.push(`CSP violation: ${violation.directive} blocked ${violation.blockedURI || 'inline'}${where}`);
      });
      await page.context().addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (violation: unknown) => void>)[binding];
          report?.({
            directive: event.effectiveDirective,
            blockedURI: event.blockedURI,
            sourceFile: event.sourceFile,
            line: event.lineNumber,
          });
        });
      }, CSP_BINDING);

      await use({ allowConsoleError: (pattern) => allowed.push(pattern) });
      // One round trip, so a report the page sent just before the test ended has arrived.
      if (!page.isClosed()) await page.evaluate(() => undefined).catch(() => undefined);

      const unexpected = [
        ...consoleErrors.filter((text) => !allowed.some((pattern) => pattern.test(text))),
        ...otherProblems,
      ];
      expect(unexpected, 'the page logged errors or broke its CSP').toEqual([]);
    },
    { auto: true },
  ],

  expectNoAxeViolations: async ({ page }, use) => {
    await use((scope) => expectNoAxeViolations(page, scope));
  },

  openInLocale: async ({ page }, use) => {
    await use((locale, path) => openInLocale(page, locale, path));
  },
});

export { expect };
