import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextField as RACTextField } from 'react-aria-components/TextField';
import { Button } from './Button';
import { Description, FieldError, Input, isInvalidFrom, Label } from './Field';
import { EyeIcon, EyeOffIcon } from './Icon';
import { composeTailwindRenderProps } from './styles';
import type { TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A password input with a show/hide toggle. Pass `autoComplete` (`current-password` or `new-password`) so
 * password managers help; pasting is allowed. The toggle keeps focus and names what it will do next.
 */
export function PasswordField({ label, description, errorMessage, placeholder, ...props }: PasswordFieldProps) {
  const { t } = useLingui();
  const [isVisible, setVisible] = useState(false);
  return (
    <RACTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      isInvalid={isInvalidFrom(props.isInvalid, errorMessage)}
      className={composeTailwindRenderProps(props.className, 'flex flex-col gap-1')}
    >
      <Label isRequired={props.isRequired}>{label}</Label>
      <div className="relative">
        {/* A shown password is not sent to spell-checkers. */}
        <Input placeholder={placeholder} spellCheck={false} autoCapitalize="off" autoCorrect="off" className="pe-12" />
        <Button
          variant="ghost"
          size="icon"
          className="absolute end-0.5 top-0.5 size-10"
          aria-label={isVisible ? t`Hide password` : t`Show password`}
          isDisabled={props.isDisabled}
          onPress={() => setVisible((visible) => !visible)}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </Button>
      </div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
