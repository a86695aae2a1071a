import { useLingui } from '@lingui/react';
import { useActorRef } from '@xstate/react';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { realtimeConfigOf } from '../../api/realtime';
import type { ChatEmitted } from '../../machines/chat/chat.types';
import { selectUser } from '../../machines/session/session.selectors';
import type { Inspect } from '../inspector';
import { useApiClient } from '../session/ApiContext';
import { useSessionActorRef } from '../session/SessionProvider';
import { useSettings } from '../settings/use-settings';
import { ChatActorContext, type ChatActorRef } from './chat-actor-context';
import { handleChatEvent } from './chat-effects';
import { createChatLogic } from './chat-logic';

export { ChatActorContext, type ChatActorRef, useChatActorRef } from './chat-actor-context';

/** The messages page (the spelling of docs/requirements.md §2): live messages are handled differently there. */
export const MESSAGES_PATH = '/massages';

/**
 * Starts the chat actor (systemId `chat`): it follows the session (a signed-in shopper gets the unread count
 * and, when the settings have a key, the live channel, which loads pusher-js then; signing out clears the chats
 * and the active shop) and tells it whether the shopper is on /massages. Its emitted failures become toasts.
 */
function useStartedChat(inspect: Inspect | undefined): ChatActorRef {
  const client = useApiClient();
  const session = useSessionActorRef();
  const settings = useSettings();
  const [logic] = useState(() => createChatLogic(client));
  const chat = useActorRef(logic, { systemId: 'chat', input: { realtime: realtimeConfigOf(settings) }, inspect });
  const [location] = useLocation();
  const { i18n } = useLingui();

  useEffect(() => {
    const user = selectUser(session.getSnapshot());
    if (user) chat.send({ type: 'chat.session.started', userId: user.id });
    const started = session.on('session.started', (event) =>
      chat.send({ type: 'chat.session.started', userId: event.user.id }),
    );
    const cleared = session.on('session.cleared', () => chat.send({ type: 'chat.session.cleared' }));
    return () => {
      started.unsubscribe();
      cleared.unsubscribe();
    };
  }, [session, chat]);

  const onMessagesPage = location === MESSAGES_PATH;
  useEffect(() => chat.send({ type: onMessagesPage ? 'chat.page.entered' : 'chat.page.left' }), [chat, onMessagesPage]);

  const [effects] = useState(() => ({ current: i18n }));
  effects.current = i18n;
  useEffect(() => {
    const subscription = chat.on('*', (event: ChatEmitted) => handleChatEvent(event, effects.current));
    return () => subscription.unsubscribe();
  }, [chat, effects]);

  return chat;
}

/** The chat actor around `children` (tests, and any tree that starts the chat with its screens). */
export function ChatProvider({ children, inspect }: { children: ReactNode; inspect?: Inspect }) {
  const chat = useStartedChat(inspect);
  return <ChatActorContext.Provider value={chat}>{children}</ChatActorContext.Provider>;
}

export interface ChatStarterProps {
  inspect?: Inspect;
  /** Called with the started actor, so a host that was on screen before this code loaded can share it. */
  onStarted: (chat: ChatActorRef) => void;
}

/** The chat actor, started beside the screens (loaded lazily by `ChatHost`): renders nothing itself. */
export default function ChatStarter({ inspect, onStarted }: ChatStarterProps) {
  const chat = useStartedChat(inspect);
  useEffect(() => onStarted(chat), [chat, onStarted]);
  return null;
}
