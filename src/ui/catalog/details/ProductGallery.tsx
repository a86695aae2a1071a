import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { GALLERY_MAIN, GALLERY_THUMB } from '../../../../common/image-sizes';
import { useDirection } from '../../../app/settings/use-settings';
import { PlusIcon } from '../../kit/Icon';
import { Picture } from '../../kit/Picture';
import { focusRing } from '../../kit/styles';
import { useSwipe } from './use-swipe';

// The dialog's code comes when a shopper first opens it.
const ProductZoom = lazy(() => import('./ProductZoom').then((module) => ({ default: module.ProductZoom })));

export interface GalleryImage {
  id: number;
  url: string;
}

export interface ProductGalleryProps {
  /** The product's name: the images' alt texts are made from it. */
  name: string;
  /** All images, the main one first. */
  images: GalleryImage[];
}

interface MainImageProps {
  src: string;
  alt: string;
  isFirst: boolean;
  onOpen: () => void;
}

/**
 * The large picture, a button that opens it larger (ProductZoom). A native button: a swipe across it (use-swipe.ts)
 * is no tap, so it does not open the dialog, where React Aria's press would.
 */
function MainImage({ src, alt, isFirst, onOpen }: MainImageProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t`Zoom: ${alt}`}
      className={`${focusRing} relative block w-full cursor-zoom-in rounded-lg`}
    >
      {/* The first image is the page's LCP: sized, loaded at once and with high priority. */}
      <Picture
        src={src}
        alt={alt}
        {...GALLERY_MAIN}
        priority={isFirst}
        loading="eager"
        className="aspect-square w-full rounded-lg bg-gray-100 object-contain"
      />
      <span className="absolute end-2 bottom-2 inline-flex items-center gap-1 rounded-full border border-gray-300 bg-white/95 px-3 py-1 font-medium text-gray-900 text-sm shadow-sm">
        <PlusIcon className="size-4" />
        {t`Zoom`}
      </span>
    </button>
  );
}

/**
 * The product's images: a large one and a row of thumbnails under it. The thumbnails are one list: arrow keys
 * move along it, Enter or Space shows the focused image; on a touch screen a sideways swipe on the large
 * image shows the next or the previous one. Pressing the large image opens the pictures large (ProductZoom).
 */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const { t } = useLingui();
  const direction = useDirection();
  const [selected, setSelected] = useState(() => String(images[0]?.id ?? ''));
  const [isZoomOpen, setZoomOpen] = useState(false);
  const count = images.length;
  const index = Math.max(
    0,
    images.findIndex((image) => String(image.id) === selected),
  );
  const showAt = (position: number) => {
    const image = images[position];
    if (image) setSelected(String(image.id));
  };
  const swipe = useSwipe(direction, (towards) => showAt((index + (towards === 'start' ? 1 : -1) + count) % count));

  const shown = images[index];
  if (!shown) return null;
  const altOf = (position: number) => (count === 1 ? name : t`${name}, image ${position} of ${count}`);
  const zoom = isZoomOpen && (
    <Suspense fallback={null}>
      <ProductZoom
        name={name}
        images={images}
        index={index}
        onIndexChange={showAt}
        altOf={altOf}
        isOpen
        onOpenChange={setZoomOpen}
      />
    </Suspense>
  );
  const main = (
    <MainImage src={shown.url} alt={altOf(index + 1)} isFirst={index === 0} onOpen={() => setZoomOpen(true)} />
  );
  if (count === 1) {
    return (
      <>
        {main}
        {zoom}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {/* Up and down stay the page's scroll, and a pinch its zoom. */}
      <div className="touch-pan-y touch-pinch-zoom select-none" {...swipe}>
        {main}
      </div>
      <ListBox
        aria-label={t`Images of ${name}`}
        orientation="horizontal"
        selectionMode="single"
        // Arrows only move; Enter or Space shows. The shown image cannot be unselected.
        selectionBehavior="toggle"
        disallowEmptySelection
        selectedKeys={[selected]}
        onSelectionChange={(keys) => {
          const [key] = keys === 'all' ? [] : [...keys];
          if (key !== undefined) setSelected(String(key));
        }}
        className="flex gap-2 overflow-x-auto p-1 outline-hidden"
      >
        {images.map((image, position) => (
          <ListBoxItem
            key={image.id}
            id={String(image.id)}
            textValue={altOf(position + 1)}
            className={`${focusRing} shrink-0 cursor-pointer rounded-md border-2 border-transparent p-0.5 selected:border-primary-600`}
          >
            <Picture
              src={image.url}
              alt={altOf(position + 1)}
              {...GALLERY_THUMB}
              className="size-16 rounded-sm bg-gray-100 object-cover"
            />
          </ListBoxItem>
        ))}
      </ListBox>
      {zoom}
    </div>
  );
}
