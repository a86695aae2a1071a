import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type ChatActorRef, ChatProvider, useChatActorRef } from '../../src/app/chat/ChatProvider';
import { ApiContext } from '../../src/app/session/ApiContext';
import { SessionActorContext } from '../../src/app/session/SessionProvider';
import { SettingsGate } from '../../src/app/settings/SettingsGate';
import { SettingsProvider } from '../../src/app/settings/SettingsProvider';
import { conversation, greenLeaf } from '../machines/chat/chat.fakes';
import { masterSettings } from '../ui/settings/master-settings';
import { demoUser, sessionClient, startTestSession } from '../ui/support/session';

/** The chat actor as the app starts it: following the session and the route, on the contract's calls. */

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const paging = { current_page: 1, last_page: 1, per_page: 20, total: 1 };

async function chatBackend(input: Request): Promise<Response> {
  const path = new URL(input.url).pathname;
  if (path === '/api/unread-messages') return json({ message: 'Unread messages', data: { unread_messages: 3 } });
  if (path === '/api/get-shops')
    return json({ message: 'Shops', data: { data: [conversation(greenLeaf)], ...paging } });
  return new Response(null, { status: 404 });
}

// No realtime key: nothing subscribes (and pusher-js is never asked for).
const settingsApi = {
  getMaster: async () => ({ message: 'Settings', data: masterSettings({ pusher_app_key: null }) }),
  getLanguageStrings: async () => ({ message: 'Translations', data: {} }),
};

function ChatSpy({ onChat }: { onChat: (chat: ChatActorRef) => void }) {
  onChat(useChatActorRef());
  return null;
}

function renderChat(path: string, signedIn = true) {
  const session = startTestSession({ user: signedIn ? demoUser : null });
  const location = memoryLocation({ path, record: true });
  const client = sessionClient(session.actor, chatBackend as unknown as typeof globalThis.fetch);
  const seen: { chat: ChatActorRef | null } = { chat: null };
  render(
    <I18nProvider i18n={i18n}>
      <SettingsProvider api={settingsApi} reloadPage={() => undefined}>
        <SettingsGate>
          <ApiContext.Provider value={client}>
            <SessionActorContext.Provider value={session.actor}>
              <Router hook={location.hook}>
                <ChatProvider>
                  <ChatSpy
                    onChat={(chat) => {
                      seen.chat = chat;
                    }}
                  />
                </ChatProvider>
              </Router>
            </SessionActorContext.Provider>
          </ApiContext.Provider>
        </SettingsGate>
      </SettingsProvider>
    </I18nProvider>,
  );
  const chat = () => {
    if (!seen.chat) throw new Error('The chat has not started');
    return seen.chat;
  };
  return { session, location, chat };
}

describe('ChatProvider', () => {
  it('starts the chat for a signed-in shopper on /massages: the count and the shop list', async () => {
    const { chat } = renderChat('/massages');
    await waitFor(() => expect(chat().getSnapshot().context.shops).toHaveLength(1));
    expect(chat().getSnapshot().context).toMatchObject({ userId: demoUser.id, unreadCount: 3, onMessagesPage: true });
    expect(
      chat()
        .getSnapshot()
        .matches({ signedIn: { live: 'off' } }),
    ).toBe(true);
  });

  it('tells the chat when the shopper leaves /massages', async () => {
    const { chat, location } = renderChat('/massages');
    await waitFor(() => expect(chat().getSnapshot().context.shops).toHaveLength(1));
    act(() => location.navigate('/products'));
    expect(chat().getSnapshot().context).toMatchObject({ onMessagesPage: false, shops: [] });
  });

  it('clears the chats and the active shop on logout', async () => {
    const { chat, session } = renderChat('/massages');
    await waitFor(() => expect(chat().getSnapshot().context.unreadCount).toBe(3));
    act(() => chat().send({ type: 'chat.shop.select', shop: greenLeaf }));
    act(() => session.actor.send({ type: 'session.logout.requested' }));
    await waitFor(() => expect(chat().getSnapshot().matches('signedOut')).toBe(true));
    expect(chat().getSnapshot().context).toMatchObject({ activeShop: null, shops: [], unreadCount: 0, userId: null });
  });

  it('stays signed out for a visitor, and starts on sign-in', async () => {
    const { chat, session } = renderChat('/', false);
    await waitFor(() => expect(chat().getSnapshot().matches('signedOut')).toBe(true));
    act(() => session.actor.send({ type: 'session.signedIn', token: 'token-2', user: demoUser }));
    await waitFor(() => expect(chat().getSnapshot().context.unreadCount).toBe(3));
  });
});
