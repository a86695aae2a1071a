import { Suspense, useState } from 'react';
import { useChatSelector } from '../../app/chat/use-chat';
import { lazyRetrying } from '../../app/lazy-retrying';
import { selectIsSidebarOpen } from '../../machines/chat/chat.selectors';

// The sidebar's code loads the first time a chat opens.
const ChatSidebar = lazyRetrying(() => import('./ChatSidebar'));

/** Mounted once beside the routes while the chat runs: the floating chat sidebar, loaded when first opened. */
export default function ChatSidebarHost() {
  const isOpen = useChatSelector(selectIsSidebarOpen);
  const [wasOpened, setWasOpened] = useState(false);
  // Stays mounted after the first opening, so closing animates and reopening is instant.
  if (isOpen && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ChatSidebar />
    </Suspense>
  );
}
