import type { RealtimeConfig } from '../../api/realtime';
import type { Schema } from '../../api/types';
import type { Failure } from '../failure';

export type ChatMessage = Schema<'ChatMessage'>;
export type ChatConversation = Schema<'ChatConversation'>;
export type ChatShop = Schema<'ChatShop'>;

/** Where a conversation is shown: the floating sidebar or the /massages page (their scroll thresholds differ). */
export type ChatView = 'sidebar' | 'page';

/** A page of a paged list as the machine keeps it. */
export interface PageFigures {
  /** The last page loaded (0: none yet). */
  page: number;
  lastPage: number;
}

/** A failed call, kept as the server answered it (status 0: not reached); the UI words it. */
export type ChatFailure = Failure;

/** What the calls answer, as the machine keeps it (the app maps the contract's envelopes). */
export interface MessagesPage {
  /** Newest first, as the server sends them. */
  messages: ChatMessage[];
  page: number;
  lastPage: number;
}

export interface ShopsPage {
  shops: ChatConversation[];
  page: number;
  lastPage: number;
}

export interface LoadMessagesInput {
  shopId: number;
  page: number;
  perPage: number;
}

export interface LoadShopsInput {
  search: string;
  page: number;
  perPage: number;
}

export interface SendMessageInput {
  shopId: number;
  text: string;
}

export interface StartChatInput {
  shopId: number;
  userId: number;
  productId: number | null;
}

export interface ListenInput {
  config: RealtimeConfig;
  userId: number;
}

export interface ChatInput {
  /** From the settings; null when no key is configured (no live updates). */
  realtime: RealtimeConfig | null;
}

export interface ChatContext {
  realtime: RealtimeConfig | null;
  userId: number | null;
  /** The app says whether the shopper is on /massages (live events are handled differently there). */
  onMessagesPage: boolean;
  /** The shop whose conversation is open (sidebar or page), or null ('No User Selected'). */
  activeShop: ChatShop | null;
  /** The open conversation, oldest first (the server sends pages newest first). */
  messages: ChatMessage[];
  messagesPaging: PageFigures;
  /** The last failed message fetch (docs/requirements.md §8), until retried. */
  messagesError: ChatFailure | null;
  /** The conversation with the shop, as the shop list shows it. */
  shops: ChatConversation[];
  shopsPaging: PageFigures;
  /** The 'Search Seller' text the list was (or is about to be) loaded with. */
  shopSearch: string;
  /** docs/requirements.md §9: paging arms again once scrolled far enough away from the end. */
  shopsArmed: boolean;
  shopsError: ChatFailure | null;
  unreadCount: number;
  /** The composer's text: kept when a send fails, cleared when it succeeds. */
  draft: string;
  /** The text on its way to the server (the draft is cleared on success only if still the same). */
  outgoing: string | null;
  sendError: ChatFailure | null;
  /** Opening a conversation from a product or the cart failed. */
  startError: ChatFailure | null;
  /** A live event came while a page was loading: refresh once it is in. */
  refreshAfterLoad: { messages: boolean; shops: boolean };
}

export type ChatEvent =
  /** The session has a signed-in shopper (a sign-in, or a session restored from storage). */
  | { type: 'chat.session.started'; userId: number }
  /** Logout or an expired session: chats, the active shop and the count go (docs/requirements.md §4). */
  | { type: 'chat.session.cleared' }
  /** The app's route: whether the shopper is on /massages. */
  | { type: 'chat.page.entered' }
  | { type: 'chat.page.left' }
  | { type: 'chat.sidebar.open'; shop?: ChatShop }
  | { type: 'chat.sidebar.close' }
  /** "Chat with the shop" on a product or in the cart: /store-message, then the sidebar on that shop. */
  | { type: 'chat.start'; shop: ChatShop; productId?: number }
  | { type: 'chat.shop.select'; shop: ChatShop }
  | { type: 'chat.shops.search'; text: string }
  /** The shop list scrolled: its top edge is `fromTop` px above the visible part (the list's scrollTop). */
  | { type: 'chat.shops.scrolled'; fromTop: number }
  /** The shopper asked for more sellers (a button, for those who do not scroll). */
  | { type: 'chat.shops.more' }
  | { type: 'chat.shops.retry' }
  /** The shop list's first page again (after a send, its last message changed). */
  | { type: 'chat.shops.refresh' }
  /** The conversation scrolled: `fromTop` px are above the visible part, in the sidebar or on the page. */
  | { type: 'chat.messages.scrolled'; fromTop: number; view: ChatView }
  | { type: 'chat.messages.retry' }
  | { type: 'chat.draft.changed'; text: string }
  | { type: 'chat.send' }
  | { type: 'chat.unread.refresh' }
  /** The realtime actor: a shop wrote to this shopper. */
  | { type: 'chat.remote.message' };

export type ChatEmitted =
  /** A message was sent (the UI keeps the newest message in view). */
  | { type: 'chat.sent'; message: ChatMessage }
  /** A conversation could not be opened from a product or the cart. */
  | { type: 'chat.startFailed'; status: number; message: string };
