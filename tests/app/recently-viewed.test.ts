import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { createApiClient } from '../../src/api/client';
import type { Schema } from '../../src/api/types';
import {
  rememberViewed,
  useHandOverAtSignIn,
  useRecentlyViewed,
  useRememberViewed,
} from '../../src/app/catalog/recently-viewed';
import { ApiContext } from '../../src/app/session/ApiContext';
import { SessionActorContext } from '../../src/app/session/SessionProvider';
import type { User } from '../../src/machines/session/session.types';
import { demoUser, startTestSession } from '../ui/support/session';

const card = (id: number): Schema<'ProductCard'> => ({
  id,
  name: `Product ${id}`,
  slug: `product-${id}`,
  thumbnail: `/media/products/${id}-1.svg`,
  brand: null,
  price: 10,
  discount_price: 0,
  discount_percentage: 0,
  rating: 4,
  total_reviews: 1,
  total_sold: 3,
  quantity: 5,
  is_favorite: true,
  shop: { id: 1, name: 'Shop', logo: '/media/shops/1.svg', rating: 4 },
});

beforeEach(() => localStorage.clear());

describe('recently viewed products', () => {
  it('keeps the last twelve opened, newest first, each once, and tells the pages showing them', () => {
    const { result } = renderHook(() => useRecentlyViewed(null, 20));
    act(() => {
      for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 2]) rememberViewed(card(id));
    });
    expect(result.current.map((kept) => kept.id)).toEqual([2, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    // A wishlist heart is the shopper's now, not when the product was opened.
    expect(result.current.every((kept) => kept.is_favorite === false)).toBe(true);
  });

  it("leaves out the page's own product and shows at most the count asked", () => {
    for (const id of [1, 2, 3, 4, 5, 6, 7]) rememberViewed(card(id));
    const { result } = renderHook(() => useRecentlyViewed(7));
    expect(result.current.map((kept) => kept.id)).toEqual([6, 5, 4, 3, 2]);
  });

  it('shows nothing for what it cannot read', () => {
    localStorage.setItem('recentlyViewed', '{not json');
    expect(renderHook(() => useRecentlyViewed()).result.current).toEqual([]);
    localStorage.setItem('recentlyViewed', JSON.stringify([{ id: 'x' }, card(3)]));
    expect(renderHook(() => useRecentlyViewed()).result.current.map((kept) => kept.id)).toEqual([3]);
  });
});

/** The account side of the contract (GET and POST /recently-viewed), kept in memory per token. */
function fakeAccountApi({ failing = false, kept = [] as number[] } = {}) {
  const lists = new Map<string, number[]>();
  const calls: string[] = [];
  const state = { failing };
  const answer = (ids: number[]) =>
    new Response(JSON.stringify({ message: 'Recently viewed products', data: { products: ids.map(accountCard) } }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const token = request.headers.get('Authorization')?.replace('Bearer ', '') ?? '';
    const body = request.method === 'POST' ? ((await request.json()) as { product_ids: number[] }) : null;
    calls.push(`${request.method} ${path}${body ? ` ${JSON.stringify(body.product_ids)}` : ''}`);
    if (state.failing || path !== '/recently-viewed') {
      return new Response(JSON.stringify({ message: 'Server Error' }), { status: 500 });
    }
    const list = lists.get(token) ?? [...kept];
    const recorded = [...(body?.product_ids ?? []), ...list.filter((id) => !body?.product_ids.includes(id))];
    lists.set(token, recorded.slice(0, 12));
    return answer(lists.get(token) ?? []);
  };
  const client = createApiClient({ baseUrl: 'http://shop.test/api', fetch: fetch as typeof globalThis.fetch });
  return { client, calls, state };
}

/** A card as the account answers it: named and priced by the server, with the customer's heart. */
const accountCard = (id: number) => ({ ...card(id), name: `Account product ${id}`, is_favorite: id === 1 });

/** The hooks inside a session (signed in as `user`, or a visitor) on the fake contract. */
function inSession(api: ReturnType<typeof fakeAccountApi>, user: User | null) {
  const { actor: session } = startTestSession({ user });
  onTestFinished(() => session.stop());
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      ApiContext.Provider,
      { value: api.client },
      createElement(SessionActorContext.Provider, { value: session }, children),
    );
  const row = () =>
    renderHook(
      () => {
        const cards = useRecentlyViewed(null, 20);
        const remember = useRememberViewed();
        return { ids: cards.map((kept) => kept.id), names: cards.map((kept) => kept.name), remember };
      },
      { wrapper },
    );
  const handover = () => renderHook(() => useHandOverAtSignIn(), { wrapper });
  return { session, row, handover };
}

const browserIds = () =>
  (JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]') as { id: number }[]).map((kept) => kept.id);

