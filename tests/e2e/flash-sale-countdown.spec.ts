import { expect, test } from './support/fixtures';

// The page's clock is Playwright's: time moves only when the test moves it, so "it stopped" is a fact, not a wait.
test('the flash sale countdown can be paused and resumed from the keyboard', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const flash = page.getByRole('region', { name: 'Flash Sale' });
  const timer = flash.getByRole('timer', { name: 'Ends in' });
  await expect(timer).toContainText(/\d\d seconds?/);
  await page.clock.pauseAt(Date.now() + 60_000);

  const before = await timer.textContent();
  await page.clock.runFor(3_000);
  await expect(timer, 'it ticks').not.toHaveText(before ?? '');

  const pause = flash.getByRole('button', { name: 'Pause countdown' });
  await pause.focus();
  await page.keyboard.press('Enter');
  const resume = flash.getByRole('button', { name: 'Resume countdown' });
  await expect(resume).toBeFocused();
  const paused = await timer.textContent();
  await page.clock.runFor(5_000);
  await expect(timer, 'it stands still while paused').toHaveText(paused ?? '');

  await page.keyboard.press('Enter');
  await expect(flash.getByRole('button', { name: 'Pause countdown' })).toBeFocused();
  await page.clock.runFor(2_000);
  await expect(timer, 'it ticks again').not.toHaveText(paused ?? '');
});
