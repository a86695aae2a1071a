import { evaluateInStages, type Stage } from '../../lib/evaluate-in-stages';

/**
 * What the header and every page but the home page's first screen are built on: the kit's styles (whose
 * class-merging engine is built as the module runs), React Aria, the buttons and the fields. What opens in an
 * overlay (selects, menus, dialogs) is not part of it: the header fetches that on intent (header/HeaderOverlay.tsx).
 * Preloaded with the header's code on every page (server/web/first-screen-page.ts), so no stage waits for the
 * network.
 */
const KIT: Stage[] = [() => import('tailwind-variants'), () => import('./Button'), () => import('./Field')];

let kit: Promise<void> | null = null;

/** The kit, evaluated once; a stage that could not be fetched (offline) is tried again on the next call. */
export function kitEvaluated(): Promise<void> {
  kit ??= evaluateInStages(KIT).catch((error: unknown) => {
    kit = null;
    throw error;
  });
  return kit;
}
