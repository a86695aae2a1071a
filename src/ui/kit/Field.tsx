import type { ReactNode, Ref } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { FieldError as RACFieldError } from 'react-aria-components/FieldError';
import { type InputProps, Input as RACInput } from 'react-aria-components/Input';
import { Label as RACLabel } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import type { ValidationResult } from 'react-aria-components/TextField';
import { twMerge } from 'tailwind-variants';
import { focusRing } from './styles';

/** A field's error: a server message (string) or a message built from RAC's validation result. */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

/** The label, description and error every field takes. */
export interface FieldTextProps {
  label: ReactNode;
  /** Help shown under the field, tied to it by `aria-describedby`. */
  description?: ReactNode;
  /**
   * Shown under the field with a red border, tied by `aria-describedby`. A non-empty string marks the field
   * invalid by itself (a server's field error); a function runs on RAC's own validation (required, pattern …).
   */
  errorMessage?: FieldErrorMessage;
}

/** A server message marks the field invalid unless the caller says otherwise. */
export function isInvalidFrom(isInvalid: boolean | undefined, errorMessage: FieldErrorMessage | undefined) {
  return isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined);
}

export const labelStyles = 'w-fit font-medium text-gray-900 text-sm';

export function Label({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <RACLabel className={labelStyles}>
      {children}
      {/* The input itself says "required" to assistive technology; the star is for the eye. */}
      {isRequired && (
        <span aria-hidden="true" className="text-red-700">
          {' *'}
        </span>
      )}
    </RACLabel>
  );
}

export function Description({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className="text-gray-600 text-sm">
      {children}
    </Text>
  );
}

export function FieldError({ children }: { children?: FieldErrorMessage }) {
  return <RACFieldError className="text-red-700 text-sm forced-colors:text-[Mark]">{children}</RACFieldError>;
}

export const inputStyles = twMerge(
  focusRing,
  'min-h-11 w-full min-w-0 rounded-md border border-gray-500 bg-white px-3 text-base text-gray-900',
  'placeholder:text-gray-500 focus:border-primary-600 invalid:border-red-700 focus-visible:outline-offset-0',
  'disabled:border-gray-300 disabled:bg-gray-100 disabled:text-gray-500 forced-colors:invalid:border-[Mark]',
);

export function Input(props: InputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <RACInput
      {...props}
      className={composeRenderProps(props.className, (className) => twMerge(inputStyles, className))}
    />
  );
}
