import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/** The accessibility check every spec leans on must itself fail on a page a shopper could not use. */
test('the axe check names what a shopper could not use, and keeps to the part of the page it is given', async ({
  page,
}) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.evaluate(() => {
    const faulty = document.createElement('div');
    faulty.id = 'faulty';
    const picture = document.createElement('img');
    picture.src = '/build/favicon.svg';
    // Two 10-pixel buttons side by side: too small to tap apart (WCAG 2.2's target size).
    const tiny = ['Less', 'More'].map((name) => {
      const button = document.createElement('button');
      button.setAttribute('aria-label', name);
      Object.assign(button.style, { width: '10px', height: '10px', padding: '0', margin: '0', border: '0' });
      return button;
    });
    const unnamed = document.createElement('button');
    faulty.append(picture, ...tiny, unnamed);
    document.body.append(faulty);
  });

  const failure = await expectNoAxeViolations(page).then(
    () => 'no failure',
    (error: Error) => error.message,
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('button-name');
  expect(failure).toContain('target-size');

  await expectNoAxeViolations(page, { exclude: '#faulty' });
  await expect(expectNoAxeViolations(page, { include: '#faulty' })).rejects.toThrow(/image-alt/);
});
