import { type ApiClient, unwrap } from '../client';
import type { JsonBody } from '../types';

/** The products a signed-in customer opened last, kept on the account. */
export function recentlyViewedEndpoints(client: ApiClient) {
  return {
    listRecentlyViewed: (signal?: AbortSignal) => unwrap(client.GET('/recently-viewed', { signal })),
    recordRecentlyViewed: (body: JsonBody<'recordRecentlyViewed'>, signal?: AbortSignal) =>
      unwrap(client.POST('/recently-viewed', { body, signal })),
  };
}

export type RecentlyViewedEndpoints = ReturnType<typeof recentlyViewedEndpoints>;
