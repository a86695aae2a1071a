import { createContext } from 'react';

/**
 * Given inside the small screens' side panel (./overlays/MobileMenu.tsx): what is drawn both there and in the
 * navbar (the account slot) lays itself out for the panel and closes it before it moves on.
 */
export const SidePanelContext = createContext<{ close: () => void } | null>(null);
