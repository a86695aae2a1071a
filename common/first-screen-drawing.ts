import type { Schema } from '../src/api/types';

/** What the server draws of a page's first screen, from the answers to the page's first reads. */
export type FirstScreenDrawing =
  | { page: 'home'; banners: Schema<'Banner'>[]; ads: Schema<'Ad'>[] }
  | { page: 'listing'; products: Schema<'ProductCard'>[]; total: number }
  | { page: 'product'; product: Schema<'ProductDetails'> }
  | { page: 'checkout'; logo: string };

/** A drawing to render (src/render-first-screen.tsx), with what the page's text and figures depend on. */
export interface DrawingRequest {
  drawing: FirstScreenDrawing;
  /** The page's address, which its links are relative to. */
  pathname: string;
  search: string;
  /** The page's language, offered by `master`. */
  locale: string;
  master: Schema<'MasterSettings'>;
  /** The currency the shopper chose (its cookie), if any. */
  currencyId: number | null;
}

/** Renders a drawing to HTML: what the built rendering entry exports. */
export type RenderFirstScreen = (request: DrawingRequest) => string;
