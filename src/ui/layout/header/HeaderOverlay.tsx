import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { notify } from '../../../app/notify';
import { codeOnIntent } from '../../../lib/code-on-intent';
import { IntentLoaded, type IntentProps } from '../../kit/IntentLoaded';

export type HeaderOverlays = typeof import('./overlays');

/**
 * The header's menus, pickers and side panels (./overlays/): one chunk with React Aria's overlays, fetched the
 * first time a shopper reaches for one of them, not with every page (docs/quality.md, P1b).
 */
const overlays = codeOnIntent<HeaderOverlays>(() => import('./overlays'));

export interface HeaderOverlayProps {
  /** The control's trigger, as its loaded form draws it. */
  standIn: (intent: IntentProps) => ReactNode;
  children: (overlays: HeaderOverlays) => ReactNode;
}

/** A control of the header whose code comes on intent (src/ui/kit/IntentLoaded.tsx). */
export function HeaderOverlay({ standIn, children }: HeaderOverlayProps) {
  const { t } = useLingui();
  return (
    <IntentLoaded
      code={overlays}
      standIn={standIn}
      onLoadFailed={() => notify.error(t`This could not be opened. Check your connection and try again.`)}
    >
      {children}
    </IntentLoaded>
  );
}
