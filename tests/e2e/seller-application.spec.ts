import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';
import type { Locale } from './support/locale';
import { waitForShell } from './support/shell';

interface OutboxEntry {
  to: string;
  kind: string;
  text: string;
}

/** The confirmation link in the newest mail the reference API "sent" to this address (its local dev outbox). */
async function confirmationLink(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get('/dev/outbox');
  expect(response.ok(), 'the dev outbox is served in a local environment').toBe(true);
  const entries: OutboxEntry[] = await response.json();
  const mail = entries.find((entry) => entry.to === email && entry.kind === 'seller-application');
  const link = mail?.text.match(/https?:\/\/\S+\/shop\/register\/confirm\?token=[\w-]+/)?.[0];
  expect(link, `a confirmation link was mailed to ${email}`).toBeDefined();
  return link as string;
}

/** The application form, named by the page's heading, in the shopper's language. */
const applicationForm = (page: Page, locale: Locale = 'en') =>
  page.getByRole('form', { name: translated(locale, 'Become a Seller') });

test.describe('Become a Seller', () => {
  test('from the top bar to a confirmed application: the form, its errors, the mail, the link', async ({
    page,
    request,
    collectConsoleErrors,
  }) => {
    const email = `seller.${randomInt(1_000_000_000, 10_000_000_000)}@example.com`;
    await page.goto('/');
    await waitForShell(page);
    await page.getByRole('banner').getByRole('link', { name: 'Become a Seller' }).click();
    await expect(page).toHaveURL('/shop/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Become a Seller' })).toBeVisible();

    // Sent empty: every field says what it lacks, and focus goes to the first.
    const form = applicationForm(page);
    await form.getByRole('button', { name: 'Send Application' }).click();
    const name = form.getByRole('textbox', { name: /^Full Name/ });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/The name field is required\./);
    await expect(form.getByRole('textbox', { name: /^Shop Name/ })).toHaveAccessibleDescription(
      /The shop name field is required\./,
    );
    await expect(form.getByRole('combobox', { name: /^Country/ })).toHaveAccessibleDescription(
      /Choose the country of your phone number\./,
    );
    await expect(form.getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription(
      /The phone field is required\./,
    );

    await name.fill('Lina Haddad');
    await form.getByRole('textbox', { name: /^Shop Name/ }).fill('Olive Grove Pantry');
    await form.getByRole('textbox', { name: /^Email/ }).fill(email);
    await form.getByRole('combobox', { name: /^Country/ }).fill('United States');
    await page.getByRole('option', { name: 'United States (+1)' }).click();
    await form.getByRole('textbox', { name: /^Phone/ }).fill('5550100777');
    await form.getByLabel(/^Password/).fill('a-long-password');
    await form.getByRole('button', { name: 'Send Application' }).click();

    // The form gives way to where the link went.
    const sent = page.getByRole('heading', { name: 'Check your e-mail' });
    await expect(sent).toBeFocused();
    await expect(page.getByRole('main')).toContainText(email);
    await expect(applicationForm(page)).toHaveCount(0);

    const link = await confirmationLink(request, email);
    expect(new URL(link).origin, 'the link opens the storefront the application came from').toBe(
      new URL(page.url()).origin,
    );
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm Seller Application' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your application is confirmed' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Olive Grove Pantry' })).toBeVisible();

    // The link works once: the browser logs the refusal of the second use.
    collectConsoleErrors.allowConsoleError(/status of 422 .*\/api\/seller-applications\/confirm/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply again' })).toHaveAttribute('href', '/shop/register');
  });

  for (const locale of ['en', 'ar'] as const) {
    test(`in ${locale}, the form, its errors and the confirmation page have no axe violations`, async ({
      page,
      openInLocale,
      expectNoAxeViolations,
      collectConsoleErrors,
    }) => {
      await openInLocale(locale, '/shop/register');
      await waitForShell(page, locale);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      const form = applicationForm(page, locale);
      await expect(form).toBeVisible();
      await expectNoAxeViolations();

      await form.getByRole('button', { name: translated(locale, 'Send Application') }).click();
      const name = form.getByRole('textbox', { name: new RegExp(`^${translated(locale, 'Full Name')}`) });
      await expect(name).toBeFocused();
      await expect(name).toHaveAccessibleDescription(new RegExp(translated(locale, 'The name field is required.')));
      await expectNoAxeViolations();

      collectConsoleErrors.allowConsoleError(/status of 422 .*\/api\/seller-applications\/confirm/);
      await page.goto('/shop/register/confirm?token=not-a-token-we-sent');
      await expect(page.getByRole('heading', { name: translated(locale, 'This link does not work') })).toBeVisible();
      await waitForShell(page, locale);
      await expectNoAxeViolations();
    });
  }
});
