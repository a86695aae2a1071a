import { useLocation, useParams } from 'wouter';
import { trimBothOf } from '../../../common/text-shape';
import { useLegalPage } from '../../app/content/use-content-reads';
import { useCanonicalAddress } from '../../app/use-canonical-address';
import { LoadFailed } from '../common/LoadFailed';
import { SafeHtml } from '../common/SafeHtml';
import { ContentNotFound } from '../content/ContentNotFound';
import { PostArticleSkeleton } from '../content/PostArticleSkeleton';
import { ItemTitle } from '../layout/ItemTitle';

/**
 * The page's slug: `/page/{slug}`'s parameter, or the path itself for the named pages
 * (`/privacy-policy` is the page `privacy-policy`).
 */
function useSlug(): string {
  const { slug } = useParams<{ slug?: string }>();
  const [path] = useLocation();
  return slug ?? trimBothOf(path, '/');
}

/** /terms-and-conditions, /privacy-policy, /return-policy, /about-us and /page/{slug}: the server's page. */
export default function LegalPage() {
  const slug = useSlug();
  // Another /page/{slug} shows once it has loaded, not the last page's text; a page the server keeps under another
  // slug shows under its own address.
  const { current: page, errorStatus, retry } = useLegalPage(slug);
  useCanonicalAddress(page?.slug && page.slug !== slug ? `/page/${encodeURIComponent(page.slug)}` : null);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      {/* 422: a slug no page can have (the contract's pattern), so not found either. */}
      {errorStatus === 404 || errorStatus === 422 ? (
        <ContentNotFound />
      ) : errorStatus !== null ? (
        <LoadFailed status={errorStatus} onRetry={retry} />
      ) : !page ? (
        <PostArticleSkeleton withImage={false} />
      ) : (
        <article>
          <ItemTitle name={page.title} />
          <h1 className="font-bold text-3xl text-gray-900">{page.title}</h1>
          <SafeHtml html={page.description} className="mt-4" />
        </article>
      )}
    </div>
  );
}
