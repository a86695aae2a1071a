import type { SnapshotFrom } from 'xstate';
import type { chatMachine } from './chat.machine';
import type { ChatConversation, ChatFailure, ChatMessage, ChatShop } from './chat.types';
import { hasMorePages, isShopOnline } from './chat-paging';

export type ChatSnapshot = SnapshotFrom<typeof chatMachine>;

export const selectIsChatAvailable = (snapshot: ChatSnapshot): boolean => snapshot.matches('signedIn');

export const selectActiveShop = (snapshot: ChatSnapshot): ChatShop | null => snapshot.context.activeShop;

/** The open conversation, oldest first. */
export const selectMessages = (snapshot: ChatSnapshot): ChatMessage[] => snapshot.context.messages;

/** docs/requirements.md §4: Online if any loaded message has shop_active_status true, else Offline. */
export const selectIsShopOnline = (snapshot: ChatSnapshot): boolean => isShopOnline(snapshot.context.messages);

export const selectUnreadCount = (snapshot: ChatSnapshot): number => snapshot.context.unreadCount;

export const selectIsSidebarOpen = (snapshot: ChatSnapshot): boolean =>
  snapshot.matches({ signedIn: { sidebar: 'open' } });

/** Page 1 of the conversation is loading (or its failure is still spinning out, docs/requirements.md §8). */
export const selectIsLoadingMessages = (snapshot: ChatSnapshot): boolean => snapshot.hasTag('messagesLoading');

export const selectIsLoadingOlder = (snapshot: ChatSnapshot): boolean => snapshot.hasTag('olderLoading');

export const selectHasOlderMessages = (snapshot: ChatSnapshot): boolean =>
  hasMorePages(snapshot.context.messagesPaging);

/** The failed message fetch to offer Try again for (once the spinner has stopped), or null. */
export const selectMessagesFailure = (snapshot: ChatSnapshot): ChatFailure | null =>
  snapshot.matches({ signedIn: { conversation: 'failed' } }) ? snapshot.context.messagesError : null;

export const selectShops = (snapshot: ChatSnapshot): ChatConversation[] => snapshot.context.shops;

export const selectShopSearch = (snapshot: ChatSnapshot): string => snapshot.context.shopSearch;

/** Page 1 of the shop list is loading, or a search is about to be (the box is debounced). */
export const selectIsLoadingShops = (snapshot: ChatSnapshot): boolean =>
  snapshot.hasTag('shopsLoading') || snapshot.matches({ signedIn: { shops: 'waitingToSearch' } });

export const selectIsLoadingMoreShops = (snapshot: ChatSnapshot): boolean => snapshot.hasTag('shopsLoadingMore');

export const selectHasMoreShops = (snapshot: ChatSnapshot): boolean => hasMorePages(snapshot.context.shopsPaging);

/** The failed shop-list load that stopped the paging (Try again), or null. */
export const selectShopsFailure = (snapshot: ChatSnapshot): ChatFailure | null =>
  snapshot.matches({ signedIn: { shops: 'failed' } }) ? snapshot.context.shopsError : null;

export const selectDraft = (snapshot: ChatSnapshot): string => snapshot.context.draft;

export const selectIsSending = (snapshot: ChatSnapshot): boolean => snapshot.hasTag('sending');

/** The last send failed: the text is still in the composer, and Send again retries it. */
export const selectSendFailure = (snapshot: ChatSnapshot): ChatFailure | null => snapshot.context.sendError;

/** Send is possible: a shop is open, the text is not blank and nothing is on its way. */
export const selectCanSend = (snapshot: ChatSnapshot): boolean => snapshot.can({ type: 'chat.send' });

export const selectIsStartingChat = (snapshot: ChatSnapshot): boolean => snapshot.hasTag('starting');

export const selectStartFailure = (snapshot: ChatSnapshot): ChatFailure | null => snapshot.context.startError;
