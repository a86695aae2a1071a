import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectedHref, type MasterSettings, seededSettings } from './support/seed';
import { waitForShell } from './support/shell';

type FooterColumn = MasterSettings['footers'][number];
type FooterItem = FooterColumn['items'][number];

const LINK_TYPES = new Set<FooterItem['type']>(['link', 'email', 'phone']);

/** A column made only of links, which docs/requirements.md §2 collapses below 640 px. */
const isLinkList = (column: FooterColumn) => column.items.every((item) => LINK_TYPES.has(item.type));

async function openFooter(page: Page): Promise<Locator> {
  await page.goto('/');
  await waitForShell(page);
  return page.getByRole('contentinfo');
}

/** The link an entry of type link, email or phone becomes, found by its title. */
function entryLink(scope: Locator, item: FooterItem): Locator {
  return scope.getByRole('link', { name: item.title ?? '', exact: true });
}

function entryHref(item: FooterItem): string {
  const url = item.url ?? '';
  return item.type === 'link' ? expectedHref(url, !url.startsWith('/')) : url;
}

test.describe('the footer, from the seeded settings', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('shows every seeded column with its entries, lists open, and the year on the bottom line', async ({
    page,
    request,
  }) => {
    const settings = await seededSettings(request);
    expect(settings.web_show_footer, 'the seed shows the footer columns').toBe(true);
    const footer = await openFooter(page);

    for (const column of settings.footers) {
      await expect(footer.getByRole('heading', { level: 2, name: column.title, exact: true })).toBeVisible();
      for (const item of column.items) {
        switch (item.type) {
          case 'link':
          case 'email':
          case 'phone':
            await expect(entryLink(footer, item)).toBeVisible();
            await expect(entryLink(footer, item)).toHaveAttribute('href', entryHref(item));
            break;
          case 'logo':
            await expect(footer.getByRole('link', { name: settings.app_name, exact: true })).toHaveAttribute(
              'href',
              item.url ?? '',
            );
            break;
          case 'social_links':
            for (const social of settings.social_links) {
              await expect(footer.getByRole('link', { name: social.name })).toHaveAttribute(
                'href',
                expectedHref(social.link, true),
              );
            }
            await expect(footer.getByText(item.title ?? '', { exact: true })).toBeVisible();
            break;
          case 'app_store':
            await expect(footer.getByRole('img', { name: 'Scan to download the app' })).toBeVisible();
            await expect(footer.getByRole('link', { name: /Google Play/ })).toBeVisible();
            await expect(footer.getByRole('link', { name: /App Store/ })).toBeVisible();
            await expect(footer.getByText(item.title ?? '', { exact: true })).toBeVisible();
            break;
          case 'text':
            await expect(footer.getByText(item.title ?? '', { exact: true })).toBeVisible();
            break;
        }
      }
    }
    // From 640 px the lists are always open: their titles are plain headings, not toggles.
    await expect(footer.getByRole('button')).toHaveCount(0);

    const year = await page.evaluate(() => new Date().getFullYear());
    const footerText = (settings.web_footer_text ?? '').replace(/^\s*©\s*/, '');
    await expect(footer.getByText(`© ${year} ${footerText}`, { exact: true })).toBeVisible();
  });

  test.describe('on a 375 px wide screen', () => {
    test.use({ viewport: { width: 375, height: 667 } });

    test('a list of links starts collapsed and its title toggles it', async ({
      page,
      request,
      expectNoAxeViolations,
    }) => {
      const { footers } = await seededSettings(request);
      const linkLists = footers.filter(isLinkList);
      expect(linkLists.length, 'the seed has a footer column of links').toBeGreaterThan(0);
      const footer = await openFooter(page);

      for (const column of linkLists) {
        const toggle = footer.getByRole('button', { name: column.title, exact: true });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        for (const item of column.items) await expect(entryLink(footer, item)).toBeHidden();
      }
      await expectNoAxeViolations();

      const column = linkLists[0];
      if (!column) throw new Error('no column of links');
      const toggle = footer.getByRole('button', { name: column.title, exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      for (const item of column.items) await expect(entryLink(footer, item)).toBeVisible();

      // By keyboard as well, and closed again.
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      for (const item of column.items) await expect(entryLink(footer, item)).toBeHidden();
    });

    test('a column that is not only links shows its content without a toggle', async ({ page, request }) => {
      const { footers } = await seededSettings(request);
      const others = footers.filter((column) => !isLinkList(column));
      expect(others.length, 'the seed has a footer column with more than links').toBeGreaterThan(0);
      const footer = await openFooter(page);

      for (const column of others) {
        await expect(footer.getByRole('heading', { level: 2, name: column.title, exact: true })).toBeVisible();
        await expect(footer.getByRole('button', { name: column.title, exact: true })).toHaveCount(0);
      }
    });
  });
});
