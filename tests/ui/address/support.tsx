import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { toast } from 'react-hot-toast/headless';
import { expect, onTestFinished, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createApiClient } from '../../../src/api/client';
import { ApiContext } from '../../../src/app/session/ApiContext';
import type { SessionActorRef } from '../../../src/app/session/SessionProvider';
import { SettingsGate } from '../../../src/app/settings/SettingsGate';
import { SettingsProvider } from '../../../src/app/settings/SettingsProvider';
import type { Address } from '../../../src/machines/address-form/address-form.types';
import { sessionMachine } from '../../../src/machines/session/session.machine';
import type { MasterSettings } from '../../../src/machines/settings/settings.types';
import { AppToaster } from '../../../src/ui/toasts/AppToaster';
import { masterSettings } from '../settings/master-settings';
import { demoUser, fakeAuthDialogs, SessionTestProviders } from '../support/session';

/** The demo customer's two addresses, as GET /addresses lists them (the default first). */
export const homeAddress: Address = {
  id: 7,
  name: 'Sam Shopper',
  phone: '5550100001',
  address_line: '12 Market Street',
  address_line2: null,
  area: 'Downtown',
  flat_no: '4B',
  post_code: '10001',
  address_type: 'home',
  is_default: true,
  latitude: 40.7128,
  longitude: -74.006,
};

export const officeAddress: Address = {
  id: 8,
  name: 'Sam Office',
  phone: '5550100002',
  address_line: '200 Harbor Avenue',
  address_line2: 'Suite 310',
  area: 'Harborside',
  flat_no: null,
  post_code: '10004',
  address_type: 'office',
  is_default: false,
  latitude: null,
  longitude: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A fake address book behind the API client, kept as the reference API keeps it (one default, the first
 * address the default): it lists, stores, updates and deletes. Every write is recorded; `answerNext`
 * replaces the next write's answer.
 */
export function fakeAddressBook(initial: Address[]) {
  let addresses = initial.map((address) => ({ ...address }));
  let nextId = 100;
  const writes: { path: string; body: Record<string, unknown> }[] = [];
  const overrides: Response[] = [];
  let failLoads = false;

  const keep = (saved: Address) => {
    if (saved.is_default) addresses = addresses.map((address) => ({ ...address, is_default: false }));
    addresses = [saved, ...addresses.filter((address) => address.id !== saved.id)];
    return saved;
  };

  const list = () => addresses.toSorted((a, b) => Number(b.is_default) - Number(a.is_default));

  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' && path === '/api/addresses') {
      if (failLoads) throw new TypeError('Failed to fetch');
      return json(200, { message: 'Addresses', data: { addresses: list() } });
    }
    const deleted = /^\/api\/address\/(\d+)\/delete$/.exec(path);
    if (request.method === 'DELETE' && deleted) {
      writes.push({ path, body: {} });
      const override = overrides.shift();
      if (override) return override;
      const current = addresses.find((address) => address.id === Number(deleted[1]));
      if (!current) return json(404, { message: 'Address not found.' });
      addresses = addresses.filter((address) => address !== current);
      // As the server does: the newest address left becomes the default.
      const newest = addresses.toSorted((a, b) => b.id - a.id)[0];
      if (current.is_default && newest) keep({ ...newest, is_default: true });
      return json(200, { message: 'Address deleted successfully' });
    }
    const body = (await request.json()) as Address;
    writes.push({ path, body: body as unknown as Record<string, unknown> });
    const override = overrides.shift();
    if (override) return override;
    const updated = /^\/api\/address\/(\d+)\/update$/.exec(path);
    if (path === '/api/address/store') {
      const isDefault = addresses.length === 0 || body.is_default;
      const address = keep({ ...body, id: nextId++, is_default: isDefault });
      return json(200, { message: 'Address added successfully', data: { address } });
    }
    if (updated) {
      const current = addresses.find((address) => address.id === Number(updated[1]));
      if (!current) return json(404, { message: 'Address not found.' });
      const address = keep({ ...body, id: current.id, is_default: current.is_default || body.is_default });
      return json(200, { message: 'Address updated successfully', data: { address } });
    }
    return json(404, { message: 'Not found' });
  };

  return {
    client: createApiClient({ baseUrl: 'http://shop.test/api', fetch: fetch as typeof globalThis.fetch }),
    writes,
    list,
    answerNext: (status: number, body: unknown) => overrides.push(json(status, body)),
    failLoads: (fail: boolean) => {
      failLoads = fail;
    },
    get loadsFail() {
      return failLoads;
    },
  };
}

