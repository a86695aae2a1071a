import { DEMO_CUSTOMER, dialogNamed, latestCode, registerCustomer, typeCode } from './support/auth';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';
import { tabTo } from './support/keyboard';
import type { Locale } from './support/locale';
import { waitForShell } from './support/shell';

const DIALOG = '[role="dialog"]';

for (const locale of ['en', 'ar'] as Locale[]) {
  const t = (english: string) => translated(locale, english);

  test(`every auth dialog passes axe in ${locale}`, async ({ page, request, openInLocale, expectNoAxeViolations }) => {
    const customer = await registerCustomer(request, 'axe-password-1');
    await openInLocale(locale, '/');
    await waitForShell(page, locale);
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('Login'), exact: true })
      .click();

    const login = dialogNamed(page, t('Log In'));
    await expect(login).toBeVisible();
    await expectNoAxeViolations({ include: DIALOG });

    await login.getByRole('button', { name: t('Sign Up') }).click();
    const signUp = dialogNamed(page, t('Sign Up'));
    await expect(signUp).toBeVisible();
    // Errors under the fields are part of the dialog a shopper meets.
    await signUp.getByRole('textbox', { name: t('Phone') }).fill('12');
    await signUp.getByRole('button', { name: t('Sign Up') }).click();
    await expect(signUp.getByRole('textbox', { name: t('Phone') })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations({ include: DIALOG });

    await signUp.getByRole('button', { name: t('Log in') }).click();
    await dialogNamed(page, t('Log In'))
      .getByRole('button', { name: t('Forgot Password') })
      .click();
    const forgot = dialogNamed(page, t('Forgot Password'));
    await forgot.getByRole('button', { name: t('Send Code') }).click();
    await expect(forgot.getByText(t('The country field is required'))).toBeVisible();
    await expectNoAxeViolations({ include: DIALOG });

    await forgot.getByRole('combobox', { name: t('Country') }).fill('United');
    await page.getByRole('option', { name: /United States/ }).click();
    await forgot.getByRole('textbox', { name: t('Email or Phone') }).fill(customer.email);
    await forgot.getByRole('button', { name: t('Send Code') }).click();
    const code = dialogNamed(page, t('Verification Code'));
    await expect(code).toBeVisible();
    await expectNoAxeViolations({ include: DIALOG });

    await typeCode(code, await latestCode(request, customer.email), t('Digit {0} of 4').replace('{0}', '1'));
    await code.getByRole('button', { name: t('Confirm') }).click();
    await expect(dialogNamed(page, t('Reset Password'))).toBeVisible();
    await expectNoAxeViolations({ include: DIALOG });
  });

  test(`a keyboard alone signs in and out in ${locale}`, async ({ page, openInLocale }) => {
    await openInLocale(locale, '/');
    await waitForShell(page, locale);
    const banner = page.getByRole('banner');
    const login = banner.getByRole('button', { name: t('Login'), exact: true });
    await tabTo(page, login);
    await page.keyboard.press('Enter');

    const dialog = dialogNamed(page, t('Log In'));
    await expect(dialog.getByRole('textbox', { name: t('Email or Phone') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();

    const menu = banner.getByRole('button', { name: new RegExp(DEMO_CUSTOMER.name) });
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    const logOut = page.getByRole('menuitem', { name: t('Log Out') });
    await expect(logOut).toBeVisible();
    await page.keyboard.press('End');
    await expect(logOut).toBeFocused();
    await page.keyboard.press('Enter');

    const confirm = page.getByRole('alertdialog', { name: t('Log Out!') });
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: t('Yes') }));
    await page.keyboard.press('Enter');
    await expect(login).toBeVisible();
  });
}
