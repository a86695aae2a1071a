import { useLingui } from '@lingui/react/macro';
import { useChatActorRef } from '../../app/chat/chat-actor-context';
import { useChatSelector } from '../../app/chat/use-chat';
import { selectActiveShop, selectIsSidebarOpen } from '../../machines/chat/chat.selectors';
import { Drawer } from '../kit/Drawer';
import { ChatConversationPane } from './ChatConversationPane';

/**
 * The floating chat sidebar (docs/requirements.md §2 and §4), opened by the chat machine ("Chat with the shop" on a
 * product or in the cart): the shop, its conversation and the composer. Closing it clears the messages, and
 * focus goes back to where the shopper was.
 */
export default function ChatSidebar() {
  const { t } = useLingui();
  const chat = useChatActorRef();
  const isOpen = useChatSelector(selectIsSidebarOpen);
  const shop = useChatSelector(selectActiveShop);
  return (
    <Drawer
      title={t`Chat`}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) chat.send({ type: 'chat.sidebar.close' });
      }}
    >
      {shop && (
        <div className="-mx-6 -mb-6 flex min-h-0 flex-1 flex-col border-gray-200 border-t">
          <ChatConversationPane shop={shop} view="sidebar" headingLevel={3} />
        </div>
      )}
    </Drawer>
  );
}
