import type { ReactNode } from 'react';
import { HeaderPlaceholder } from '../layout/HeaderPlaceholder';

/** The id the app removes the drawing by (src/app/first-screen-preview.ts); styles.css hides #root meanwhile. */
export const DRAWING_ID = 'first-screen';

export interface FirstScreenFrameProps {
  children?: ReactNode;
  /** What the header's place shows instead of the shop's name. */
  header?: ReactNode;
  /** Whether the main content keeps clear of the cart's side tab, as the app's page does there. */
  clearOfCartTab?: boolean;
}

/**
 * The page around a first screen the server draws: the header's place, then the main content. Inert: nothing in
 * it can be focused or pressed until the app takes its place.
 */
export function FirstScreenFrame({ children, header, clearOfCartTab = true }: FirstScreenFrameProps) {
  return (
    <div id={DRAWING_ID} inert className="flex min-h-screen flex-col">
      <div className="sticky top-0 z-30 bg-white shadow-sm">
        <HeaderPlaceholder>{header}</HeaderPlaceholder>
      </div>
      <div className={clearOfCartTab ? 'clear-of-cart-tab flex-1' : 'flex-1'}>{children}</div>
    </div>
  );
}
