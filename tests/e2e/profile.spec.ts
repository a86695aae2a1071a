import type { Page } from '@playwright/test';
import { passwordField, userMenuButton } from './support/auth';
import { newShopper, notifications, signIn } from './support/cart';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';

/** A 1×1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const main = (page: Page) => page.getByRole('main');
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Account' });

test.describe('my profile and password', () => {
  test('a new customer renames themself with a photo, then changes the password and signs in with it', async ({
    page,
    request,
    expectNoAxeViolations,
    collectConsoleErrors,
  }) => {
    // The browser logs the refused wrong password (422) as a failed resource load.
    collectConsoleErrors.allowConsoleError(/status of 422/);
    const shopper = await newShopper(request, 0);
    const newName = `Rana Profiled ${Date.now() % 100000}`;
    const newPassword = 'n3w-Secret!';
    await signIn(page, shopper);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const name = main(page).getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue(shopper.name);
    await expect(main(page).getByRole('textbox', { name: 'Email' })).toHaveValue(shopper.email);

    await name.fill(newName);
    const chooser = page.waitForEvent('filechooser');
    await main(page).getByRole('button', { name: 'Choose Photo' }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(main(page).getByRole('img', { name: 'Preview of me.png' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Save Changes' }).click();

    await expect(notifications(page).getByText('Profile updated successfully')).toBeVisible();
    await expect(userMenuButton(page, newName)).toBeVisible();
    await expect(sideMenu(page).getByText(newName, { exact: true })).toBeVisible();
    // The uploaded photo, in one of the sizes the API makes of it (src/ui/kit/Picture.tsx).
    await expect(sideMenu(page).locator('img')).toHaveAttribute('src', /^\/media\/users\/\d+-[0-9a-f]+\.png\?w=\d+$/);
    await expect(main(page).getByRole('button', { name: 'Change Photo' })).toBeVisible();
    await expectNoAxeViolations();

    await expect(sideMenu(page).getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/change-password',
    );
    await page.goto('/change-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    const current = passwordField(main(page), 'Current Password');
    await current.fill('not-my-password');
    await passwordField(main(page), 'New Password').fill(newPassword);
    await passwordField(main(page), 'Confirm Password').fill(newPassword);
    await main(page).getByRole('button', { name: 'Update Password' }).click();
    await expect(current).toHaveAccessibleDescription('The password is incorrect.');
    await expect(current).toBeFocused();
    await expectNoAxeViolations();

    await current.fill(shopper.password);
    await main(page).getByRole('button', { name: 'Update Password' }).click();
    await expect(notifications(page).getByText('Password changed successfully')).toBeVisible();
    await expect(current).toHaveValue('');
    await expect(passwordField(main(page), 'New Password')).toHaveValue('');

    await userMenuButton(page, newName).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByRole('alertdialog', { name: 'Log Out!' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL('/');
    await signIn(page, { ...shopper, name: newName, password: newPassword });
  });

  test('both pages pass axe in Arabic, with their errors shown', async ({
    page,
    request,
    openInLocale,
    expectNoAxeViolations,
  }) => {
    const shopper = await newShopper(request, 0);
    await signIn(page, shopper);
    // Signed in, the shopper chooses Arabic (the session is kept across the reload).
    await page.evaluate(() => localStorage.removeItem('locale'));
    await openInLocale('ar', '/profile');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const name = main(page).getByRole('textbox', { name: translated('ar', 'Name') });
    await expect(name).toHaveValue(shopper.name);
    await name.fill('');
    await main(page)
      .getByRole('button', { name: translated('ar', 'Save Changes') })
      .click();
    await expect(name).toHaveAccessibleDescription(translated('ar', 'The name field is required.'));
    await expectNoAxeViolations();

    await page.goto('/change-password');
    const confirmation = passwordField(main(page), translated('ar', 'Confirm Password'));
    await passwordField(main(page), translated('ar', 'New Password')).fill('n3w-Secret!');
    await confirmation.fill('other-Secret!');
    await main(page)
      .getByRole('button', { name: translated('ar', 'Update Password') })
      .click();
    await expect(confirmation).toHaveAccessibleDescription(translated('ar', 'Confirm Password does not match.'));
    await expectNoAxeViolations();
  });
});
