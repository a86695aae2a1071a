import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components/Button';
import { Select as RACSelect, type SelectProps as RACSelectProps, SelectValue } from 'react-aria-components/Select';
import { Description, FieldError, type FieldTextProps, isInvalidFrom, Label } from './Field';
import { ChevronIcon } from './Icon';
import { DropdownItem, DropdownList, type ListOption, optionItems } from './ListBox';
import { Popover } from './Popover';
import { selectStyles, selectTriggerStyles, selectValueStyles } from './select-styles';
import { composeTailwindRenderProps } from './styles';

export interface SelectProps<T extends object> extends Omit<RACSelectProps<T>, 'children'>, FieldTextProps {
  /** Plain choices; or pass `items` with a render function, or `SelectItem`s, as children. */
  options?: readonly ListOption[];
  items?: Iterable<T>;
  children?: ReactNode | ((item: T) => ReactNode);
}

/**
 * A labelled pick-one list (RAC Select: a button that opens a listbox; type-ahead, arrows, Enter).
 * The choice is `value`/`onChange` (the option's value or item's id).
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  options,
  items,
  children,
  placeholder,
  ...props
}: SelectProps<T>) {
  const { t } = useLingui();
  return (
    <RACSelect
      {...props}
      placeholder={placeholder ?? t`Select an option`}
      isInvalid={isInvalidFrom(props.isInvalid, errorMessage)}
      className={composeTailwindRenderProps(props.className, selectStyles)}
    >
      <Label isRequired={props.isRequired}>{label}</Label>
      <RACButton className={selectTriggerStyles}>
        <SelectValue className={selectValueStyles} />
        <ChevronIcon direction="down" className="size-5 text-gray-700" />
      </RACButton>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className="min-w-(--trigger-width)">
        <DropdownList items={items}>{options ? optionItems(options) : children}</DropdownList>
      </Popover>
    </RACSelect>
  );
}

export { DropdownItem as SelectItem };
