import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductGallery } from '../../../../src/ui/catalog/details/ProductGallery';
import { renderWithShop } from './support';

const images = [
  { id: 1, url: '/media/products/41-1.jpg' },
  { id: 2, url: '/media/products/41-2.jpg' },
  { id: 3, url: '/media/products/41-3.jpg' },
];
const name = 'Organic Cotton T-Shirt';
const imageName = (position: number) => `${name}, image ${position} of 3`;

/** Every URL the page's pictures may ask for, in any format. */
const askedUrls = () =>
  [...document.querySelectorAll('img, source')].flatMap((element) => [
    element.getAttribute('src') ?? '',
    ...(element.getAttribute('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(' ')[0] ?? ''),
  ]);

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});
// Files share one page (vitest.config.ts, isolate: false): the next file gets the page's own matchMedia back.
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProductGallery zoom', () => {
  it('asks the full-size picture only once opened, and moves through the pictures with the arrows', async () => {
    const { user } = renderWithShop(<ProductGallery name={name} images={images} />);
    const open = await screen.findByRole('button', { name: `Zoom: ${imageName(1)}` });
    expect(within(open).getByText('Zoom')).toBeVisible();
    expect(askedUrls().some((url) => url.includes('w=2048'))).toBe(false);

    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name });
    const large = () => within(dialog).getByRole('img', { name: /image \d of 3/ });
    expect(large()).toHaveAccessibleName(imageName(1));
    expect(large()).toHaveAttribute('src', '/media/products/41-1.jpg?w=2048');
    expect(large().closest('picture')?.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      '/media/products/41-1.jpg?w=2048&f=avif',
    );
    expect(within(dialog).getByText('Image 1 of 3')).toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(large()).toHaveAccessibleName(imageName(2));
    expect(within(dialog).getByText('Image 2 of 3')).toBeVisible();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(large()).toHaveAccessibleName(imageName(3));
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(large()).toHaveAccessibleName(imageName(1));
    await user.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    expect(large()).toHaveAccessibleName(imageName(3));

    // Escape closes it; focus is back on the picture, which shows the last one seen.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: `Zoom: ${imageName(3)}` })).toHaveFocus());
  });

  it('draws the picture twice as wide in a box that scrolls, and back', async () => {
    const { user } = renderWithShop(<ProductGallery name={name} images={images.slice(0, 1)} />);
    await user.click(await screen.findByRole('button', { name: `Zoom: ${name}` }));
    const dialog = await screen.findByRole('dialog', { name });
    // One picture: nothing to move between.
    expect(within(dialog).queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    const large = within(dialog).getByRole('img', { name });
    const box = within(dialog).getByRole('group', { name });
    expect(box).toHaveAttribute('tabindex', '-1');

    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(large).toHaveClass('w-[200%]');
    expect(box).toHaveAttribute('tabindex', '0');
    await user.click(within(dialog).getByRole('button', { name: 'Zoom out' }));
    expect(large).not.toHaveClass('w-[200%]');
    expect(within(dialog).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
  });
});
