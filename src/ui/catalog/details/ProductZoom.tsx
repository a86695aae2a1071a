import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useDirection } from '../../../app/settings/use-settings';
import { Button } from '../../kit/Button';
import { Dialog, Modal } from '../../kit/Dialog';
import { ChevronIcon, MinusIcon, PlusIcon } from '../../kit/Icon';
import { Picture } from '../../kit/Picture';
import type { GalleryImage } from './ProductGallery';

export interface ProductZoomProps {
  name: string;
  images: GalleryImage[];
  /** The picture shown, shared with the gallery: it shows the last one seen once this closes. */
  index: number;
  onIndexChange: (index: number) => void;
  altOf: (position: number) => string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Zoomed in, the picture is drawn twice as wide as its box. */
const ZOOMED_WIDTH = 'w-[200%]';

/**
 * A product's pictures large, in a dialog: each at its full width, asked only now (common/responsive-image.ts).
 * Left and Right show the previous and the next one (mirrored in RTL), as the buttons do; "Zoom in" draws the
 * picture twice as wide in a box that scrolls, so a mouse, a finger or the keyboard (once the box has focus) pans
 * it; a pinch zooms the page as anywhere. Escape closes it, and focus goes back to the picture that opened it.
 */
export function ProductZoom({ name, images, index, onIndexChange, altOf, isOpen, onOpenChange }: ProductZoomProps) {
  const { t } = useLingui();
  const direction = useDirection();
  const [isZoomed, setZoomed] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const count = images.length;
  const go = (step: 1 | -1) => onIndexChange((index + step + count) % count);
  const latestGo = useRef(go);
  latestGo.current = go;
  // The arrows wherever focus is in the dialog (the dialog itself has it first), so on the document while open.
  useEffect(() => {
    if (!isOpen || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      // Zoomed in, the arrows pan the picture while its box has focus.
      if (event.target === area.current && area.current?.tabIndex === 0) return;
      event.preventDefault();
      latestGo.current((event.key === 'ArrowRight') === (direction === 'ltr') ? 1 : -1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, count, direction]);

  const shown = images[index];
  if (!shown) return null;
  const position = index + 1;
  const toggleZoom = () => {
    setZoomed(!isZoomed);
    // Zoomed in, the middle of the picture first (scrollLeft runs below zero in RTL).
    requestAnimationFrame(() => {
      const box = area.current;
      if (!box) return;
      box.scrollTop = (box.scrollHeight - box.clientHeight) / 2;
      box.scrollLeft = ((direction === 'rtl' ? -1 : 1) * (box.scrollWidth - box.clientWidth)) / 2;
    });
  };
  const close = (open: boolean) => {
    if (!open) setZoomed(false);
    onOpenChange(open);
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={close} size="xl">
      <Dialog title={name}>
        <div className="mt-4 flex flex-col gap-3">
          {/* biome-ignore lint/a11y/useSemanticElements: a box that scrolls the picture, not a part of a form */}
          <div
            ref={area}
            // Focusable when zoomed, so the keyboard can scroll it.
            tabIndex={isZoomed ? 0 : -1}
            role="group"
            aria-label={altOf(position)}
            className="max-h-[calc(var(--visual-viewport-height)*0.6)] overflow-auto rounded-lg bg-gray-100 outline-offset-2 focus-visible:outline-2 focus-visible:outline-primary-700"
          >
            <Picture
              key={shown.id}
              src={shown.url}
              alt={altOf(position)}
              width={600}
              height={600}
              sizes="full"
              loading="eager"
              className={
                isZoomed
                  ? `h-auto max-w-none ${ZOOMED_WIDTH}`
                  : 'mx-auto h-auto max-h-[calc(var(--visual-viewport-height)*0.6)] w-auto max-w-full object-contain'
              }
            />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            {count > 1 ? (
              <div className="flex items-center gap-2">
                <Button variant="secondary" size="icon" aria-label={t`Previous image`} onPress={() => go(-1)}>
                  <ChevronIcon direction="start" />
                </Button>
                <p aria-live="polite" className="min-w-16 text-center text-gray-700 tabular-nums">
                  {t`Image ${position} of ${count}`}
                </p>
                <Button variant="secondary" size="icon" aria-label={t`Next image`} onPress={() => go(1)}>
                  <ChevronIcon direction="end" />
                </Button>
              </div>
            ) : (
              <span />
            )}
            <Button variant="secondary" onPress={toggleZoom}>
              {isZoomed ? <MinusIcon /> : <PlusIcon />}
              {isZoomed ? t`Zoom out` : t`Zoom in`}
            </Button>
          </div>
        </div>
      </Dialog>
    </Modal>
  );
}
