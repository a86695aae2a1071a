import { type ApiClient, unwrap } from '../client';
import type { JsonBody, PathParams, Query } from '../types';

/** Blog, legal and info pages, contact details and the public contact form. */
export function contentEndpoints(client: ApiClient) {
  return {
    listBlogs: (query: Query<'listBlogs'> = {}, signal?: AbortSignal) =>
      unwrap(client.GET('/blogs', { params: { query }, signal })),
    getBlog: (slugOrId: PathParams<'getBlog'>['slugOrId'], signal?: AbortSignal) =>
      unwrap(client.GET('/blog/{slugOrId}/details', { params: { path: { slugOrId } }, signal })),
    getLegalPage: (slug: PathParams<'getLegalPage'>['slug'], signal?: AbortSignal) =>
      unwrap(client.GET('/legal-pages/{slug}', { params: { path: { slug } }, signal })),
    getContactDetails: (signal?: AbortSignal) => unwrap(client.GET('/contact-us', { signal })),
    sendSupportMessage: (body: JsonBody<'sendSupportMessage'>, signal?: AbortSignal) =>
      unwrap(client.POST('/support', { body, signal })),
  };
}

export type ContentEndpoints = ReturnType<typeof contentEndpoints>;
