import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { contentTextAttributes } from '../../../common/content-language';
import { useBlogPost } from '../../app/content/use-content-reads';
import { useCanonicalAddress } from '../../app/use-canonical-address';
import { LoadFailed } from '../common/LoadFailed';
import { SafeHtml } from '../common/SafeHtml';
import { ContentNotFound } from '../content/ContentNotFound';
import { PostArticleSkeleton } from '../content/PostArticleSkeleton';
import { PostDate } from '../content/PostDate';
import { RelatedPosts } from '../content/RelatedPosts';
import { Breadcrumbs } from '../kit/Breadcrumbs';
import { Picture } from '../kit/Picture';
import { ItemTitle } from '../layout/ItemTitle';

/** /blog/{slug}: one post, then related and popular posts. */
export default function BlogPage() {
  const { t, i18n } = useLingui();
  const { slug = '' } = useParams<{ slug: string }>();
  // A post opened from another's list shows once its own answer is in, not the last one's body; `/blog/01` shows
  // the post the API answered with, under that post's own address.
  const { current, errorStatus, retry } = useBlogPost(slug);
  useCanonicalAddress(current ? `/blog/${encodeURIComponent(current.blog.slug || String(current.blog.id))}` : null);

  if (errorStatus !== null) {
    return (
      <div className="py-8">
        {errorStatus === 404 ? (
          <ContentNotFound backHref="/blogs" backLabel={<Trans>Back to the blog</Trans>} />
        ) : (
          <LoadFailed status={errorStatus} onRetry={retry} />
        )}
      </div>
    );
  }
  if (!current) return <PostArticleSkeleton />;
  const { blog, related_blogs: related, popular_blogs: popular } = current;
  return (
    <div className="py-8">
      <Breadcrumbs className="mb-4" crumbs={[{ label: t`Blogs`, href: '/blogs' }, { label: blog.title }]} />
      <article>
        <ItemTitle name={blog.title} />
        <h1 {...contentTextAttributes(blog.title, i18n.locale)} className="font-bold text-3xl text-gray-900">
          {blog.title}
        </h1>
        <p className="mt-2 text-gray-600 text-sm">
          <PostDate value={blog.created_at} />
          {blog.author && <span> · {blog.author}</span>}
        </p>
        <Picture
          sizes="(min-width: 768px) 736px, calc(100vw - 32px)"
          src={blog.thumbnail}
          alt=""
          width={800}
          height={450}
          priority
          className="mt-6 h-auto w-full rounded-lg bg-gray-100"
        />
        <SafeHtml html={blog.description} className="mt-6" {...contentTextAttributes(blog.description, i18n.locale)} />
      </article>
      <RelatedPosts title={<Trans>Related posts</Trans>} posts={related} />
      <RelatedPosts title={<Trans>Popular posts</Trans>} posts={popular} />
    </div>
  );
}
