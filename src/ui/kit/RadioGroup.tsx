import type { ReactNode } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps,
} from 'react-aria-components/RadioGroup';
import { Description, FieldError, type FieldTextProps, isInvalidFrom, Label } from './Field';
import { revealWhole } from './reveal-whole';
import { composeTailwindRenderProps } from './styles';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'>, FieldTextProps {
  children: ReactNode;
}

/** A labelled group of Radios: Tab enters at the chosen one, arrows move and choose. */
export function RadioGroup({ label, description, errorMessage, children, ...props }: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      isInvalid={isInvalidFrom(props.isInvalid, errorMessage)}
      className={composeTailwindRenderProps(props.className, 'group flex flex-col gap-2')}
    >
      <Label isRequired={props.isRequired}>{label}</Label>
      <div className="flex gap-x-6 gap-y-2 group-orientation-vertical:flex-col group-orientation-horizontal:flex-wrap">
        {children}
      </div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}

/** One choice; its label is the children and the whole row (at least 24 px high) is the target. */
export function Radio({ children, ...props }: RadioProps) {
  return (
    <RACRadio
      {...props}
      onFocus={(event) => {
        revealWhole(event.target.closest('label'));
        props.onFocus?.(event);
      }}
      className={composeTailwindRenderProps(
        props.className,
        'group flex min-h-6 cursor-pointer items-center gap-2 text-gray-900 disabled:cursor-not-allowed disabled:text-gray-500',
      )}
    >
      {composeRenderProps(children, (children) => (
        <>
          <span
            className={[
              'size-5 shrink-0 rounded-full border-2 border-gray-600 bg-white transition-all',
              'outline-primary-600 outline-offset-2 group-focus-visible:outline-2 group-focus-visible:outline-solid',
              'group-selected:border-[6px] group-selected:border-primary-600 group-pressed:border-gray-800',
              'group-invalid:border-red-700 group-disabled:border-gray-300 group-disabled:bg-gray-100',
              'forced-colors:group-selected:border-[Highlight] forced-colors:group-focus-visible:outline-[Highlight]',
            ].join(' ')}
          />
          {children}
        </>
      ))}
    </RACRadio>
  );
}
