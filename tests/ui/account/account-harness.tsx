import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { toast } from 'react-hot-toast/headless';
import { onTestFinished, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { ApiContext } from '../../../src/app/session/ApiContext';
import { SettingsGate } from '../../../src/app/settings/SettingsGate';
import { SettingsProvider } from '../../../src/app/settings/SettingsProvider';
import type { User } from '../../../src/machines/session/session.types';
import type { MasterSettings } from '../../../src/machines/settings/settings.types';
import { AppToaster } from '../../../src/ui/toasts/AppToaster';
import { masterSettings } from '../settings/master-settings';
import { fakeAuthDialogs, SessionTestProviders, startTestSession } from '../support/session';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A sent field: text as sent, a file as the word "file" (the test realm's File loses its name in transit). */
export type SentForm = Record<string, string>;

/** A call the fake server received: the path without `/api`, and the JSON or multipart body read back. */
export interface ReceivedCall {
  call: string;
  body?: unknown;
}

export type FakeHandler = (body: unknown) => Response | unknown;

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET') return undefined;
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    const form = await request.clone().formData();
    return Object.fromEntries(
      [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : 'file']),
    );
  }
  return JSON.parse(await request.clone().text());
}

/** The contract as `METHOD /path` → handler (an answer body sent as 200, or a Response); others answer 404. */
export function fakeAccountApi(routes: Record<string, FakeHandler>) {
  const calls: ReceivedCall[] = [];
  const fetch = async (request: Request) => {
    const call = `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`;
    const body = await readBody(request);
    calls.push(body === undefined ? { call } : { call, body });
    const handler = routes[call];
    if (!handler) return json(404, { message: 'Not found.' });
    const answer = await handler(body);
    return answer instanceof Response ? answer : json(200, answer);
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    writes: () => calls.filter((c) => c.call.startsWith('POST')),
  };
}

export interface RenderAccountPageOptions {
  api: ReturnType<typeof fakeAccountApi>;
  /** The signed-in customer the session holds. */
  user: User;
  settings?: Partial<MasterSettings>;
}

/** Renders an account page signed in as `user`: settings, the session, the fake contract and the toaster. */
export function renderAccountPage(Page: ComponentType, { api, user, settings }: RenderAccountPageOptions) {
  // react-hot-toast asks for prefers-reduced-motion, which jsdom does not implement.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  onTestFinished(() => {
    act(() => toast.remove());
    vi.unstubAllGlobals();
  });
  const { actor: session } = startTestSession({ user });
  onTestFinished(() => session.stop());
  const settingsApi = {
    getMaster: async () => ({ message: 'Settings', data: masterSettings(settings) }),
    getLanguageStrings: async () => ({ message: 'Translations', data: {} }),
  };
  const client = createApiClient({ baseUrl: 'http://shop.test/api', fetch: api.fetch });
  const view = render(
    <I18nProvider i18n={i18n}>
      <SettingsProvider api={settingsApi} reloadPage={() => undefined}>
        <SettingsGate>
          <ApiContext.Provider value={client}>
            <SessionTestProviders session={session} authDialogs={fakeAuthDialogs()}>
              <Page />
              <AppToaster direction="ltr" />
            </SessionTestProviders>
          </ApiContext.Provider>
        </SettingsGate>
      </SettingsProvider>
    </I18nProvider>,
  );
  // The file dialog's type filter is a hint a shopper can switch off ("All files"): uploads ignore it here, so
  // the form's own check is what is tested.
  return { ...view, user: userEvent.setup({ applyAccept: false }), session };
}

/** The toasts on screen. */
export const notifications = () => screen.getByRole('region', { name: 'Notifications' });
