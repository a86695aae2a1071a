import { Popover as RACPopover, type PopoverProps as RACPopoverProps } from 'react-aria-components/Popover';
import { composeTailwindRenderProps } from './styles';

export type PopoverProps = RACPopoverProps;

/**
 * A floating panel anchored to its trigger (RAC Popover): placement flips at the viewport's edges and
 * follows the reading direction. Inside a `DialogTrigger` put a `Dialog` in it (with a title or an
 * `aria-label`); Select, ComboBox and MenuTrigger use it for their lists.
 */
export function Popover({ offset = 8, className, ...props }: PopoverProps) {
  return (
    <RACPopover
      offset={offset}
      {...props}
      className={composeTailwindRenderProps(
        className,
        'overflow-auto rounded-lg border border-gray-200 bg-white text-gray-900 shadow-lg outline-hidden transition-opacity duration-150 entering:opacity-0 exiting:opacity-0 motion-reduce:transition-none forced-colors:bg-[Canvas]',
      )}
    />
  );
}
