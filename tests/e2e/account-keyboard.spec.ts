import { DEMO_ORDERS } from '../../server/db/seed/facts';
import { openFromSideMenu, sideMenu } from './support/account';
import { passwordField, signInAsDemo, userMenuButton } from './support/auth';
import { newShopper, notifications, signIn } from './support/cart';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';
import { expectVisibleFocus, tabTo, typeOver } from './support/keyboard';

test.describe('the account pages with the keyboard alone', () => {
  test('a new customer adds and deletes an address, opens a ticket and renames themself', async ({
    page,
    request,
    expectNoAxeViolations,
  }) => {
    // Four pages and a dozen round trips on a modest machine.
    test.setTimeout(45_000);
    const shopper = await newShopper(request, 0);
    const newName = `Rana Keys ${Date.now() % 100000}`;
    await signIn(page, shopper);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await test.step('add an address', async () => {
      await openFromSideMenu(page, 'Manage Address', '/manage-address');
      await expect(page.getByRole('heading', { name: 'You have no saved addresses' })).toBeVisible();
      const add = page.getByRole('link', { name: 'Add New Address' });
      await tabTo(page, add);
      await expectVisibleFocus(add);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/manage-address/new');

      const form = page.getByRole('form', { name: 'New Address' });
      const name = form.getByRole('textbox', { name: 'Name' });
      await tabTo(page, name);
      await expectVisibleFocus(name);
      await typeOver(page, 'Rana at work');
      for (const [label, text] of [
        ['Phone', '5550100077'],
        ['Address Line', '7 Cedar Court'],
        ['Address Line 2', ''],
        ['Area', 'Hillside'],
      ] as const) {
        await page.keyboard.press('Tab');
        await expect(form.getByRole('textbox', { name: label, exact: true })).toBeFocused();
        await page.keyboard.type(text);
      }
      // Tab enters the radio group at the chosen type; an arrow moves on and chooses.
      const home = form.getByRole('radio', { name: 'Home' });
      await tabTo(page, home);
      await expectVisibleFocus(home);
      await page.keyboard.press('ArrowRight');
      await expect(form.getByRole('radio', { name: 'Office' })).toBeChecked();
      await expect(form.getByRole('radio', { name: 'Office' })).toBeFocused();
      const save = form.getByRole('button', { name: 'Save Address' });
      await tabTo(page, save);
      await expectVisibleFocus(save);
      await page.keyboard.press('Enter');

      await expect(notifications(page).getByText('Address added successfully')).toBeVisible();
      await expect(page).toHaveURL('/manage-address');
      const card = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('7 Cedar Court');
      await expect(card).toContainText('Office');
    });

    await test.step('delete it through the confirmation', async () => {
      const remove = page.getByRole('button', { name: 'Delete 7 Cedar Court' });
      await tabTo(page, remove);
      await expectVisibleFocus(remove);
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog', { name: 'Delete this address?' });
      // A destructive confirmation starts on Cancel; Escape leaves it and focus goes back to Delete.
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await expect(remove).toBeFocused();

      await page.keyboard.press('Enter');
      const confirmDelete = confirm.getByRole('button', { name: 'Delete', exact: true });
      await tabTo(page, confirmDelete, { max: 3 });
      await expectVisibleFocus(confirmDelete);
      await page.keyboard.press('Enter');
      await expect(notifications(page).getByText('Address deleted successfully')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'You have no saved addresses' })).toBeVisible();
      // The card went with its button: reading goes on from the page's heading.
      await expect(page.getByRole('heading', { level: 1, name: 'Manage Address' })).toBeFocused();
    });

    await test.step('open a support ticket', async () => {
      await openFromSideMenu(page, 'Support Ticket', '/support-tickets', 'en', true);
      const open = page.getByRole('button', { name: 'New ticket' });
      await tabTo(page, open);
      await expectVisibleFocus(open);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'New ticket' });
      const issueType = dialog.getByRole('button', { name: /Issue type/ });
      await expect(issueType).toBeEnabled();
      await expect(issueType).toBeFocused();

      // The list opens on Enter; arrows move through it, Enter chooses.
      await page.keyboard.press('Enter');
      const delivery = page.getByRole('option', { name: 'Delivery' });
      await expect(page.getByRole('listbox')).toBeVisible();
      for (let presses = 0; presses < 8 && !(await delivery.evaluate((node) => node === document.activeElement)); ) {
        await page.keyboard.press('ArrowDown');
        presses += 1;
      }
      await expect(delivery).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('listbox')).toBeHidden();
      await expect(issueType).toHaveAccessibleName(/Delivery/);
      // Focus goes back to the list's button, or, when the closing list and the dialog's focus trap race on a
      // slow machine, to the dialog's first control: either way it stays in the dialog, and Tab goes on.
      await expect(dialog.locator(':focus')).toHaveCount(1);

      const subject = `Parcel at the wrong door ${Date.now()}`;
      await tabTo(page, dialog.getByRole('textbox', { name: 'Subject' }), { max: 4 });
      await page.keyboard.type(subject);
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeFocused();
      await page.keyboard.type('The courier left my parcel at number 14.');
      await page.keyboard.press('Tab');
      const email = dialog.getByRole('textbox', { name: 'Email' });
      await expect(email).toBeFocused();
      await expect(email).toHaveValue(shopper.email);
      // Enter in a one-line field sends the form.
      await page.keyboard.press('Enter');

      await expect(dialog).toHaveCount(0);
      await expect(notifications(page)).toContainText('Support ticket created');
      await expect(page.getByRole('main').getByRole('article').filter({ hasText: subject })).toContainText('Delivery');
      await expect(open).toBeFocused();
    });

    await test.step('rename themself on My Profile', async () => {
      await openFromSideMenu(page, 'My Profile', '/profile', 'en', true);
      const name = page.getByRole('main').getByRole('textbox', { name: 'Name' });
      await expect(name).toHaveValue(shopper.name);
      await tabTo(page, name);
      await expectVisibleFocus(name);
      await typeOver(page, newName);
      await page.keyboard.press('Enter');
      await expect(notifications(page).getByText('Profile updated successfully')).toBeVisible();
      await expect(userMenuButton(page, newName)).toBeVisible();
      await expect(sideMenu(page).getByText(newName, { exact: true })).toBeVisible();
      await expectNoAxeViolations();
    });
  });

  test("in Arabic, the side menu leads to an order whose Cancel dialog opens and closes, the demo's order kept", async ({
    page,
    openInLocale,
    expectNoAxeViolations,
  }) => {
    const ar = (english: string) => translated('ar', english);
    const { code, id } = DEMO_ORDERS.pendingUnpaidOnline;
    await signInAsDemo(page);
    // Signed in, the shopper chooses Arabic (the session is kept across the reload).
    await page.evaluate(() => localStorage.removeItem('locale'));
    await openInLocale('ar', '/dashboard');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: ar('Dashboard') })).toBeVisible();

    await openFromSideMenu(page, 'Order History', '/order-history', 'ar');
    const orderLink = page.getByRole('main').getByRole('link', { name: code, exact: true });
    await tabTo(page, orderLink, { max: 40 });
    await expectVisibleFocus(orderLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/order-history/${id}`);

    const cancel = page.getByRole('button', { name: ar('Cancel order') });
    await tabTo(page, cancel, { max: 40 });
    await expectVisibleFocus(cancel);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: ar('Cancel order?') });
    await expect(dialog.getByRole('button', { name: ar('No, keep it') })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();
    // Nothing was sent: the order is still open to cancel.
    await expect(page.getByRole('button', { name: ar('Cancel order') })).toBeEnabled();
    await expectNoAxeViolations();
  });

  test('a new customer changes the password with the keyboard alone, the show toggle included', async ({
    page,
    request,
  }) => {
    const shopper = await newShopper(request, 0);
    const newPassword = 'keys-Secret-9';
    await signIn(page, shopper);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await openFromSideMenu(page, 'Change Password', '/change-password');

    const form = page.getByRole('main');
    const current = passwordField(form, 'Current Password');
    await tabTo(page, current);
    await expectVisibleFocus(current);
    await page.keyboard.type(shopper.password);
    // The show/hide toggle sits beside the field: Space shows what was typed.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(current).toHaveAttribute('type', 'text');
    await expect(current).toHaveValue(shopper.password);
    const fresh = passwordField(form, 'New Password');
    await tabTo(page, fresh);
    await page.keyboard.type(newPassword);
    const confirmation = passwordField(form, 'Confirm Password');
    await tabTo(page, confirmation);
    await page.keyboard.type(newPassword);
    await page.keyboard.press('Enter');
    await expect(notifications(page).getByText('Password changed successfully')).toBeVisible();
    await expect(fresh).toHaveValue('');
  });
});
