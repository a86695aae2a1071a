import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareProductButton } from '../../../../src/ui/catalog/details/ShareProductButton';
import { removeToasts, renderWithShop } from './support';

const URL_OF_PAGE = 'https://shop.example/products/41/details';

afterEach(() => {
  removeToasts();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

function stubNavigator(parts: Partial<Pick<Navigator, 'share' | 'clipboard'>>) {
  for (const [name, value] of Object.entries(parts)) {
    Object.defineProperty(navigator, name, { value, configurable: true });
  }
}

describe('ShareProductButton', () => {
  it("opens the device's share sheet with the product's name and address where there is one", async () => {
    const share = vi.fn(async () => undefined);
    stubNavigator({ share });
    const { user } = renderWithShop(<ShareProductButton name="Organic Cotton T-Shirt" url={URL_OF_PAGE} />);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Organic Cotton T-Shirt', url: URL_OF_PAGE }));
  });

  it('copies the link elsewhere, and says so', async () => {
    const { user } = renderWithShop(<ShareProductButton name="Organic Cotton T-Shirt" url={URL_OF_PAGE} />);
    // After user-event's own set-up, which puts a clipboard of its own in place.
    const writeText = vi.fn(async () => undefined);
    stubNavigator({ clipboard: { writeText } as unknown as Clipboard });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(URL_OF_PAGE));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('shows the link when it cannot be copied', async () => {
    const { user } = renderWithShop(<ShareProductButton name="Organic Cotton T-Shirt" url={URL_OF_PAGE} />);
    stubNavigator({ clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } as never });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText(`Copy this link to share it: ${URL_OF_PAGE}`)).toBeInTheDocument();
  });
});
