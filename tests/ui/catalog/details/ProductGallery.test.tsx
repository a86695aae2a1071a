import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductGallery } from '../../../../src/ui/catalog/details/ProductGallery';
import { renderWithShop } from './support';

const images = [
  { id: 1, url: '/media/products/41-1.svg' },
  { id: 2, url: '/media/products/41-2.svg' },
  { id: 3, url: '/media/products/41-3.svg' },
];
const name = 'Organic Cotton T-Shirt';
const imageName = (position: number) => `${name}, image ${position} of 3`;

const thumbnails = () => screen.getByRole('listbox', { name: `Images of ${name}` });
/** The large image: the first image, outside the thumbnails. */
/** React Aria fills a list's options in a second pass: wait for them, not only for the list. */
const thumbnailsShown = async () => within(await screen.findByRole('listbox')).findAllByRole('option');
const mainImage = () => screen.getAllByRole('img').find((image) => !thumbnails().contains(image)) as HTMLElement;

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});
// Files share one page (vitest.config.ts, isolate: false): the next file gets the page's own matchMedia back.
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProductGallery', () => {
  it('shows the first image large, sized and loaded first, with alt texts from the product name', async () => {
    renderWithShop(<ProductGallery name={name} images={images} />);
    await thumbnailsShown();
    const image = mainImage();
    expect(image).toHaveAccessibleName(imageName(1));
    expect(image).toHaveAttribute('src', '/media/products/41-1.svg');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    const options = within(thumbnails()).getAllByRole('option');
    expect(options.map((option) => option.textContent || within(option).getByRole('img').getAttribute('alt'))).toEqual([
      imageName(1),
      imageName(2),
      imageName(3),
    ]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(thumbnails()).getAllByRole('img')[1]).toHaveAttribute('loading', 'lazy');
  });

  it('moves between thumbnails with the arrow keys and shows one with Enter or Space', async () => {
    const { user } = renderWithShop(<ProductGallery name={name} images={images} />);
    await thumbnailsShown();
    await user.tab();
    expect(screen.getByRole('button', { name: `Zoom: ${imageName(1)}` })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('option', { name: imageName(1) })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('option', { name: imageName(2) })).toHaveFocus();
    // Moving alone does not change the large image.
    expect(mainImage()).toHaveAttribute('src', '/media/products/41-1.svg');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('option', { name: imageName(2) })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: imageName(1) })).toHaveAttribute('aria-selected', 'false');
    expect(mainImage()).toHaveAttribute('src', '/media/products/41-2.svg');
    expect(mainImage()).toHaveAttribute('loading', 'eager');

    await user.keyboard('{ArrowRight}');
    await user.keyboard(' ');
    expect(mainImage()).toHaveAttribute('src', '/media/products/41-3.svg');

    // Showing it again keeps it shown: the list always has one image chosen.
    await user.keyboard(' ');
    expect(mainImage()).toHaveAttribute('src', '/media/products/41-3.svg');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    expect(mainImage()).toHaveAttribute('src', '/media/products/41-1.svg');
  });

  it('shows the next image on a swipe towards the start, and the previous one back', async () => {
    renderWithShop(<ProductGallery name={name} images={images} />);
    await thumbnailsShown();
    const surface = () => mainImage().closest('button')?.parentElement as HTMLElement;
    const swipe = (from: number, to: number, pointerType = 'touch') => {
      fireEvent.pointerDown(surface(), { pointerType, clientX: from, clientY: 100 });
      fireEvent.pointerUp(surface(), { pointerType, clientX: to, clientY: 110 });
    };
    // Up and down stay the page's scroll.
    expect(surface()).toHaveClass('touch-pan-y');
    // A pinch stays the page's zoom.
    expect(surface()).toHaveClass('touch-pinch-zoom');
    swipe(300, 200);
    expect(mainImage()).toHaveAttribute('src', '/media/products/41-2.svg');
    swipe(100, 250);
    expect(mainImage()).toHaveAttribute('src', '/media/products/41-1.svg');
    swipe(100, 250);
    expect(mainImage()).toHaveAttribute('src', '/media/products/41-3.svg');
    // A short move, or a mouse drag, is not a swipe.
    swipe(300, 280);
    swipe(300, 100, 'mouse');
    expect(mainImage()).toHaveAttribute('src', '/media/products/41-3.svg');
  });

  it('shows a single image without thumbnails, named after the product', async () => {
    renderWithShop(<ProductGallery name={name} images={images.slice(0, 1)} />);
    expect(await screen.findByRole('img', { name })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
