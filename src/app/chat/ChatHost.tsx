import { type ReactNode, Suspense, useState } from 'react';
import { selectIsSignedIn } from '../../machines/session/session.selectors';
import type { Inspect } from '../inspector';
import { lazyRetrying } from '../lazy-retrying';
import { useSessionSelector } from '../session/SessionProvider';
import { ChatActorContext, type ChatActorRef } from './chat-actor-context';

// The chat (its machine, calls and, with a realtime key, pusher-js) loads for signed-in shoppers only.
const ChatStarter = lazyRetrying(() => import('./ChatProvider'));
const ChatSidebarHost = lazyRetrying(() => import('../../ui/chat/ChatSidebarHost'));

/**
 * Shares the chat actor with every screen, once a shopper has signed in and its code has loaded (null until
 * then, so screens wait or ask a visitor to log in). The actor starts beside the screens, not around them,
 * so its loading never unmounts or suspends what is shown. The floating chat sidebar is mounted here too.
 */
export function ChatHost({ children, inspect }: { children: ReactNode; inspect?: Inspect }) {
  const isSignedIn = useSessionSelector(selectIsSignedIn);
  const [chat, setChat] = useState<ChatActorRef | null>(null);
  const [isWanted, setIsWanted] = useState(isSignedIn);
  // Once started it stays: the machine itself follows sign-outs and later sign-ins.
  if (isSignedIn && !isWanted) setIsWanted(true);
  return (
    <ChatActorContext.Provider value={chat}>
      {children}
      {isWanted && (
        <Suspense fallback={null}>
          <ChatStarter inspect={inspect} onStarted={setChat} />
        </Suspense>
      )}
      {/* A boundary of its own: the sidebar's code loading never suspends the running chat. */}
      {chat && (
        <Suspense fallback={null}>
          <ChatSidebarHost />
        </Suspense>
      )}
    </ChatActorContext.Provider>
  );
}
