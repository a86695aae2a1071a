import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { AddressFormActorRef } from '../../app/addresses/use-address-form';
import type { AddressField, AddressTextField as TextFieldName } from '../../machines/address-form/address-form.types';
import { TextField, type TextFieldProps } from '../kit/TextField';
import { addressProblemText } from './address-text';

export interface AddressTextFieldProps extends Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'errorMessage'> {
  actor: AddressFormActorRef;
  field: TextFieldName;
}

/** The words under a field: the form's own check first, else the server's first message for it. */
export function useFieldError(actor: AddressFormActorRef, field: AddressField): string | undefined {
  const { i18n } = useLingui();
  const problem = useSelector(actor, (snapshot) => snapshot.context.problems[field]);
  const rules = useSelector(actor, (snapshot) => snapshot.context.rules);
  const serverError = useSelector(actor, (snapshot) => snapshot.context.failure?.fieldErrors[field]);
  return problem ? addressProblemText(i18n, field, problem, rules) : serverError;
}

/**
 * One text field of the address form, reading only its own value and error: a keystroke renders this field,
 * not the whole form (it matters on a slow phone).
 */
export function AddressTextField({ actor, field, ...props }: AddressTextFieldProps) {
  const value = useSelector(actor, (snapshot) => snapshot.context.values[field]);
  const errorMessage = useFieldError(actor, field);
  return (
    <TextField
      {...props}
      name={field}
      value={value}
      onChange={(next) => actor.send({ type: 'address.field.changed', field, value: next })}
      errorMessage={errorMessage}
    />
  );
}
