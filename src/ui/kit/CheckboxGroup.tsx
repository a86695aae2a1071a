import type { ReactNode } from 'react';
import {
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components/CheckboxGroup';
import { Description, FieldError, type FieldTextProps, isInvalidFrom, Label } from './Field';
import { composeTailwindRenderProps } from './styles';

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'>, FieldTextProps {
  /** Checkboxes with a `value` each. */
  children: ReactNode;
}

/** A labelled group of Checkboxes with one error for the group ("choose at least one"), tied to it. */
export function CheckboxGroup({ label, description, errorMessage, children, ...props }: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup
      {...props}
      isInvalid={isInvalidFrom(props.isInvalid, errorMessage)}
      className={composeTailwindRenderProps(props.className, 'flex flex-col gap-2')}
    >
      <Label isRequired={props.isRequired}>{label}</Label>
      {description && <Description>{description}</Description>}
      <div className="flex flex-col gap-2">{children}</div>
      <FieldError>{errorMessage}</FieldError>
    </RACCheckboxGroup>
  );
}
