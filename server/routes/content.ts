import { eq } from 'drizzle-orm';
import { safeHtml } from '../catalog/safe-html';
import { blogDetails, listBlogs } from '../content/blogs';
import { clientAddress, contactDetails, replyChannels, storeSupportMessage } from '../content/contact';
import { SlidingWindowLimit } from '../content/rate-limit';
import { legalPages } from '../db/schema';
import { HttpError, notFound } from '../http/http-error';
import type { OperationRegistry } from '../http/operation';
import { say } from '../i18n/say';

const CONTACT_MESSAGES_PER_HOUR = 5;

/** The contract's `content` operations: blog, legal pages, contact details and the public contact form. */
export function contentRoutes(routes: OperationRegistry): void {
  const contactLimit = new SlidingWindowLimit(CONTACT_MESSAGES_PER_HOUR, 60 * 60 * 1000);

  routes.serve('listBlogs', async ({ deps, query }) => ({
    message: say('content.blogs'),
    data: await listBlogs(deps.db, query),
  }));

  routes.serve('getBlog', async ({ deps, path }) => ({
    message: say('content.blogDetails'),
    data: await blogDetails(deps.db, path.slugOrId),
  }));

  routes.serve('getLegalPage', async ({ deps, path }) => {
    const [page] = await deps.db.select().from(legalPages).where(eq(legalPages.slug, path.slug));
    if (!page) throw notFound(say('content.pageNotFound'));
    return {
      message: say('content.page'),
      data: { content: { slug: page.slug, title: page.title, description: safeHtml(page.description) } },
    };
  });

  routes.serve('getContactDetails', async ({ deps }) => ({
    message: say('content.contactDetails'),
    data: await contactDetails(deps.db),
  }));

  routes.serve('sendSupportMessage', async ({ c, deps, body }) => {
    const channels = replyChannels(body);
    // Checked and counted with no await in between, so parallel sends cannot slip past the limit.
    const address = clientAddress(c);
    const wait = contactLimit.retryAfterSeconds(address, deps.now());
    if (wait > 0) {
      throw new HttpError(429, say('content.tooManyMessages', { seconds: wait }), undefined, {
        'Retry-After': String(wait),
      });
    }
    contactLimit.record(address, deps.now());
    await storeSupportMessage(deps, body, channels);
    return { message: say('content.contactSent') };
  });
}
