import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Schema } from '../../../src/api/types';
import { SettingsGate } from '../../../src/app/settings/SettingsGate';
import { SettingsProvider } from '../../../src/app/settings/SettingsProvider';
import { masterSettings } from '../settings/master-settings';

export type ChatMessageData = Schema<'ChatMessage'>;
export type ChatConversation = Schema<'ChatConversation'>;

export const NOW = new Date('2026-11-21T15:04:12Z');

export const SHOP: Schema<'ChatShop'> = { id: 1, name: 'Green Leaf Grocers', logo: '/media/shops/1-logo.svg' };

/** A message of the demo conversation, written `minutesAgo` before NOW. */
export function chatMessage(overrides: Partial<ChatMessageData> = {}, minutesAgo = 5): ChatMessageData {
  return {
    id: 1,
    message: 'Are the avocados ripe?',
    created_at: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(),
    type: 'user',
    user: { id: 7, name: 'Dana Shopper', profile_photo: '/media/users/7.svg' },
    shop: SHOP,
    product: null,
    shop_active_status: true,
    seen: true,
    ...overrides,
  };
}

export function conversation(overrides: Partial<ChatConversation> = {}): ChatConversation {
  return {
    shop: SHOP,
    unread_message_shop: 0,
    last_message: 'Yes, they are ripe and ready to eat.',
    last_message_time: new Date(NOW.getTime() - 2 * 3_600_000).toISOString(),
    ...overrides,
  };
}

/**
 * Renders chat components as the app does: Lingui, the settings (amounts in $) and an in-memory router whose
 * history records where links lead. Waits until the settings gate shows its children.
 */
export async function renderChat(ui: ReactElement) {
  const location = memoryLocation({ path: '/massages', record: true });
  const settingsApi = {
    getMaster: async () => ({ message: 'Settings', data: masterSettings() }),
    getLanguageStrings: async () => ({ message: 'Translations', data: {} }),
  };
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <Router hook={location.hook}>
          <RouterProvider navigate={(to) => location.navigate(to)}>
            <SettingsProvider api={settingsApi} reloadPage={() => undefined}>
              <SettingsGate>{children}</SettingsGate>
            </SettingsProvider>
          </RouterProvider>
        </Router>
      </I18nProvider>
    );
  }
  const view = render(ui, { wrapper: Providers });
  // The gate shows a busy placeholder until /master is in.
  await waitFor(() => expect(view.container.querySelector('main[aria-busy]')).toBeNull());
  const history = location.history ?? [];
  return { ...view, user: userEvent.setup(), url: () => history[history.length - 1] };
}