export type FakeAddressBook = ReturnType<typeof fakeAddressBook>;

/** The demo customer's session, whose address loads read the fake address book. */
function startSession(book: FakeAddressBook): SessionActorRef {
  const logic = sessionMachine.provide({
    actors: {
      loadAddresses: fromPromise(async (): Promise<Address[]> => {
        if (book.loadsFail) throw new TypeError('Failed to fetch');
        return book.list();
      }),
      loadFavoritesCount: fromPromise(async () => 0),
      pingLastSeen: fromPromise(async () => {}),
      logout: fromPromise(async () => {}),
    },
  });
  const actor = createActor(logic, { input: { token: 'test-token', user: demoUser } });
  actor.start();
  onTestFinished(() => {
    actor.stop();
  });
  return actor;
}

export interface RenderAddressOptions {
  addresses?: Address[];
  settings?: Partial<MasterSettings>;
  /** The session's first address load fails. */
  failFirstLoad?: boolean;
}

/**
 * Renders `ui` as the checkout page would see it: Lingui, the settings (phone rules), the demo customer's
 * session over a fake address book, and the toaster. Resolves once the session's addresses are loaded.
 */
export async function renderWithAddresses(
  ui: ReactElement,
  { addresses = [homeAddress, officeAddress], settings, failFirstLoad = false }: RenderAddressOptions = {},
) {
  // react-hot-toast asks for prefers-reduced-motion, which jsdom does not implement.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  onTestFinished(() => {
    act(() => toast.remove());
    vi.unstubAllGlobals();
  });
  const book = fakeAddressBook(addresses);
  book.failLoads(failFirstLoad);
  const session = startSession(book);
  const settingsApi = {
    getMaster: async () => ({ message: 'Settings', data: masterSettings(settings) }),
    getLanguageStrings: async () => ({ message: 'Translations', data: {} }),
  };
  const view = render(
    <I18nProvider i18n={i18n}>
      <SettingsProvider api={settingsApi} reloadPage={() => undefined}>
        <SettingsGate>
          <ApiContext.Provider value={book.client}>
            <SessionTestProviders session={session} authDialogs={fakeAuthDialogs()}>
              {ui}
              <AppToaster direction="ltr" />
            </SessionTestProviders>
          </ApiContext.Provider>
        </SettingsGate>
      </SettingsProvider>
    </I18nProvider>,
  );
  await vi.waitFor(() => expect(session.getSnapshot().matches({ signedIn: { addresses: 'loading' } })).toBe(false));
  // The settings gate lets the page in as a transition, which on a busy machine can land after the addresses.
  await vi.waitFor(() => expect(screen.queryByRole('main', { busy: true })).not.toBeInTheDocument());
  return { ...view, user: userEvent.setup(), book, session };
}

/** A field of the open form, by its label. */
export const textbox = (name: string) => screen.getByRole('textbox', { name });

/** Fills the required fields of an empty address form by pasting into each (typing is tested on its own). */
export async function fillRequired(
  user: ReturnType<typeof userEvent.setup>,
  { name = 'Sam Shopper', phone = '5550100003', line = '9 Elm Road' } = {},
) {
  for (const [label, value] of [
    ['Name', name],
    ['Phone', phone],
    ['Address Line', line],
  ] as const) {
    await user.click(textbox(label));
    await user.paste(value);
  }
}
