import { focusRing } from './focus-ring';

/**
 * The kit's secondary button, drawn on a plain `<button>`: for what shows when the app's data or code could not
 * be fetched (LoadFailed, the start's failure), which must not itself wait for the kit's button code.
 */
export const plainSecondaryButton = `${focusRing} inline-flex min-h-11 min-w-11 cursor-pointer select-none items-center justify-center gap-2 rounded-md border border-gray-500 bg-white px-4 font-medium text-gray-900 hover:bg-gray-100 active:bg-gray-200`;
