import type { ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components/Button';
import { ComboBox as RACComboBox, type ComboBoxProps as RACComboBoxProps } from 'react-aria-components/ComboBox';
import { Description, FieldError, type FieldTextProps, Input, isInvalidFrom, Label } from './Field';
import { ChevronIcon } from './Icon';
import { DropdownItem, DropdownList, type ListOption, optionItems } from './ListBox';
import { Popover } from './Popover';
import { composeTailwindRenderProps } from './styles';

export interface ComboBoxProps<T extends object> extends Omit<RACComboBoxProps<T>, 'children'>, FieldTextProps {
  /**
   * Plain choices (a country picker: `{ value: 'Egypt', label: 'Egypt' }`), filtered as the user types.
   * Or pass `items` (filtered by you) or `defaultItems` (filtered by RAC) with a render function of
   * `ComboBoxItem`s as children.
   */
  options?: readonly ListOption[];
  children?: ReactNode | ((item: T) => ReactNode);
  placeholder?: string;
  /**
   * While the options are still coming: the suggestions open on typing all the same and say this, so that
   * what was typed meanwhile is matched as soon as they are in, with no keystroke more.
   */
  pendingText?: string;
}

/**
 * A labelled text input with a list of suggestions (RAC ComboBox): type to filter, arrows to move,
 * Enter to choose. The choice is `value`/`onChange`; the typed text is `inputValue`/`onInputChange`.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  options,
  children,
  placeholder,
  pendingText,
  ...props
}: ComboBoxProps<T>) {
  return (
    <RACComboBox
      {...props}
      allowsEmptyCollection={props.allowsEmptyCollection ?? pendingText !== undefined}
      isInvalid={isInvalidFrom(props.isInvalid, errorMessage)}
      className={composeTailwindRenderProps(props.className, 'group flex flex-col gap-1')}
    >
      <Label isRequired={props.isRequired}>{label}</Label>
      <div className="relative">
        <Input placeholder={placeholder} className="pe-12" />
        {/* RAC names this button ("Show suggestions") and keeps it out of the tab order. */}
        <RACButton className="absolute end-0.5 top-0.5 flex size-10 cursor-pointer items-center justify-center rounded-md text-gray-700 outline-hidden hover:bg-gray-100 pressed:bg-gray-200">
          <ChevronIcon direction="down" />
        </RACButton>
      </div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className="min-w-(--trigger-width)">
        <DropdownList
          renderEmptyState={pendingText ? () => <p className="px-3 py-2 text-gray-700">{pendingText}</p> : undefined}
        >
          {options ? optionItems(options) : children}
        </DropdownList>
      </Popover>
    </RACComboBox>
  );
}

export { DropdownItem as ComboBoxItem };
