import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { BLOG_POSTS_PER_PAGE, useBlogPosts } from '../../app/content/use-content-reads';
import { LoadFailed } from '../common/LoadFailed';
import { BlogCard } from '../content/BlogCard';
import { BlogListSkeleton } from '../content/BlogListSkeleton';
import { Breadcrumbs } from '../kit/Breadcrumbs';
import { EmptyState } from '../kit/EmptyState';
import { Pagination } from '../kit/Pagination';

/** The page number in `?page=` (the address is the list's state), 1 when missing or not a page number. */
function pageFrom(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** /blogs: the posts, newest first, ten to a page. */
export default function BlogsPage() {
  const { t } = useLingui();
  const page = pageFrom(useSearch());
  const [, navigate] = useLocation();
  const { data, isLoading, errorStatus, retry } = useBlogPosts(page);

  const goTo = (next: number) => {
    navigate(next === 1 ? '/blogs' : `/blogs?page=${next}`);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="py-8">
      <Breadcrumbs className="mb-4" crumbs={[{ label: t`Blogs` }]} />
      <h1 className="mb-6 font-bold text-2xl text-gray-900">
        <Trans>Blogs</Trans>
      </h1>
      {errorStatus !== null ? (
        <LoadFailed status={errorStatus} onRetry={retry} />
      ) : !data || (isLoading && data.blogs.length === 0) ? (
        <BlogListSkeleton />
      ) : data.blogs.length === 0 ? (
        <EmptyState title={<Trans>No posts yet</Trans>}>
          <Trans>Come back soon for news, guides and tips.</Trans>
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-4" aria-busy={isLoading || undefined}>
            {data.blogs.map((blog, index) => (
              <li key={blog.id}>
                <BlogCard blog={blog} isFirst={index === 0} />
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <Pagination
              page={page}
              total={data.total}
              perPage={BLOG_POSTS_PER_PAGE}
              onChange={goTo}
              aria-label={t`Blog pages`}
            />
          </div>
        </>
      )}
    </div>
  );
}
