import { TextArea as RACTextArea } from 'react-aria-components/TextArea';
import { TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components/TextField';
import { twMerge } from 'tailwind-variants';
import { Description, FieldError, type FieldTextProps, inputStyles, isInvalidFrom, Label } from './Field';
import { revealWhole } from './reveal-whole';
import { composeTailwindRenderProps } from './styles';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'children'>, FieldTextProps {
  placeholder?: string;
  /** Visible lines before it scrolls. @default 5 */
  rows?: number;
}

/**
 * A labelled multi-line text input (a message, a description): TextField's label, description and error,
 * with a textarea the shopper can resize in height.
 */
export function TextArea({ label, description, errorMessage, placeholder, rows = 5, ...props }: TextAreaProps) {
  return (
    <RACTextField
      {...props}
      isInvalid={isInvalidFrom(props.isInvalid, errorMessage)}
      className={composeTailwindRenderProps(props.className, 'flex flex-col gap-1')}
    >
      <Label isRequired={props.isRequired}>{label}</Label>
      <RACTextArea
        placeholder={placeholder}
        rows={rows}
        className={twMerge(inputStyles, 'resize-y py-2')}
        onFocus={(event) => revealWhole(event.currentTarget)}
      />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
