import { hasEmailShape } from '../../../common/text-shape';
import { DEFAULT_PHONE_RULES, type PhoneRules, phoneProblem } from '../auth/phone-rules';
import { namesShownField } from '../form-failure';
import {
  GENDERS,
  type Gender,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  type ProfileFailure,
  type ProfileProblem,
  type ProfileProblems,
  type ProfileUpdate,
  type ProfileValues,
  type User,
} from './profile-form.types';

/** The fields with room for an error under them: a server error on any other field goes to a toast. */
export const PROFILE_FORM_FIELDS = ['name', 'phone', 'email', 'gender', 'date_of_birth', 'profile_photo'] as const;

/** The lengths come from `/master`; the contract requires a profile's phone whatever `phone_required` says. */
export function profilePhoneRules(rules: Partial<PhoneRules> = {}): PhoneRules {
  return { ...DEFAULT_PHONE_RULES, ...rules, phoneRequired: true };
}

export const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value);

export function initialValues(user: User): ProfileValues {
  return {
    name: user.name,
    phone: user.phone ?? '',
    email: user.email ?? '',
    gender: user.gender && isGender(user.gender) ? user.gender : '',
    date_of_birth: user.date_of_birth ?? '',
  };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const parts = ISO_DATE.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date of birth must be a date before today (ISO dates compare as text). */
export function dateOfBirthProblem(value: string, today: string): ProfileProblem | null {
  if (!value) return null;
  if (!isIsoDate(value)) return 'date.invalid';
  return value >= today ? 'date.notPast' : null;
}

/**
 * A photo the contract takes: JPG or PNG, at most 2 MB. The browser's type comes from the file name; without
 * one the name's extension decides. The server checks the bytes again.
 */
export function photoProblem(file: Pick<File, 'type' | 'name' | 'size'>): ProfileProblem | null {
  const type = file.type.toLowerCase();
  const isImage = type ? (PHOTO_TYPES as readonly string[]).includes(type) : /\.(jpe?g|png)$/i.test(file.name);
  if (!isImage) return 'photo.type';
  return file.size > PHOTO_MAX_BYTES ? 'photo.tooLarge' : null;
}

/** What is wrong before anything is sent (a refused photo was never kept, so its problem stays until replaced). */
export function problemsOf(values: ProfileValues, rules: PhoneRules, today: string): ProfileProblems {
  const problems: ProfileProblems = {};
  if (!values.name.trim()) problems.name = 'required';
  const phone = phoneProblem(values.phone.trim(), rules);
  if (phone) problems.phone = phone;
  const email = values.email.trim();
  if (email && !hasEmailShape(email)) problems.email = 'email.invalid';
  const birth = dateOfBirthProblem(values.date_of_birth, today);
  if (birth) problems.date_of_birth = birth;
  return problems;
}

/** The multipart body: trimmed, optional fields left empty not sent, the photo only when one was chosen. */
export function toProfileBody(values: ProfileValues, photo: File | null): ProfileUpdate {
  const email = values.email.trim();
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    ...(isGender(values.gender) ? { gender: values.gender } : {}),
    ...(email ? { email } : {}),
    ...(values.date_of_birth ? { date_of_birth: values.date_of_birth } : {}),
    ...(photo ? { profile_photo: photo } : {}),
  };
}

/** Whether a failure names a field the form shows (an error on any other field can only go to a toast). */
export const hasShownFieldErrors = (failure: ProfileFailure | null) => namesShownField(failure, PROFILE_FORM_FIELDS);

/** The latest date of birth the form takes: the day before `today` (both YYYY-MM-DD). */
export function dayBefore(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** A local calendar date as YYYY-MM-DD (the shopper's today, not UTC's). */
export function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
