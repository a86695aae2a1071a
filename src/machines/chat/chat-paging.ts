import type { ChatConversation, ChatMessage, ChatView, PageFigures } from './chat.types';

/** docs/requirements.md §9: 20 messages and 20 shops a page, in the sidebar and on the page. */
export const CHAT_PAGE_SIZE = 20;

/** docs/requirements.md §5 and §9: the 'Search Seller' box and the older-messages scroll wait this long for a pause. */
export const SEARCH_DEBOUNCE_MS = 500;
export const OLDER_MESSAGES_DEBOUNCE_MS = 500;

/** docs/requirements.md §8: after a failed message fetch the spinner stops 1 s later. */
export const FAILED_FETCH_SPINNER_MS = 1000;

/** docs/requirements.md §9: older messages load within 50 px of the top in the sidebar, 300 px on the page. */
export const OLDER_MESSAGES_WITHIN: Record<ChatView, number> = { sidebar: 50, page: 300 };

/**
 * docs/requirements.md §9, as written: the shop list asks for its next page when scrolled under 300 px from the top, and
 * arms again only once scrolled beyond 400 px, so one swipe near the threshold asks once.
 */
export const SHOPS_LOAD_WITHIN = 300;
export const SHOPS_REARM_BEYOND = 400;

export const noPages = (): PageFigures => ({ page: 0, lastPage: 1 });

export const hasMorePages = ({ page, lastPage }: PageFigures): boolean => page > 0 && page < lastPage;

export const isNearTopForOlder = (fromTop: number, view: ChatView): boolean => fromTop <= OLDER_MESSAGES_WITHIN[view];

/** What a scroll of the shop list does: ask for the next page, arm again, or nothing. */
export function shopsScrollOutcome(armed: boolean, fromTop: number): 'load' | 'rearm' | 'none' {
  if (armed && fromTop < SHOPS_LOAD_WITHIN) return 'load';
  if (!armed && fromTop > SHOPS_REARM_BEYOND) return 'rearm';
  return 'none';
}

const byTime = (a: ChatMessage, b: ChatMessage) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id;

/**
 * Messages shown oldest first, from pages the server sends newest first. A message already shown is replaced by
 * its newer copy, so a page that shifted between loads (new messages came) repeats nothing.
 */
export function mergeMessages(shown: ChatMessage[], page: ChatMessage[]): ChatMessage[] {
  const byId = new Map(shown.map((message) => [message.id, message]));
  for (const message of page) byId.set(message.id, message);
  return [...byId.values()].sort(byTime);
}

/** The next page of the shop list, after the rows shown (a row that moved up is not repeated). */
export function appendShops(shown: ChatConversation[], page: ChatConversation[]): ChatConversation[] {
  const known = new Set(shown.map((row) => row.shop.id));
  return [...shown, ...page.filter((row) => !known.has(row.shop.id))];
}

/** A fresh first page over the rows shown: the most recent conversations first, the older rows kept below. */
export function refreshShops(shown: ChatConversation[], firstPage: ChatConversation[]): ChatConversation[] {
  const fresh = new Set(firstPage.map((row) => row.shop.id));
  return [...firstPage, ...shown.filter((row) => !fresh.has(row.shop.id))];
}

/** docs/requirements.md §4: the shop is Online if any loaded message says so. */
export const isShopOnline = (messages: ChatMessage[]): boolean =>
  messages.some((message) => message.shop_active_status);

export const isBlank = (text: string): boolean => text.trim() === '';
