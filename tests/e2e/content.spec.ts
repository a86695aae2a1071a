import type { APIRequestContext, Page } from '@playwright/test';
import type { Schema } from '../../src/api/types';
import { translated } from './support/catalog';
import { expect, test } from './support/fixtures';
import type { Locale } from './support/locale';
import { waitForShell } from './support/shell';

type BlogCard = Schema<'BlogCard'>;

const POLICY_SLUGS = ['terms-and-conditions', 'privacy-policy', 'return-policy', 'about-us'];

/** The `data` of a public GET on the reference API, in the given language. */
async function apiData<T>(request: APIRequestContext, path: string, locale: Locale = 'en'): Promise<T> {
  const response = await request.get(`/api${path}`, {
    headers: { 'Accept-Language': locale, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok(), `GET ${path} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const seededBlogs = async (request: APIRequestContext, locale: Locale = 'en') =>
  (await apiData<{ total: number; blogs: BlogCard[] }>(request, '/blogs?page=1&per_page=10', locale)).blogs;

const seededPageTitle = async (request: APIRequestContext, slug: string, locale: Locale = 'en') =>
  (await apiData<{ content: { title: string } }>(request, `/legal-pages/${slug}`, locale)).content.title;

const heading1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.describe('blog, policy pages and contact', () => {
  test('the blog lists the seeded posts, and a post opens with its body and other posts', async ({
    page,
    request,
    expectNoAxeViolations,
  }) => {
    const blogs = await seededBlogs(request);
    expect(blogs.length, 'the seed has blog posts').toBeGreaterThan(1);
    await page.goto('/blogs');
    await waitForShell(page);
    await expect(heading1(page, 'Blogs')).toBeVisible();
    for (const blog of blogs) {
      await expect(page.getByRole('link', { name: blog.title, exact: true })).toHaveAttribute(
        'href',
        `/blog/${blog.slug}`,
      );
    }
    await expectNoAxeViolations();

    const [first] = blogs as [BlogCard];
    await page.getByRole('link', { name: first.title, exact: true }).click();
    await expect(page).toHaveURL(`/blog/${first.slug}`);
    await expect(heading1(page, first.title)).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(main.getByRole('region', { name: 'Popular posts' })).toBeVisible();
    await expectNoAxeViolations();
  });

  test('a post asked for by another address (its id with a leading zero) shows, under its own address', async ({
    page,
    request,
  }) => {
    const [first] = (await seededBlogs(request)) as [BlogCard];
    await page.goto(`/blog/0${first.id}`);
    await waitForShell(page);
    await expect(heading1(page, first.title)).toBeVisible();
    // Replaced, not pushed: Back does not return to the address that only led here.
    await expect(page).toHaveURL(`/blog/${first.slug}`);
    expect(await page.evaluate(() => history.length)).toBe(2);
  });

  test('each policy page shows its seeded title and text', async ({ page, request, expectNoAxeViolations }) => {
    for (const slug of POLICY_SLUGS) {
      await test.step(slug, async () => {
        const title = await seededPageTitle(request, slug);
        await page.goto(`/${slug}`);
        await expect(heading1(page, title)).toBeVisible();
        await expect(page.getByRole('main').getByRole('paragraph').first()).toBeVisible();
        await expectNoAxeViolations();
      });
    }
  });

  test('a page the server does not have says it was not found', async ({ page, collectConsoleErrors }) => {
    collectConsoleErrors.allowConsoleError(/status of 404/);
    await page.goto('/page/no-such-page');
    await expect(heading1(page, 'Page Not Found')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  });

  test("the contact form shows the server's field error under the field, then sends with the server's thanks", async ({
    page,
    request,
    collectConsoleErrors,
    expectNoAxeViolations,
  }) => {
    collectConsoleErrors.allowConsoleError(/status of 422/);
    const details = await apiData<Schema<'ContactDetails'>>(request, '/contact-us');
    await page.goto('/contact-us');
    await waitForShell(page);
    await expect(heading1(page, 'Contact Us')).toBeVisible();
    const channels = page.getByRole('region', { name: 'Get in touch' });
    await expect(channels.getByRole('link', { name: details.email ?? '' })).toHaveAttribute(
      'href',
      `mailto:${details.email}`,
    );
    await expectNoAxeViolations();

    const form = page.getByRole('form', { name: 'Send us a message' });
    const email = form.getByRole('textbox', { name: 'Email' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Sam Shopper');
    await email.fill('not-an-address');
    await form.getByRole('textbox', { name: 'Subject' }).fill('Delivery times');
    await form.getByRole('textbox', { name: 'Your message' }).fill('How long does delivery to Portland take?');

    const refused = page.waitForResponse((response) => response.url().endsWith('/api/support'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    const refusal = (await (await refused).json()) as { errors: { email: string[] } };
    const emailError = refusal.errors.email[0] ?? '';
    await expect(form.getByText(emailError)).toBeVisible();
    await expect(email).toHaveAccessibleDescription(new RegExp(emailError.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(email).toBeFocused();
    await expect(email).toHaveValue('not-an-address');
    await expectNoAxeViolations();

    await email.fill('sam@example.com');
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/support'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    const thanks = ((await (await sent).json()) as { message: string }).message;
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText(thanks)).toBeVisible();
    await expect(form.getByText(emailError)).toHaveCount(0);
    await expect(email).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  });

  test('the support page has its own heading and the contact form', async ({ page, expectNoAxeViolations }) => {
    await page.goto('/support');
    await waitForShell(page);
    await expect(heading1(page, 'Support')).toBeVisible();
    await expect(
      page.getByRole('form', { name: 'Support' }).getByRole('button', { name: 'Send Message' }),
    ).toBeVisible();
    await expectNoAxeViolations();
  });
});

test.describe('blog, policy pages and contact in Arabic', () => {
  test('the blog and a post pass axe', async ({ page, request, openInLocale, expectNoAxeViolations }) => {
    const [first] = (await seededBlogs(request, 'ar')) as [BlogCard];
    await openInLocale('ar', '/blogs');
    await waitForShell(page, 'ar');
    await expect(heading1(page, translated('ar', 'Blogs'))).toBeVisible();
    await expectNoAxeViolations();
    await page.getByRole('link', { name: first.title, exact: true }).click();
    await expect(heading1(page, first.title)).toBeVisible();
    await expect(page.getByRole('region', { name: translated('ar', 'Popular posts') })).toBeVisible();
    await expectNoAxeViolations();
  });

  test('the policy pages pass axe', async ({ page, request, openInLocale, expectNoAxeViolations }) => {
    await openInLocale('ar', '/');
    for (const slug of POLICY_SLUGS) {
      await test.step(slug, async () => {
        const title = await seededPageTitle(request, slug, 'ar');
        await page.goto(`/${slug}`);
        await waitForShell(page, 'ar');
        await expect(heading1(page, title)).toBeVisible();
        await expectNoAxeViolations();
      });
    }
  });

  test('the contact and support pages pass axe', async ({ page, openInLocale, expectNoAxeViolations }) => {
    await openInLocale('ar', '/contact-us');
    await waitForShell(page, 'ar');
    await expect(heading1(page, translated('ar', 'Contact Us'))).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: translated('ar', 'Get in touch') })
        .getByRole('link')
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations();
    await page.goto('/support');
    await waitForShell(page, 'ar');
    await expect(heading1(page, translated('ar', 'Support'))).toBeVisible();
    await expectNoAxeViolations();
  });
});
