import { useSelector } from '@xstate/react';
import type { ReturnRequestActorRef } from '../../app/returns/use-return-request';
import type { ReturnTextField as TextFieldName } from '../../machines/return-request/return-request.types';
import { TextArea } from '../kit/TextArea';
import { TextField, type TextFieldProps } from '../kit/TextField';
import { useReturnFieldError } from './use-return-field-error';

export interface ReturnTextFieldProps extends Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'errorMessage'> {
  actor: ReturnRequestActorRef;
  field: TextFieldName;
  /** A text area rather than one line. */
  multiline?: boolean;
  /** Visible lines of a text area. */
  rows?: number;
}

/** One text field of the return form, reading only its own value and error (a keystroke renders this field). */
export function ReturnTextField({ actor, field, multiline = false, rows, ...props }: ReturnTextFieldProps) {
  const value = useSelector(actor, (snapshot) => snapshot.context.values[field]);
  const errorMessage = useReturnFieldError(actor, field);
  const bound = {
    ...props,
    name: field,
    value,
    onChange: (next: string) => actor.send({ type: 'return.field.changed', field, value: next }),
    errorMessage,
  };
  return multiline ? <TextArea {...bound} rows={rows} /> : <TextField {...bound} />;
}
