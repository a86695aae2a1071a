import { virtual } from '@guidepup/virtual-screen-reader';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectIsCartLoading, selectIsCartSignedIn } from '../../../src/machines/cart/cart.selectors';
import type { User } from '../../../src/machines/session/session.types';
import { LiveAnnouncer } from '../../../src/ui/common/LiveAnnouncer';
import { PanelWithChoices, productDetails, removeToasts, renderWithShop } from '../catalog/details/support';
import { demoUser } from '../support/session';

const product = productDetails({ colors: [], sizes: [], quantity: 40 });

/** The product's purchase panel with the real cart and the app's live regions, a screen reader listening. */
async function renderPanel(user: User | null) {
  const view = renderWithShop(
    <>
      <PanelWithChoices product={product} />
      <LiveAnnouncer />
    </>,
    { user },
  );
  await vi.waitFor(() => {
    const snapshot = view.cart().getSnapshot();
    expect(selectIsCartSignedIn(snapshot)).toBe(user !== null);
    expect(selectIsCartLoading(snapshot)).toBe(false);
  });
  await virtual.start({ container: document.body });
  return view;
}

/** What the screen reader said from live regions about `topic`. */
async function liveSpoken(topic: RegExp) {
  const log = await virtual.spokenPhraseLog();
  return log.filter((phrase) => /^(polite|assertive): /.test(phrase) && topic.test(phrase));
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});
afterEach(async () => {
  await virtual.stop();
  removeToasts();
  vi.unstubAllGlobals();
});

describe('what a screen reader says on Add to Cart', () => {
  it('says once, politely, what was added and the key that reaches View In Cart', async () => {
    const { user } = await renderPanel(demoUser);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await vi.waitFor(
      async () =>
        expect(await liveSpoken(/added to cart/)).toEqual([
          'polite: Organic Cotton T-Shirt has been added to cart. Press F6 to reach View In Cart.',
        ]),
      { timeout: 5000 },
    );
  });

  it('says at once that a visitor must log in first', async () => {
    const { user } = await renderPanel(null);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await vi.waitFor(async () => expect(await liveSpoken(/login/i)).toEqual(['assertive: Please login first!']), {
      timeout: 5000,
    });
  });
});
