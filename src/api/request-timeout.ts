import { ApiError } from './errors';

/**
 * How long a call may wait for the server's answer before it counts as not having reached the shop: a stalled
 * connection on a slow phone must end in a message and a way to try again, never a spinner that runs on.
 * Long enough for a ticket's five 2 MB attachments on a slow line.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

type Fetcher = (request: Request) => Promise<Response>;

/**
 * `fetcher` with a deadline: past `ms` without an answer the call fails as a network failure (status 0). The
 * stalled request is left to the browser; nothing waits for it any more. An abort by the caller passes through.
 */
export function withTimeout(fetcher: Fetcher, ms = REQUEST_TIMEOUT_MS): Fetcher {
  return (request) =>
    new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ApiError(0, 'The shop took too long to answer.')), ms);
      fetcher(request)
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    });
}
