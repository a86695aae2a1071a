import { useMemo } from 'react';
import { contentEndpoints } from '../../api/endpoints/content';
import { useResource } from '../resource/use-resource';
import { useApiClient } from '../session/ApiContext';

/** Posts on a page of the blog's list. */
export const BLOG_POSTS_PER_PAGE = 10;

function useContentCalls() {
  const client = useApiClient();
  return useMemo(() => contentEndpoints(client), [client]);
}

/** One page of the blog's posts, newest first (GET /blogs). */
export function useBlogPosts(page: number) {
  const content = useContentCalls();
  return useResource(
    (params: { page: number }, signal) =>
      content.listBlogs({ page: params.page, per_page: BLOG_POSTS_PER_PAGE }, signal).then((answer) => answer.data),
    { page },
  );
}

/** One post by its slug or id, with its related and popular posts (GET /blog/{slugOrId}/details). */
export function useBlogPost(slug: string) {
  const content = useContentCalls();
  return useResource(
    (params: { slug: string }, signal) => content.getBlog(params.slug, signal).then((answer) => answer.data),
    { slug },
  );
}

/** A page the server keeps (terms, privacy, about…), by its slug (GET /legal-pages/{slug}). */
export function useLegalPage(slug: string) {
  const content = useContentCalls();
  return useResource(
    (params: { slug: string }, signal) =>
      content.getLegalPage(params.slug, signal).then((answer) => answer.data.content),
    { slug },
  );
}

/** The marketplace's contact channels (GET /contact-us). */
export function useContactDetails() {
  const content = useContentCalls();
  return useResource((_: null, signal) => content.getContactDetails(signal).then((answer) => answer.data), null);
}
