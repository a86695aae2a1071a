import type { Answer, JsonBody } from '../../api/types';
import type { AuthFailure } from '../auth/auth.types';

export type ChangePasswordBody = JsonBody<'changePassword'>;
export type ChangePasswordAnswer = Answer<'changePassword'>;

export type PasswordField = keyof ChangePasswordBody;
export type PasswordValues = Record<PasswordField, string>;

/** The contract's minimum length of a new password. */
export const NEW_PASSWORD_MIN_LENGTH = 8;

/** A client-side check's code; the UI turns it into words ('mismatch': 'Confirm Password does not match.'). */
export type PasswordProblem = 'required' | 'tooShort' | 'mismatch';
export type PasswordProblems = Partial<Record<PasswordField, PasswordProblem>>;

/** A refused change: the status (0 when the server was not reached), the server's message and field errors. */
export type PasswordFailure = AuthFailure;

export interface ChangePasswordContext {
  values: PasswordValues;
  problems: PasswordProblems;
  failure: PasswordFailure | null;
}

export type ChangePasswordEvent =
  | { type: 'password.field.changed'; field: PasswordField; value: string }
  | { type: 'password.submitted' };

/** Told to the screen: the server's message once changed, or why nothing changed. */
export type ChangePasswordEmitted =
  | { type: 'password.changed'; message: string }
  | { type: 'password.invalid' }
  | { type: 'password.failed'; status: number; message: string; hasFieldErrors: boolean };
