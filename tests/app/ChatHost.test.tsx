import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ChatHost } from '../../src/app/chat/ChatHost';
import { type ChatActorRef, useOptionalChatActorRef } from '../../src/app/chat/chat-actor-context';
import { ApiContext } from '../../src/app/session/ApiContext';
import { SessionActorContext } from '../../src/app/session/SessionProvider';
import { SettingsGate } from '../../src/app/settings/SettingsGate';
import { SettingsProvider } from '../../src/app/settings/SettingsProvider';
import { masterSettings } from '../ui/settings/master-settings';
import { demoUser, sessionClient, startTestSession } from '../ui/support/session';

/** The chat as the app mounts it: started beside the screens for a signed-in shopper only. */

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function chatBackend(calls: string[]) {
  return async (input: Request): Promise<Response> => {
    const path = new URL(input.url).pathname;
    calls.push(path);
    if (path === '/api/unread-messages') return json({ message: 'Unread messages', data: { unread_messages: 4 } });
    return new Response(null, { status: 404 });
  };
}

const settingsApi = {
  getMaster: async () => ({ message: 'Settings', data: masterSettings({ pusher_app_key: null }) }),
  getLanguageStrings: async () => ({ message: 'Translations', data: {} }),
};

function renderHost(signedIn: boolean) {
  const session = startTestSession({ user: signedIn ? demoUser : null });
  const calls: string[] = [];
  const client = sessionClient(session.actor, chatBackend(calls) as unknown as typeof globalThis.fetch);
  const seen: { chat: ChatActorRef | null; mounts: number } = { chat: null, mounts: 0 };
  function Screen() {
    seen.chat = useOptionalChatActorRef();
    useEffect(() => {
      seen.mounts += 1;
    }, []);
    return <p>{seen.chat ? 'chat ready' : 'no chat'}</p>;
  }
  render(
    <I18nProvider i18n={i18n}>
      <SettingsProvider api={settingsApi} reloadPage={() => undefined}>
        <SettingsGate>
          <ApiContext.Provider value={client}>
            <SessionActorContext.Provider value={session.actor}>
              <Router hook={memoryLocation({ path: '/' }).hook}>
                <ChatHost>
                  <Screen />
                </ChatHost>
              </Router>
            </SessionActorContext.Provider>
          </ApiContext.Provider>
        </SettingsGate>
      </SettingsProvider>
    </I18nProvider>,
  );
  return { session, calls, seen };
}

describe('ChatHost', () => {
  it('starts no chat for a visitor: the screens read none, and nothing is asked', async () => {
    const { calls } = renderHost(false);
    expect(await screen.findByText('no chat')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('no chat')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('starts the chat once the shopper signs in, without remounting the screens', async () => {
    const { session, seen } = renderHost(false);
    expect(await screen.findByText('no chat')).toBeInTheDocument();
    act(() => session.actor.send({ type: 'session.signedIn', token: 'token-2', user: demoUser }));
    expect(await screen.findByText('chat ready')).toBeInTheDocument();
    await waitFor(() => expect(seen.chat?.getSnapshot().context.unreadCount).toBe(4));
    expect(seen.chat?.getSnapshot().context.userId).toBe(demoUser.id);
    expect(seen.mounts).toBe(1);
  });
});
