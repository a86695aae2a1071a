import { namesShownField } from '../form-failure';
import {
  NEW_PASSWORD_MIN_LENGTH,
  type PasswordFailure,
  type PasswordField,
  type PasswordProblems,
  type PasswordValues,
} from './change-password.types';

export const PASSWORD_FIELDS: readonly PasswordField[] = ['current_password', 'password', 'password_confirmation'];

export const EMPTY_PASSWORDS: PasswordValues = { current_password: '', password: '', password_confirmation: '' };

/**
 * What is wrong before anything is sent: every field is required, the new password has the contract's minimum
 * length, and the confirmation repeats it. Passwords are taken as typed (spaces count).
 */
export function passwordProblems(values: PasswordValues): PasswordProblems {
  const problems: PasswordProblems = {};
  for (const field of PASSWORD_FIELDS) {
    if (!values[field]) problems[field] = 'required';
  }
  if (values.password && values.password.length < NEW_PASSWORD_MIN_LENGTH) problems.password = 'tooShort';
  if (values.password_confirmation && values.password_confirmation !== values.password) {
    problems.password_confirmation = 'mismatch';
  }
  return problems;
}

/** Whether a failure names a field the form shows (an error on any other field can only go to a toast). */
export const hasShownFieldErrors = (failure: PasswordFailure | null) => namesShownField(failure, PASSWORD_FIELDS);
