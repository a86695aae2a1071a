import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../src/app/notify';
import { selectFavoritesCount } from '../../../src/machines/session/session.selectors';
import { FavoriteButton } from '../../../src/ui/catalog/FavoriteButton';
import { fakeApi, json, renderPage } from '../home/page-harness';
import { demoUser } from '../support/session';

vi.mock('../../../src/app/notify', () => ({
  notify: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn(), dismiss: vi.fn() },
}));

const earbuds = { id: 12, name: 'Wireless Earbuds Pro' };

// The confirmation is a chunk of its own, which the test environment compiles on first use.
const DIALOG_CHUNK = { timeout: 5000 };

beforeEach(() => vi.clearAllMocks());

/** A call that answers when the test says so. */
function deferred() {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

function renderHeart({
  isFavorite = false,
  signedIn = true,
  toggle = (): unknown => ({ message: 'ok', data: { is_favorite: !isFavorite, total_favorites: 4 } }),
  onChange = vi.fn(),
} = {}) {
  const api = fakeApi({ 'POST /favorite-add-or-remove': () => toggle() });
  const view = renderPage(<FavoriteButton product={{ ...earbuds, is_favorite: isFavorite }} onChange={onChange} />, {
    path: '/',
    api,
    user: signedIn ? demoUser : null,
    favoritesCount: 3,
  });
  return { ...view, api, onChange };
}

describe('FavoriteButton', () => {
  it('opens the login dialog for a visitor, and calls nothing', async () => {
    const { user, authDialogs, api } = renderHeart({ signedIn: false });
    const heart = await screen.findByRole('button', { name: 'Add Wireless Earbuds Pro to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(authDialogs.open).toHaveBeenCalledWith('login');
    expect(api.calls).toEqual([]);
  });

  it('shows a visitor no favourite even when the list said so', async () => {
    renderHeart({ signedIn: false, isFavorite: true });
    expect(await screen.findByRole('button', { name: 'Add Wireless Earbuds Pro to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('adds at once, then updates the navbar count with the answer', async () => {
    const answer = deferred();
    const { user, api, session, onChange } = renderHeart({ toggle: () => answer.promise });
    await user.click(await screen.findByRole('button', { name: 'Add Wireless Earbuds Pro to wishlist' }));

    const heart = screen.getByRole('button', { name: 'Remove Wireless Earbuds Pro from wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls).toEqual(['POST /favorite-add-or-remove']);
    expect(api.bodies).toEqual([{ product_id: 12 }]);

    answer.release(
      json(200, { message: 'Product added to favorites', data: { is_favorite: true, total_favorites: 4 } }),
    );
    await waitFor(() => expect(selectFavoritesCount(session.getSnapshot())).toBe(4));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('takes the heart back and says so when adding fails', async () => {
    const { user, session } = renderHeart({ toggle: () => json(500, { message: 'Server Error' }) });
    await user.click(await screen.findByRole('button', { name: 'Add Wireless Earbuds Pro to wishlist' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Your wishlist could not be updated. Please try again.'),
    );
    expect(screen.getByRole('button', { name: 'Add Wireless Earbuds Pro to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(selectFavoritesCount(session.getSnapshot())).toBe(3);
  });

  it("shows the server's own words for a refusal", async () => {
    const { user } = renderHeart({ toggle: () => json(404, { message: 'Product not found.' }) });
    await user.click(await screen.findByRole('button', { name: 'Add Wireless Earbuds Pro to wishlist' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Product not found.'));
  });

  it('asks before removing; Cancel keeps the product and calls nothing', async () => {
    const { user, api } = renderHeart({ isFavorite: true });
    const heart = await screen.findByRole('button', { name: 'Remove Wireless Earbuds Pro from wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);

    const dialog = await screen.findByRole('alertdialog', { name: 'Remove from wishlist?' }, DIALOG_CHUNK);
    expect(dialog).toHaveTextContent('Wireless Earbuds Pro will be removed from your wishlist.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The dialog hands focus back to the heart that opened it.
    await waitFor(() => expect(heart).toHaveFocus());
    expect(api.calls).toEqual([]);
    expect(screen.getByRole('button', { name: 'Remove Wireless Earbuds Pro from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('removes after Remove, and updates the count', async () => {
    const { user, api, session, onChange } = renderHeart({
      isFavorite: true,
      toggle: () => ({ message: 'Product removed from favorites', data: { is_favorite: false, total_favorites: 2 } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Wireless Earbuds Pro from wishlist' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove from wishlist?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(selectFavoritesCount(session.getSnapshot())).toBe(2));
    expect(api.bodies).toEqual([{ product_id: 12 }]);
    expect(onChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Add Wireless Earbuds Pro to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('keeps the product when the removal fails, and says the shop could not be reached', async () => {
    const { user } = renderHeart({
      isFavorite: true,
      toggle: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Wireless Earbuds Pro from wishlist' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('We could not reach the shop. Check your connection and try again.'),
    );
    expect(screen.getByRole('button', { name: 'Remove Wireless Earbuds Pro from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
