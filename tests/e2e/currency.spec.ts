import { expect, test } from './support/fixtures';
import { seededSettings } from './support/seed';
import { waitForShell } from './support/shell';

test.describe('the currency', () => {
  test('choosing EUR in the Currency picker is kept after a reload', async ({ page, request }) => {
    const { currencies } = await seededSettings(request);
    const euro = currencies.find((currency) => currency.name === 'EUR');
    const fallback = currencies.find((currency) => currency.is_default);
    if (!euro || !fallback || euro === fallback) throw new Error('the seed offers EUR besides its default currency');
    const picker = page.getByRole('banner').getByRole('button', { name: 'Currency' });

    await page.goto('/');
    await waitForShell(page);
    await expect(picker).toHaveText(`${fallback.name} (${fallback.symbol})`);

    await picker.click();
    await page.getByRole('option', { name: `${euro.name} (${euro.symbol})` }).click();
    await expect(picker).toHaveText(`${euro.name} (${euro.symbol})`);
    expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe(String(euro.id));

    await page.reload();
    await waitForShell(page);
    await expect(picker).toHaveText(`${euro.name} (${euro.symbol})`);
    expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe(String(euro.id));
  });
});
