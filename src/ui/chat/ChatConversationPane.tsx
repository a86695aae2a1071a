import { useChatActorRef } from '../../app/chat/chat-actor-context';
import { useChatSelector } from '../../app/chat/use-chat';
import {
  selectDraft,
  selectHasOlderMessages,
  selectIsLoadingMessages,
  selectIsLoadingOlder,
  selectIsSending,
  selectIsShopOnline,
  selectMessages,
  selectMessagesFailure,
  selectSendFailure,
} from '../../machines/chat/chat.selectors';
import type { ChatShop, ChatView } from '../../machines/chat/chat.types';
import { ChatComposer } from './ChatComposer';
import { ChatHeader } from './ChatHeader';
import { MessageLog } from './MessageLog';

export interface ChatConversationPaneProps {
  shop: ChatShop;
  /** Where it is shown: the machine pages the sidebar and the page at different distances from the top. */
  view: ChatView;
  /** The shop name's level in the outline. */
  headingLevel: 2 | 3;
}

/**
 * The open conversation bound to the chat machine: the shop's header (Online/Offline), the messages (older
 * ones when scrolled near the top, or from the button at the top) and the composer.
 */
export function ChatConversationPane({ shop, view, headingLevel }: ChatConversationPaneProps) {
  const chat = useChatActorRef();
  const messages = useChatSelector(selectMessages);
  const isOnline = useChatSelector(selectIsShopOnline);
  const isLoading = useChatSelector(selectIsLoadingMessages);
  const hasOlder = useChatSelector(selectHasOlderMessages);
  const isLoadingOlder = useChatSelector(selectIsLoadingOlder);
  const loadError = useChatSelector(selectMessagesFailure);
  const draft = useChatSelector(selectDraft);
  const isSending = useChatSelector(selectIsSending);
  const sendFailure = useChatSelector(selectSendFailure);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ChatHeader shop={shop} isOnline={isOnline} headingLevel={headingLevel} />
      <MessageLog
        shopName={shop.name}
        messages={messages}
        isLoading={isLoading}
        hasOlder={hasOlder}
        isLoadingOlder={isLoadingOlder}
        // The button asks as a scroll to the very top would: the machine decides, after its pause.
        onLoadOlder={() => chat.send({ type: 'chat.messages.scrolled', fromTop: 0, view })}
        loadError={loadError}
        onRetry={() => chat.send({ type: 'chat.messages.retry' })}
        onScroll={(fromTop) => chat.send({ type: 'chat.messages.scrolled', fromTop, view })}
      />
      <ChatComposer
        value={draft}
        onChange={(text) => chat.send({ type: 'chat.draft.changed', text })}
        onSend={() => chat.send({ type: 'chat.send' })}
        isSending={isSending}
        error={sendFailure ? sendFailure.message : null}
      />
    </div>
  );
}
