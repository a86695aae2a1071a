import type { ApiClient } from '../../api/client';
import { type RecentlyViewedEndpoints, recentlyViewedEndpoints } from '../../api/endpoints/recently-viewed';
import {
  browserCards,
  forgetInBrowser,
  KEPT,
  type ProductCard,
  putFirst,
  rememberInBrowser,
} from './recently-viewed-browser';

/** A signed-in customer, as their list needs them: the session's client and its token. */
export interface ViewingAccount {
  client: ApiClient;
  token: string;
}

/**
 * One sign-in's list. The browser keeps what the account does not have yet (the visitor's list at sign-in, a
 * product opened while a call is under way or failed): each call sends it, and what the account took is forgotten
 * there. So nothing opened is lost, and once the account has it all the browser's list is empty.
 */
interface AccountList {
  token: string;
  api: RecentlyViewedEndpoints;
  /** The account's list as the server last answered it. */
  known: ProductCard[];
  /** The account has answered once. */
  loaded: boolean;
  /** A call waits its turn; it sends what the browser holds when it starts. */
  waiting: boolean;
  /** The calls, one after another, so the last answer is the newest list. */
  calls: Promise<void>;
  /** What the rows were last shown, and from what (the same array until either changes). */
  shown: { from: [ProductCard[], ProductCard[]]; cards: ProductCard[] } | null;
}

const EMPTY: ProductCard[] = [];
/** Per client (the app has one; each test its own), the list of the session's current sign-in. */
const lists = new WeakMap<ApiClient, AccountList>();
const listeners = new Set<() => void>();

export function subscribeToAccount(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

function listFor({ client, token }: ViewingAccount): AccountList {
  let list = lists.get(client);
  if (list?.token !== token) {
    list = {
      token,
      api: recentlyViewedEndpoints(client),
      known: EMPTY,
      loaded: false,
      waiting: false,
      calls: Promise.resolve(),
      shown: null,
    };
    lists.set(client, list);
  }
  return list;
}

const isContractId = (id: number) => id >= 1 && id <= 2_147_483_647;

/** Sends what the browser holds (or, with nothing to send, reads the list once), and keeps the answer. */
async function sync(list: AccountList): Promise<void> {
  const ids = browserCards()
    .map((card) => card.id)
    .filter(isContractId)
    .slice(0, KEPT);
  if (list.loaded && ids.length === 0) return;
  try {
    const answer =
      ids.length > 0 ? await list.api.recordRecentlyViewed({ product_ids: ids }) : await list.api.listRecentlyViewed();
    list.known = answer.data.products;
    list.loaded = true;
  } catch {
    // The rows show what they have, and the browser keeps it: the next product opened, or the next page with a
    // row, tries again.
    return;
  }
  for (const listener of listeners) listener();
  forgetInBrowser(ids);
}

function enqueue(list: AccountList): void {
  if (list.waiting) return;
  list.waiting = true;
  list.calls = list.calls.then(() => {
    list.waiting = false;
    return sync(list);
  });
}

/** What the rows show for the account: what the browser holds that it may not have yet, then its own list. */
export function accountCards(account: ViewingAccount): ProductCard[] {
  const list = lists.get(account.client);
  const pending = browserCards();
  if (list?.token !== account.token) return pending;
  const [shownPending, shownKnown] = list.shown?.from ?? [];
  if (list.shown && shownPending === pending && shownKnown === list.known) return list.shown.cards;
  const cards = pending.reduceRight((kept, card) => putFirst(kept, card), list.known);
  list.shown = { from: [pending, list.known], cards };
  return cards;
}

/** Loads the account's list once per sign-in; a load that failed is tried again by the next page that shows it. */
export function loadAccountList(account: ViewingAccount): void {
  const list = listFor(account);
  if (!list.loaded) enqueue(list);
}

/** Shows the product first at once (kept by the browser until the account has it), and records it on the account. */
export function rememberOnAccount(account: ViewingAccount, card: ProductCard): void {
  rememberInBrowser(card);
  enqueue(listFor(account));
}
