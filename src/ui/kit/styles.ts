import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { twMerge } from 'tailwind-variants';

export { focusRing } from '../../lib/focus-ring';

/** Merges a caller's className (string or render-prop function) over a component's own Tailwind classes. */
export function composeTailwindRenderProps<T>(
  className: string | ((values: T) => string) | undefined,
  own: string,
): string | ((values: T) => string) {
  return composeRenderProps(className, (callerClassName) => twMerge(own, callerClassName));
}
