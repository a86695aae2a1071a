import { type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { selectIsSignedIn } from '../../machines/session/session.selectors';
import type { Inspect } from '../inspector';
import { lazyRetrying } from '../lazy-retrying';
import { useSessionSelector } from '../session/SessionProvider';
import { ChatActorContext, type ChatActorRef } from './chat-actor-context';

// The chat (its machine, calls and, with a realtime key, pusher-js) loads for signed-in shoppers only.
const ChatStarter = lazyRetrying(() => import('./ChatProvider'));

/**
 * Shares the chat actor with every screen, once a shopper has signed in and its code has loaded (null until
 * then, so screens wait or ask a visitor to log in). The actor starts beside the screens, not around them,
 * so its loading never unmounts or suspends what is shown. The floating chat sidebar, which the shell hands in
 * (src/app/App.tsx), is mounted here too once the actor runs.
 */
export function ChatHost({
  children,
  inspect,
  sidebar: Sidebar,
}: {
  children: ReactNode;
  inspect?: Inspect;
  sidebar?: ComponentType;
}) {
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
      {chat && Sidebar && (
        <Suspense fallback={null}>
          <Sidebar />
        </Suspense>
      )}
    </ChatActorContext.Provider>
  );
}
