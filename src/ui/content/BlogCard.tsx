import { useLingui } from '@lingui/react/macro';
import { contentTextAttributes } from '../../../common/content-language';
import type { Schema } from '../../api/types';
import { Link } from '../kit/Link';
import { Picture } from '../kit/Picture';
import { PostDate } from './PostDate';

export type BlogCardData = Schema<'BlogCard'>;

export interface BlogCardProps {
  blog: BlogCardData;
  /** The first post of the list is the LCP candidate: loaded eagerly with high priority. */
  isFirst?: boolean;
  /** @default 2 */
  headingLevel?: 2 | 3;
  /** A smaller card beside a post (related and popular posts): no summary. */
  compact?: boolean;
}

/** A post in a list: its picture, title (the link to it), date and summary. The whole card can be clicked. */
export function BlogCard({ blog, isFirst = false, headingLevel = 2, compact = false }: BlogCardProps) {
  const { i18n } = useLingui();
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={`relative flex gap-4 rounded-lg border border-gray-200 bg-white p-3 ${compact ? 'items-start' : 'flex-col sm:flex-row'}`}
    >
      <Picture
        sizes={compact ? '112px' : '(min-width: 640px) 224px, calc(100vw - 58px)'}
        src={blog.thumbnail}
        alt=""
        width={800}
        height={450}
        priority={isFirst}
        className={`shrink-0 rounded-md bg-gray-100 object-cover ${compact ? 'h-auto w-28' : 'h-auto w-full sm:w-56'}`}
      />
      <div className="flex min-w-0 flex-col gap-1">
        <Heading
          {...contentTextAttributes(blog.title, i18n.locale)}
          className={`font-semibold text-gray-900 ${compact ? 'text-base' : 'text-lg'}`}
        >
          {/* The title is the card's link; its box covers the card. */}
          <Link
            href={`/blog/${encodeURIComponent(blog.slug)}`}
            variant="plain"
            className="after:absolute after:inset-0 hover:underline"
          >
            {blog.title}
          </Link>
        </Heading>
        <p className="text-gray-600 text-sm">
          <PostDate value={blog.created_at} />
          {blog.author && <span> · {blog.author}</span>}
        </p>
        {!compact && blog.short_description && (
          <p {...contentTextAttributes(blog.short_description, i18n.locale)} className="text-gray-700">
            {blog.short_description}
          </p>
        )}
      </div>
    </article>
  );
}
