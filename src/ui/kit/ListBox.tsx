import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { ListBox, ListBoxItem, type ListBoxItemProps, type ListBoxProps } from 'react-aria-components/ListBox';
import { CheckIcon } from './Icon';

/** A plain choice for Select and ComboBox: what is shown and what is chosen. */
export interface ListOption {
  value: string;
  label: string;
}

/** The list inside a Select's or ComboBox's popover. */
export function DropdownList<T extends object>(props: ListBoxProps<T>) {
  return <ListBox {...props} className="max-h-80 overflow-auto p-1 outline-hidden" />;
}

/** One option; the highlighted one (keyboard or pointer) is filled with the primary colour. */
export function DropdownItem(props: ListBoxItemProps) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <ListBoxItem
      {...props}
      textValue={textValue}
      className={[
        'group flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-md px-3 text-base text-gray-900 outline-none',
        'focus:bg-primary-700 focus:text-white selected:font-semibold disabled:cursor-not-allowed disabled:text-gray-500',
        'forced-colors:focus:bg-[Highlight] forced-colors:focus:text-[HighlightText]',
      ].join(' ')}
    >
      {composeRenderProps(props.children, (children, { isSelected }) => (
        <>
          <span className="flex-1 truncate">{children}</span>
          {isSelected && <CheckIcon className="size-4" />}
        </>
      ))}
    </ListBoxItem>
  );
}

/** Renders plain options as static items, which RAC's ComboBox filters as the user types. */
export function optionItems(options: readonly ListOption[]) {
  return options.map((option) => (
    <DropdownItem key={option.value} id={option.value} textValue={option.label}>
      {option.label}
    </DropdownItem>
  ));
}
