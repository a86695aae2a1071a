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

test.describe('prices in the chosen currency', () => {
  test('switching to EUR converts every price on a listing, by the rate, with the euro sign', async ({
    page,
    request,
  }) => {
    const { currencies } = await seededSettings(request);
    const euro = currencies.find((currency) => currency.name === 'EUR');
    const dollar = currencies.find((currency) => currency.is_default);
    if (!euro || !dollar || euro === dollar) throw new Error('the seed offers EUR besides its default currency');
    const answer = await request.get('/api/products?page=1&per_page=10', {
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    });
    const first: { name: string; price: number; discount_price: number } = (await answer.json()).data.products[0];
    const paid = first.discount_price > 0 ? first.discount_price : first.price;
    const inEuro = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      Math.round(paid * euro.rate_from_default * 100) / 100,
    );

    await page.goto('/products');
    await waitForShell(page);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: first.name, exact: true }) });
    await expect(card).toContainText(dollar.symbol);
    await page.getByRole('banner').getByRole('button', { name: 'Currency' }).click();
    await page.getByRole('option', { name: `${euro.name} (${euro.symbol})` }).click();

    await expect(card).toContainText(inEuro);
    await expect(card).toContainText(euro.symbol);
    for (const text of await page.getByRole('main').getByRole('article').allTextContents()) {
      expect(text, 'no price is left in dollars').not.toContain(dollar.symbol);
    }
  });
});
