import { ApiError, type FieldErrors } from '../api/errors';
import { type Failure, toFailure } from './failure';

/** A failed write as a form keeps it: the status (0 when the server was not reached), the server's message, and
 * its error per field (the first text of each). */
export interface FormFailure extends Failure {
  fieldErrors: FieldErrors;
}

/**
 * A call's failure for a form. `fieldOf` names the form field a server key belongs to (`product_ids.0` under the
 * product picker, say); the first error of a field is kept.
 */
export function formFailureOf(error: unknown, fieldOf: (key: string) => string = (key) => key): FormFailure {
  const fieldErrors: FieldErrors = {};
  if (error instanceof ApiError) {
    for (const [key, text] of Object.entries(error.fieldErrors)) fieldErrors[fieldOf(key)] ??= text;
  }
  return { ...toFailure(error), fieldErrors };
}

/** The failure without the server's error of a field the shopper is editing again. */
export function withoutFieldError<Kept extends FormFailure>(failure: Kept | null, field: string): Kept | null {
  if (!failure || !(field in failure.fieldErrors)) return failure;
  const { [field]: _edited, ...fieldErrors } = failure.fieldErrors;
  return { ...failure, fieldErrors };
}

/** Whether a failure names a field the form shows (an error on any other field can only go to a toast). */
export function namesShownField(failure: FormFailure | null, fields: readonly string[]): boolean {
  return fields.some((field) => failure?.fieldErrors[field] !== undefined);
}