describe("a signed-in customer's recently viewed products", () => {
  it("shows the account's list, loaded once per sign-in for every row, as the server names them", async () => {
    const api = fakeAccountApi({ kept: [3, 2, 1] });
    const { row } = inSession(api, demoUser);
    const home = row();
    const product = row();
    await waitFor(() => expect(home.result.current.ids).toEqual([3, 2, 1]));
    expect(product.result.current.ids).toEqual([3, 2, 1]);
    expect(home.result.current.names[0]).toBe('Account product 3');
    home.unmount();
    const again = row();
    expect(again.result.current.ids).toEqual([3, 2, 1]);
    expect(api.calls).toEqual(['GET /recently-viewed']);
  });

  it('shows a product opened first at once and records it on the account, which keeps it rather than the browser', async () => {
    const api = fakeAccountApi({ kept: [3, 2, 1] });
    const { row } = inSession(api, demoUser);
    const view = row();
    await waitFor(() => expect(view.result.current.ids).toEqual([3, 2, 1]));
    act(() => view.result.current.remember(card(5)));
    expect(view.result.current.ids).toEqual([5, 3, 2, 1]);
    await waitFor(() => expect(api.calls).toEqual(['GET /recently-viewed', 'POST /recently-viewed [5]']));
    // Opened before the next call starts: sent together, newest first.
    act(() => view.result.current.remember(card(6)));
    act(() => view.result.current.remember(card(2)));
    expect(view.result.current.ids).toEqual([2, 6, 5, 3, 1]);
    await waitFor(() =>
      expect(view.result.current.names.slice(0, 2)).toEqual(['Account product 2', 'Account product 6']),
    );
    expect(view.result.current.ids).toEqual([2, 6, 5, 3, 1]);
    expect(api.calls).toEqual(['GET /recently-viewed', 'POST /recently-viewed [5]', 'POST /recently-viewed [2,6]']);
    expect(browserIds()).toEqual([]);
  });

  it("hands the visitor's list to the account once at sign-in; after sign-out the browser's starts empty", async () => {
    const api = fakeAccountApi({ kept: [1] });
    const { session, row } = inSession(api, null);
    const view = row();
    act(() => {
      view.result.current.remember(card(7));
      view.result.current.remember(card(8));
    });
    expect(view.result.current.ids).toEqual([8, 7]);
    expect(api.calls).toEqual([]);

    act(() => session.send({ type: 'session.signedIn', token: 'new-token', user: demoUser }));
    // Until the account answers, the row keeps what it showed.
    expect(view.result.current.ids).toEqual([8, 7]);
    await waitFor(() => expect(view.result.current.names[0]).toBe('Account product 8'));
    expect(view.result.current.ids).toEqual([8, 7, 1]);
    expect(api.calls).toEqual(['POST /recently-viewed [8,7]']);
    expect(browserIds()).toEqual([]);
    row().unmount();
    expect(api.calls).toHaveLength(1);

    act(() => session.send({ type: 'session.logout.requested' }));
    await waitFor(() => expect(view.result.current.ids).toEqual([]));
    act(() => view.result.current.remember(card(9)));
    expect(view.result.current.ids).toEqual([9]);
    expect(browserIds()).toEqual([9]);
  });

  it('hands the list over at sign-in on a page without a row, and calls nothing when there is none', async () => {
    const api = fakeAccountApi({ kept: [1] });
    const { session, handover } = inSession(api, null);
    handover();
    act(() => session.send({ type: 'session.signedIn', token: 'empty-handed', user: demoUser }));
    act(() => session.send({ type: 'session.logout.requested' }));
    await waitFor(() => expect(session.getSnapshot().context.token).toBeNull());
    expect(api.calls).toEqual([]);

    rememberViewed(card(4));
    act(() => session.send({ type: 'session.signedIn', token: 'with-one', user: demoUser }));
    await waitFor(() => expect(api.calls).toEqual(['POST /recently-viewed [4]']));
    await waitFor(() => expect(browserIds()).toEqual([]));
  });

  it('keeps showing what it has when a call fails, loses nothing, and tries again on the next page', async () => {
    for (const id of [7, 8]) rememberViewed(card(id));
    const api = fakeAccountApi({ failing: true, kept: [1] });
    const { row } = inSession(api, demoUser);
    const view = row();
    await waitFor(() => expect(api.calls).toEqual(['POST /recently-viewed [8,7]']));
    act(() => view.result.current.remember(card(4)));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1]).toBe('POST /recently-viewed [4,8,7]');
    expect(view.result.current.ids).toEqual([4, 8, 7]);
    // What the account does not have stays in the browser, the product opened since too.
    expect(browserIds()).toEqual([4, 8, 7]);

    api.state.failing = false;
    view.unmount();
    const next = row();
    await waitFor(() => expect(next.result.current.ids).toEqual([4, 8, 7, 1]));
    expect(api.calls.at(-1)).toBe('POST /recently-viewed [4,8,7]');
    expect(browserIds()).toEqual([]);
  });
});
