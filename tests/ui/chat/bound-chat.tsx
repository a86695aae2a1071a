import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AuthDialogsContext } from '../../../src/app/auth/AuthDialogsContext';
import { ChatActorContext } from '../../../src/app/chat/chat-actor-context';
import { SessionActorContext } from '../../../src/app/session/SessionProvider';
import { SettingsGate } from '../../../src/app/settings/SettingsGate';
import { SettingsProvider } from '../../../src/app/settings/SettingsProvider';
import ChatSidebarHost from '../../../src/ui/chat/ChatSidebarHost';
import { type FakeChatServer, fakeChatServer, startChat } from '../../machines/chat/chat.fakes';
import { masterSettings } from '../settings/master-settings';
import { demoUser, fakeAuthDialogs, startTestSession } from '../support/session';

export interface BoundChatOptions {
  /** Where the shopper is: on /massages the chat machine is told so. @default '/products/41/details' */
  path?: string;
  /** A visitor has no chat actor at all, as in the app. @default true */
  signedIn?: boolean;
  server?: FakeChatServer;
}

/**
 * Renders chat screens as the app does, bound to a real chat machine on a fake chat server (tests/machines/chat):
 * Lingui, settings, an in-memory router, the session (signed in or a visitor), auth-dialog spies, and the
 * floating sidebar host beside `ui`.
 */
export async function renderBoundChat(
  ui: ReactElement,
  { path = '/products/41/details', signedIn = true, server = fakeChatServer() }: BoundChatOptions = {},
) {
  const chat = signedIn ? startChat({ server }) : null;
  if (chat && path === '/massages') chat.send({ type: 'chat.page.entered' });
  const { actor: session } = startTestSession({ user: signedIn ? demoUser : null });
  const authDialogs = fakeAuthDialogs();
  const location = memoryLocation({ path, record: true });
  const settingsApi = {
    getMaster: async () => ({ message: 'Settings', data: masterSettings() }),
    getLanguageStrings: async () => ({ message: 'Translations', data: {} }),
  };
  const view = render(
    <I18nProvider i18n={i18n}>
      <Router hook={location.hook}>
        <RouterProvider navigate={(to) => location.navigate(to)}>
          <SettingsProvider api={settingsApi} reloadPage={() => undefined}>
            <SettingsGate>
              <SessionActorContext.Provider value={session}>
                <AuthDialogsContext.Provider value={authDialogs}>
                  <ChatActorContext.Provider value={chat?.actor ?? null}>
                    {ui}
                    {chat && <ChatSidebarHost />}
                  </ChatActorContext.Provider>
                </AuthDialogsContext.Provider>
              </SessionActorContext.Provider>
            </SettingsGate>
          </SettingsProvider>
        </RouterProvider>
      </Router>
    </I18nProvider>,
  );
  // The settings gate shows a busy placeholder until /master is in.
  await waitFor(() => expect(view.container.querySelector('main[aria-busy]')).toBeNull());
  return { ...view, user: userEvent.setup(), chat, server, authDialogs };
}
