import type { ReactNode } from 'react';
import { Button } from '../kit/Button';
import { useToastRegionFocus } from './toast-region-focus';
import { TOAST_REGION_KEY } from './useToastRegionKeyboard';

/**
 * A toast's one action (the cart's 'View In Cart'), with the key that reaches it shown beside it. Pressed, it
 * first puts focus back where it came from, so a dialog the action opens returns focus there when it closes.
 */
export function ToastAction({ onPress, children }: { onPress: () => void; children: ReactNode }) {
  const { returnFocus } = useToastRegionFocus();
  return (
    <span className="flex items-center gap-2">
      <Button
        variant="link"
        size="sm"
        className="px-0"
        data-toast-action
        onPress={() => {
          returnFocus();
          onPress();
        }}
      >
        {children}
      </Button>
      {/* The live region says the key; this is for whoever sees the toast. */}
      <span aria-hidden="true">
        <kbd className="rounded border border-gray-400 px-1 font-sans text-gray-700 text-xs">{TOAST_REGION_KEY}</kbd>
      </span>
    </span>
  );
}
