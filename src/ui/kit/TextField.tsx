import { TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components/TextField';
import { Description, FieldError, type FieldTextProps, Input, isInvalidFrom, Label } from './Field';
import { composeTailwindRenderProps } from './styles';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'>, FieldTextProps {
  placeholder?: string;
}

/**
 * A labelled text input. Pass `type`, `name`, `autoComplete`, `inputMode`, `isRequired`, `value`/`onChange`
 * as to RAC's TextField. Description and error are under the input and tied to it by `aria-describedby`.
 */
export function TextField({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      isInvalid={isInvalidFrom(props.isInvalid, errorMessage)}
      className={composeTailwindRenderProps(props.className, 'flex flex-col gap-1')}
    >
      <Label isRequired={props.isRequired}>{label}</Label>
      <Input placeholder={placeholder} />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
