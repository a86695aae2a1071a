/**
 * The format of the answers the server puts in the page for its first screen (server/web/first-screen.ts),
 * shared by the server that writes them and the client that reads them (src/api/first-screen-answers.ts).
 */

/** The `<script type="application/json">` element that carries them. */
export const FIRST_SCREEN_ANSWERS_ID = 'first-screen-answers';

/** The home page's first read of /home (the first "Just for you" page). */
export const HOME_FIRST_PAGE = { page: 1, per_page: 10 } as const;

export interface FirstScreenAnswers {
  /** The language the server answered in (the Accept-Language a visitor's client sends by default). */
  locale: string;
  /** Answer bodies by `answerKey`. */
  answers: Record<string, unknown>;
}

/** A read's key: its path under /api with its query parameters sorted by name. */
export function answerKey(path: string, search: string): string {
  const params = new URLSearchParams(search);
  params.sort();
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
