import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectFavoritesCount } from '../../../src/machines/session/session.selectors';
import WishlistPage from '../../../src/ui/pages/WishlistPage';
import { aProduct, fakeApi, renderPage } from '../home/page-harness';
import { demoUser } from '../support/session';

const DIALOG_CHUNK = { timeout: 5000 };

function wishlistApi(names: string[]) {
  let left = names.length;
  return fakeApi({
    'GET /favorite-products': () => ({
      message: 'Favorite products',
      data: { products: names.map((name, index) => aProduct({ id: index + 1, name, is_favorite: true })) },
    }),
    'POST /favorite-add-or-remove': () => {
      left -= 1;
      return { message: 'Product removed from favorites', data: { is_favorite: false, total_favorites: left } };
    },
  });
}

async function removeFromWishlist(user: ReturnType<typeof renderPage>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: `Remove ${name} from wishlist` }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Remove from wishlist?' }, DIALOG_CHUNK);
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
}

describe('WishlistPage', () => {
  it("shows the customer's favourites, each with a pressed heart", async () => {
    renderPage(<WishlistPage />, {
      path: '/wishlist',
      api: wishlistApi(['Oak Side Table', 'Linen Bed Sheet']),
      user: demoUser,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Oak Side Table' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Linen Bed Sheet from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('drops a removed product from the grid, moves focus to the next heart and updates the count', async () => {
    const { user, session } = renderPage(<WishlistPage />, {
      path: '/wishlist',
      api: wishlistApi(['Oak Side Table', 'Linen Bed Sheet']),
      user: demoUser,
      favoritesCount: 2,
    });
    await screen.findByRole('heading', { level: 2, name: 'Oak Side Table' });
    await removeFromWishlist(user, 'Oak Side Table');

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Oak Side Table' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Linen Bed Sheet from wishlist' })).toHaveFocus(),
    );
    expect(selectFavoritesCount(session.getSnapshot())).toBe(1);
  });

  it('shows the empty wishlist with a way to the products once the last one is removed', async () => {
    const { user } = renderPage(<WishlistPage />, {
      path: '/wishlist',
      api: wishlistApi(['Oak Side Table']),
      user: demoUser,
    });
    await screen.findByRole('heading', { level: 2, name: 'Oak Side Table' });
    await removeFromWishlist(user, 'Oak Side Table');

    expect(await screen.findByRole('heading', { level: 2, name: 'Your wishlist is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toHaveFocus());
  });

  it('says the wishlist is empty when it is', async () => {
    renderPage(<WishlistPage />, { path: '/wishlist', api: wishlistApi([]), user: demoUser });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your wishlist is empty' })).toBeInTheDocument();
    expect(screen.getByText('Press the heart on a product to keep it here.')).toBeInTheDocument();
  });
});
