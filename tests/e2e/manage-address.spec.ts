import type { Page } from '@playwright/test';
import { OTHER_ADDRESS_ID } from '../../server/db/seed/facts';
import { HOME_ADDRESS, newShopper, notifications, savedAddresses, signIn } from './support/cart';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';

/** The list's cards; the list is named in the page's language. */
function addressCards(page: Page, listName = 'Saved addresses') {
  return page.getByRole('list', { name: listName }).getByRole('listitem');
}

function cardOf(page: Page, line: string) {
  return addressCards(page).filter({ hasText: line });
}

test.describe('the address book', () => {
  test('a customer adds, edits, sets as default and deletes addresses; an id not theirs is not found', async ({
    page,
    request,
    expectNoAxeViolations,
  }) => {
    // Three axe runs and a dozen round trips on a modest machine.
    test.slow();
    const shopper = await newShopper(request, 1);
    await signIn(page, shopper);
    await page.goto('/manage-address');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Address' })).toBeVisible();
    await expect(addressCards(page)).toHaveCount(1);
    await expect(cardOf(page, HOME_ADDRESS.address_line)).toContainText('Default');
    await expectNoAxeViolations();

    // Add: an empty submit names the missing fields, and sends nothing.
    await page.getByRole('link', { name: 'Add New Address' }).click();
    await expect(page).toHaveURL('/manage-address/new');
    const form = page.getByRole('form', { name: 'New Address' });
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'The name field is required.',
    );
    await expect(form.getByRole('textbox', { name: 'Address Line', exact: true })).toHaveAccessibleDescription(
      'The address line field is required.',
    );
    await expectNoAxeViolations();
    await form.getByRole('textbox', { name: 'Name' }).fill('Rana at work');
    await form.getByRole('textbox', { name: 'Phone' }).fill('5550100077');
    await form.getByRole('textbox', { name: 'Address Line', exact: true }).fill('7 Cedar Court');
    await form.getByRole('textbox', { name: 'Area' }).fill('Hillside');
    // The radio's own input is hidden under its drawing: a person presses the label.
    await form.getByRole('radiogroup', { name: 'Address Type' }).getByText('Office', { exact: true }).click();
    await expect(form.getByRole('radio', { name: 'Office' })).toBeChecked();
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(notifications(page).getByText('Address added successfully')).toBeVisible();
    await expect(page).toHaveURL('/manage-address');
    await expect(addressCards(page)).toHaveCount(2);
    await expect(cardOf(page, '7 Cedar Court')).toContainText('Office');

    // Edit it.
    await page.getByRole('link', { name: 'Edit 7 Cedar Court' }).click();
    const edit = page.getByRole('form', { name: 'Edit Address' });
    const line = edit.getByRole('textbox', { name: 'Address Line', exact: true });
    await expect(line).toHaveValue('7 Cedar Court');
    await expectNoAxeViolations();
    await line.fill('8 Cedar Court');
    await edit.getByRole('button', { name: 'Save Address' }).click();
    await expect(page).toHaveURL('/manage-address');
    await expect(cardOf(page, '8 Cedar Court')).toHaveCount(1);
    await expect(cardOf(page, '7 Cedar Court')).toHaveCount(0);

    // Make it the default: the badge moves, and the old default can be made the default again.
    await page.getByRole('button', { name: 'Set as default 8 Cedar Court' }).click();
    await expect(cardOf(page, '8 Cedar Court')).toContainText('Default');
    await expect(cardOf(page, HOME_ADDRESS.address_line)).not.toContainText('Default');
    await expect(page.getByRole('button', { name: `Set as default ${HOME_ADDRESS.address_line}` })).toBeVisible();

    // Delete the first address after confirming.
    await page.getByRole('button', { name: `Delete ${HOME_ADDRESS.address_line}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this address?' });
    await expect(confirm).toContainText(HOME_ADDRESS.address_line);
    await expectNoAxeViolations({ include: '[role="alertdialog"]' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(notifications(page).getByText('Address deleted successfully')).toBeVisible();
    await expect(addressCards(page)).toHaveCount(1);
    await expect(cardOf(page, '8 Cedar Court')).toContainText('Default');

    const saved = await savedAddresses(request, shopper);
    expect(
      saved.map(({ address_line, area, address_type, is_default }) => ({
        address_line,
        area,
        address_type,
        is_default,
      })),
    ).toEqual([{ address_line: '8 Cedar Court', area: 'Hillside', address_type: 'office', is_default: true }]);

    // An id that is no address of theirs, and another customer's: not found, nothing of it shown.
    for (const id of [999999, OTHER_ADDRESS_ID]) {
      await page.goto(`/manage-address/${id}/edit`);
      await expect(page.getByRole('heading', { name: 'Address not found' })).toBeVisible();
      await expect(page.getByRole('form')).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Back to your addresses' }).last().click();
    await expect(page).toHaveURL('/manage-address');
  });

  test('the list and the form pass axe in Arabic', async ({ page, request, openInLocale, expectNoAxeViolations }) => {
    const t = (english: string) => translated('ar', english);
    const shopper = await newShopper(request, 2);
    await signIn(page, shopper);
    // Signed in, the shopper chooses Arabic (the session is kept across the reload).
    await page.evaluate(() => localStorage.removeItem('locale'));
    await openInLocale('ar', '/manage-address');
    await expect(page.getByRole('heading', { level: 1, name: t('Manage Address') })).toBeVisible();
    await expect(addressCards(page, t('Saved addresses'))).toHaveCount(2);
    await expectNoAxeViolations();

    // The delete confirmation, left with Cancel.
    await page.getByRole('button', { name: t('Delete {line}').replace('{line}', HOME_ADDRESS.address_line) }).click();
    const confirm = page.getByRole('alertdialog', { name: t('Delete this address?') });
    await expect(confirm).toContainText(HOME_ADDRESS.address_line);
    await expectNoAxeViolations({ include: '[role="alertdialog"]' });
    await confirm.getByRole('button', { name: t('Cancel') }).click();
    await expect(confirm).toBeHidden();

    // The edit form of a saved address.
    await page.getByRole('link', { name: t('Edit {line}').replace('{line}', HOME_ADDRESS.address_line) }).click();
    await expect(
      page
        .getByRole('form', { name: t('Edit Address') })
        .getByRole('textbox', { name: t('Address Line'), exact: true }),
    ).toHaveValue(HOME_ADDRESS.address_line);
    await expectNoAxeViolations();
    await page.goBack();

    await page.getByRole('link', { name: t('Add New Address') }).click();
    const form = page.getByRole('form', { name: t('New Address') });
    await form.getByRole('button', { name: t('Save Address') }).click();
    await expect(form.getByRole('textbox', { name: t('Name') })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations();
  });
});
