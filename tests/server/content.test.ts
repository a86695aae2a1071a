import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blogs, contactMessages, legalPages } from '../../server/db/schema';
import { buildContactDetails } from '../../server/db/seed';
import { BLOG_SLUGS, LEGAL_PAGE_SLUGS } from '../../server/db/seed/facts';
import { HOUR, movableClock } from './auth-helpers';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const clock = movableClock();

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(async () => {
  await server?.stop();
});
// Each test starts with the contact form's hourly limit of the earlier ones behind it.
beforeEach(() => clock.advance(HOUR + 1000));

const content = () => server.api().content;

async function viewsOf(slug: string): Promise<number> {
  const [row] = await server.database.db.select({ views: blogs.views }).from(blogs).where(eq(blogs.slug, slug));
  return row?.views ?? -1;
}

describe('blog', () => {
  it('lists the posts newest first, a page at a time', async () => {
    const all = await content().listBlogs({ per_page: 100 });
    const page = await content().listBlogs({ page: 2, per_page: 2 });
    expect(all.data.total).toBe(BLOG_SLUGS.length);
    const dates = all.data.blogs.map((blog) => Date.parse(blog.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(page.data.blogs).toEqual(all.data.blogs.slice(2, 4));
  });

  it('finds a post by slug or by id, and each opening counts a view', async () => {
    const slug = BLOG_SLUGS[0];
    const before = await viewsOf(slug);
    const bySlug = await content().getBlog(slug);
    const byId = await content().getBlog(String(bySlug.data.blog.id));
    expect(byId.data.blog).toEqual(bySlug.data.blog);
    expect(bySlug.data.blog.description).toContain('<p>');
    expect(await viewsOf(slug)).toBe(before + 2);
  });

  it('relates posts sharing a tag, and shows the most viewed others', async () => {
    const { data } = await content().getBlog(BLOG_SLUGS[0]);
    expect(data.related_blogs.length).toBeGreaterThan(0);
    for (const related of data.related_blogs) {
      const other = await content().getBlog(related.slug);
      expect(other.data.blog.tags.some((tag) => data.blog.tags.includes(tag))).toBe(true);
    }
    const popular = data.popular_blogs.map((blog) => blog.slug);
    expect(popular).not.toContain(data.blog.slug);
    const views = await Promise.all(popular.map(viewsOf));
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('answers 404 for an unknown slug or id', async () => {
    await expect(content().getBlog('no-such-post')).rejects.toMatchObject({ status: 404 });
    await expect(content().getBlog('999999')).rejects.toMatchObject({ status: 404 });
  });

  it('sends the post’s HTML through the sanitiser', async () => {
    await server.database.db.insert(blogs).values({
      title: 'Unsafe post',
      slug: 'unsafe-post',
      thumbnail: '/media/blogs/1.jpg',
      shortDescription: 'x',
      description: '<h2>Hi</h2><img src=x onerror=alert(1)><script>alert(1)</script>',
      createdAt: clock.now(),
    });
    expect((await content().getBlog('unsafe-post')).data.blog.description).toBe('<h2>Hi</h2>');
  });
});

describe('legal pages', () => {
  it('serves each page by slug', async () => {
    for (const slug of LEGAL_PAGE_SLUGS) {
      const { data } = await content().getLegalPage(slug);
      expect(data.content.slug).toBe(slug);
      expect(data.content.title.length).toBeGreaterThan(0);
      expect(data.content.description).toContain('<p>');
    }
  });

  it('keeps the pages’ links, with rel="noopener noreferrer"', async () => {
    const { data } = await content().getLegalPage('terms-and-conditions');
    expect(data.content.description).toContain('<a href="/return-policy" rel="noopener noreferrer">');
  });

  it('answers 404 for an unknown page', async () => {
    await expect(content().getLegalPage('no-such-page')).rejects.toMatchObject({ status: 404 });
  });

  it('sends the page’s HTML through the sanitiser', async () => {
    await server.database.db.insert(legalPages).values({
      slug: 'unsafe-page',
      title: 'Unsafe',
      description: '<p style="x" onmouseover="alert(1)">Terms</p><iframe src="javascript:alert(1)"></iframe>',
    });
    expect((await content().getLegalPage('unsafe-page')).data.content.description).toBe('<p>Terms</p>');
  });
});

describe('contact details', () => {
  it('are the site settings’ contact channels', async () => {
    const { data } = await content().getContactDetails();
    expect(data).toEqual(buildContactDetails());
  });
});

describe('contact form', () => {
  const message = { subject: 'Delivery times', message: 'How long does delivery take?' };

  it('stores the message', async () => {
    const subject = `Question ${clock.now().getTime()}`;
    const answer = await content().sendSupportMessage({ ...message, subject, name: 'Sam', email: 'sam@example.test' });
    expect(answer.message).toBe('Thank you for contacting us. We will get back to you soon.');
    const stored = await server.database.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));
    expect(stored).toMatchObject([{ name: 'Sam', email: 'sam@example.test', phone: null, message: message.message }]);
  });

  it('accepts a phone instead of an e-mail', async () => {
    await expect(content().sendSupportMessage({ ...message, phone: '5550100009' })).resolves.toBeDefined();
  });

  it('needs an e-mail or a phone, and says so under email', async () => {
    await expect(content().sendSupportMessage(message)).rejects.toMatchObject({
      status: 422,
      fieldErrors: { email: 'The email field is required when phone is not present.' },
    });
  });

  it('refuses a malformed e-mail', async () => {
    // Prism would refuse this body itself, so it goes to the server directly.
    const answer = await fetch(`${server.directUrl}/api/support`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...message, email: 'not-an-address' }),
    });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({
      errors: { email: ['The email field must be a valid email address.'] },
    });
  });

  it('takes at most 5 messages an hour from one address, then answers 429 with Retry-After', async () => {
    const send = () =>
      fetch(`${server.url}/support`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...message, email: 'busy@example.test' }),
      });
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('sl-violations')).toBeNull();
    clock.advance(HOUR);
    expect((await send()).status).toBe(200);
  });
});

it('breaks no rule of the contract', () => {
  expect(server.violations).toEqual([]);
});
