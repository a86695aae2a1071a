import type { Key } from 'react-aria-components';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { ListBox, ListBoxItem, type ListBoxItemProps, type ListBoxProps } from 'react-aria-components/ListBox';
import { twMerge } from 'tailwind-variants';
import { focusRing } from './styles';

export interface SelectableListProps<T extends object>
  extends Omit<ListBoxProps<T>, 'selectionMode' | 'selectedKeys' | 'onSelectionChange' | 'disallowEmptySelection'> {
  /** The chosen item's id, or null when none is. */
  selectedKey: Key | null;
  onSelect: (key: Key) => void;
}

/**
 * A list to pick one item from, shown in the page (a conversation list): arrow keys, Home and End move
 * between items, Enter or Space (or a click) picks one, and typing a name jumps to it.
 */
export function SelectableList<T extends object>({
  selectedKey,
  onSelect,
  className,
  ...props
}: SelectableListProps<T>) {
  return (
    <ListBox
      {...props}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={selectedKey === null ? [] : [selectedKey]}
      onSelectionChange={(keys) => {
        if (keys === 'all') return;
        const [key] = keys;
        if (key !== undefined) onSelect(key);
      }}
      className={composeRenderProps(className, (extra) => `flex flex-col gap-1 outline-hidden ${extra ?? ''}`)}
    />
  );
}

/** One item; the picked one is tinted and marked with a bar on its start side. */
export function SelectableListItem(props: ListBoxItemProps) {
  return (
    <ListBoxItem
      {...props}
      className={composeRenderProps(props.className, (extra) =>
        twMerge(
          focusRing,
          // Inside the list's own scroll box the ring is drawn inward, where it cannot be clipped.
          '-outline-offset-2 relative flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-md px-3 py-2 text-gray-900',
          'hover:bg-gray-100 selected:bg-primary-50 selected:before:absolute selected:before:inset-y-1',
          'selected:before:start-0 selected:before:w-1 selected:before:rounded-full selected:before:bg-primary-700',
          'forced-colors:selected:outline forced-colors:selected:outline-[Highlight]',
          extra,
        ),
      )}
    />
  );
}
