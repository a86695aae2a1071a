import { eq } from 'drizzle-orm';
import { safeHtml } from '../catalog/safe-html';
import { blogDetails, listBlogs } from '../content/blogs';
import { clientAddress, contactDetails, replyChannels, storeSupportMessage } from '../content/contact';
import { SlidingWindowLimit } from '../content/rate-limit';
import { legalPages } from '../db/schema';
import { HttpError, notFound } from '../http/http-error';
import type { OperationRegistry } from '../http/operation';

const CONTACT_MESSAGES_PER_HOUR = 5;

/** The contract's `content` operations: blog, legal pages, contact details and the public contact form. */
export function contentRoutes(routes: OperationRegistry): void {
  const contactLimit = new SlidingWindowLimit(CONTACT_MESSAGES_PER_HOUR, 60 * 60 * 1000);

  routes.serve('listBlogs', async ({ deps, query }) => ({ message: 'Blogs', data: await listBlogs(deps.db, query) }));

  routes.serve('getBlog', async ({ deps, path }) => ({
    message: 'Blog details',
    data: await blogDetails(deps.db, path.slugOrId),
  }));

  routes.serve('getLegalPage', async ({ deps, path }) => {
    const [page] = await deps.db.select().from(legalPages).where(eq(legalPages.slug, path.slug));
    if (!page) throw notFound('Page not found.');
    return {
      message: 'Page content',
      data: { content: { slug: page.slug, title: page.title, description: safeHtml(page.description) } },
    };
  });

  routes.serve('getContactDetails', async ({ deps }) => ({
    message: 'Contact details',
    data: await contactDetails(deps.db),
  }));

  routes.serve('sendSupportMessage', async ({ c, deps, body }) => {
    const channels = replyChannels(body);
    // Checked and counted with no await in between, so parallel sends cannot slip past the limit.
    const address = clientAddress(c);
    const wait = contactLimit.retryAfterSeconds(address, deps.now());
    if (wait > 0) {
      throw new HttpError(429, `Too many messages. Please try again in ${wait} seconds.`, undefined, {
        'Retry-After': String(wait),
      });
    }
    contactLimit.record(address, deps.now());
    await storeSupportMessage(deps, body, channels);
    return { message: 'Thank you for contacting us. We will get back to you soon.' };
  });
}
