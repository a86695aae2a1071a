import { type ReactNode, useId } from 'react';
import { BlogCard, type BlogCardData } from './BlogCard';

/** A titled list of other posts under a post (related, popular); nothing when there are none. */
export function RelatedPosts({ title, posts }: { title: ReactNode; posts: BlogCardData[] }) {
  const headingId = useId();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="mb-4 font-semibold text-gray-900 text-xl">
        {title}
      </h2>
      <ul className="flex flex-col gap-3">
        {posts.map((post) => (
          <li key={post.id}>
            <BlogCard blog={post} headingLevel={3} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
