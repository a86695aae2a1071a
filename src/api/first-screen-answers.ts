/**
 * Answers the server put in the page for its first screen (server/web/first-screen.ts): a visitor's reads of
 * /master and of the page's own data, so the first paint waits for no round trip. Each answer is used once,
 * by the first matching call; every later call (a retry, a refresh, another page) goes to the network.
 */

import { answerKey, FIRST_SCREEN_ANSWERS_ID, type FirstScreenAnswers } from '../../common/first-screen-answers-format';

let pending: FirstScreenAnswers | null | undefined;

function readFromPage(): FirstScreenAnswers | null {
  const node = globalThis.document?.getElementById(FIRST_SCREEN_ANSWERS_ID);
  if (!node?.textContent) return null;
  try {
    const parsed = JSON.parse(node.textContent) as FirstScreenAnswers;
    return typeof parsed.locale === 'string' && parsed.answers && typeof parsed.answers === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

/** For tests: forget what was read from the page. */
export function resetFirstScreenAnswers(): void {
  pending = undefined;
}

/**
 * The answer the page carries for this request, once; undefined when it has none. Only a visitor's GET in the
 * language the server answered in is answered from the page: a shopper's own data always comes from the API.
 */
export function takeFirstScreenAnswer(request: Request, apiBase: string): Response | undefined {
  if (pending === undefined) pending = readFromPage();
  if (!pending || request.method !== 'GET' || request.headers.has('Authorization')) return undefined;
  if (request.headers.get('Accept-Language') !== pending.locale) return undefined;
  const url = new URL(request.url);
  const base = new URL(apiBase, url);
  if (url.origin !== base.origin || !url.pathname.startsWith(`${base.pathname}/`)) return undefined;
  const key = answerKey(url.pathname.slice(base.pathname.length), url.search);
  if (!Object.hasOwn(pending.answers, key)) return undefined;
  const body = pending.answers[key];
  delete pending.answers[key];
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}
