import { hasEmailShape } from '../../../common/text-shape';
import { type PhoneRules, phoneProblem } from './phone-rules';

/** The shortest password the server takes for a new account (openapi.yaml, `/registration`). */
export const REGISTRATION_PASSWORD_MIN_LENGTH = 8;

export type RegistrationField = 'name' | 'country' | 'phone_code' | 'phone' | 'email' | 'password';
export type RegistrationForm = Record<RegistrationField, string>;

/** Error codes of the fields other than the phone (the UI maps them to messages). */
export type RegistrationProblem = 'required' | 'email.invalid' | 'password.tooShort';
export type RegistrationProblems = Partial<Record<'name' | 'country' | 'email' | 'password', RegistrationProblem>>;

/**
 * What is wrong before anything is sent, as the server would say it: a name, an e-mail of the right shape, a
 * password long enough, and a country (for the phone's calling code) whenever a phone is required or given.
 */
export function registrationProblems(form: RegistrationForm, rules: PhoneRules): RegistrationProblems {
  const problems: RegistrationProblems = {};
  if (!form.name.trim()) problems.name = 'required';
  if ((rules.phoneRequired || form.phone) && !form.phone_code) problems.country = 'required';
  const email = form.email.trim();
  if (!email) problems.email = 'required';
  else if (!hasEmailShape(email)) problems.email = 'email.invalid';
  if (!form.password) problems.password = 'required';
  else if (form.password.length < REGISTRATION_PASSWORD_MIN_LENGTH) problems.password = 'password.tooShort';
  return problems;
}

/** Whether a submit must be refused: a field above, or the phone, breaks a rule. */
export function isRefusedRegistration(form: RegistrationForm, rules: PhoneRules): boolean {
  return Object.keys(registrationProblems(form, rules)).length > 0 || phoneProblem(form.phone, rules) !== null;
}
