import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { twMerge } from 'tailwind-variants';

/**
 * The keyboard focus ring every control shares: a 2px primary outline, offset so a border never hides it.
 * `outline-hidden` drops the browser's own ring (RAC decides when focus is "visible"); forced-colors keeps one.
 */
export const focusRing =
  'outline-hidden outline-offset-2 outline-primary-600 focus-visible:outline-2 focus-visible:outline-solid forced-colors:outline-[Highlight]';

/** Merges a caller's className (string or render-prop function) over a component's own Tailwind classes. */
export function composeTailwindRenderProps<T>(
  className: string | ((values: T) => string) | undefined,
  own: string,
): string | ((values: T) => string) {
  return composeRenderProps(className, (callerClassName) => twMerge(own, callerClassName));
}
