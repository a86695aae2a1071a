import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { useDirection } from '../../../app/settings/use-settings';
import { focusRing } from '../../kit/styles';
import { useSwipe } from './use-swipe';

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

const MAIN_SIZE = 600;
const THUMB_SIZE = 80;

function MainImage({ src, alt, isFirst }: { src: string; alt: string; isFirst: boolean }) {
  // The first image is the page's LCP: sized, loaded at once and with high priority.
  return (
    <img
      src={src}
      alt={alt}
      width={MAIN_SIZE}
      height={MAIN_SIZE}
      loading="eager"
      fetchPriority={isFirst ? 'high' : 'auto'}
      decoding={isFirst ? 'sync' : 'async'}
      className="aspect-square w-full rounded-lg bg-gray-100 object-contain"
    />
  );
}

/**
 * The product's images: a large one and a row of thumbnails under it. The thumbnails are one list: arrow keys
 * move along it, Enter or Space shows the focused image; on a touch screen a sideways swipe on the large
 * image shows the next or the previous one.
 */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const { t } = useLingui();
  const direction = useDirection();
  const [selected, setSelected] = useState(() => String(images[0]?.id ?? ''));
  const count = images.length;
  const index = Math.max(
    0,
    images.findIndex((image) => String(image.id) === selected),
  );
  const swipe = useSwipe(direction, (towards) => {
    const next = images[(index + (towards === 'start' ? 1 : -1) + count) % count];
    if (next) setSelected(String(next.id));
  });

  const shown = images[index];
  if (!shown) return null;
  if (count === 1) return <MainImage src={shown.url} alt={name} isFirst />;

  const altOf = (position: number) => t`${name}, image ${position} of ${count}`;
  return (
    <div className="flex flex-col gap-3">
      <div className="touch-pan-y select-none" {...swipe}>
        <MainImage src={shown.url} alt={altOf(index + 1)} isFirst={index === 0} />
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
            <img
              src={image.url}
              alt={altOf(position + 1)}
              width={THUMB_SIZE}
              height={THUMB_SIZE}
              loading="lazy"
              decoding="async"
              className="size-16 rounded-sm bg-gray-100 object-cover"
            />
          </ListBoxItem>
        ))}
      </ListBox>
    </div>
  );
}
