import type { ProfileUpdate } from '../../api/endpoints/account';
import type { Answer } from '../../api/types';
import type { AuthFailure } from '../auth/auth.types';
import type { PhoneProblem, PhoneRules } from '../auth/phone-rules';
import type { User } from '../session/session.types';

export type { ProfileUpdate, User };
export type SavedProfileAnswer = Answer<'updateProfile'>;

/** The text fields, named as the contract names them. */
export type ProfileTextField = 'name' | 'phone' | 'email' | 'gender' | 'date_of_birth';
/** Every field that can show an error under it. */
export type ProfileField = ProfileTextField | 'profile_photo';

/** The contract's genders; an empty value means none chosen. */
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export type ProfileValues = Record<ProfileTextField, string>;

/** What a chosen photo must be (the contract's rule for `profile_photo`). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const PHOTO_MAX_BYTES = 2048 * 1024;

/** A client-side check's code; the UI turns it into words. */
export type ProfileProblem =
  | 'required'
  | PhoneProblem
  | 'email.invalid'
  | 'date.invalid'
  | 'date.notPast'
  | 'photo.type'
  | 'photo.tooLarge';
export type ProfileProblems = Partial<Record<ProfileField, ProfileProblem>>;

/** A refused save: the status (0 when the server was not reached), the server's message and field errors. */
export type ProfileFailure = AuthFailure;

export interface ProfileFormInput {
  /** The customer as GET /profile returned them. */
  user: User;
  /** The phone lengths of `/master`. */
  rules?: Partial<PhoneRules>;
  /** Today's date (YYYY-MM-DD): a date of birth must be before it. */
  today: string;
}

export interface ProfileFormContext {
  /** The customer as last saved (the photo shown until a new one is chosen). */
  user: User;
  values: ProfileValues;
  /** A checked photo waiting to be sent with the next save, or null. */
  photo: File | null;
  rules: PhoneRules;
  today: string;
  problems: ProfileProblems;
  failure: ProfileFailure | null;
}

export type ProfileFormEvent =
  | { type: 'profile.field.changed'; field: ProfileTextField; value: string }
  | { type: 'profile.photo.chosen'; file: File }
  | { type: 'profile.photo.discarded' }
  | { type: 'profile.submitted' };

/** Told to the screen: the saved customer (with the server's message), or why nothing was saved. */
export type ProfileFormEmitted =
  | { type: 'profile.saved'; user: User; message: string }
  | { type: 'profile.invalid' }
  | { type: 'profile.failed'; status: number; message: string; hasFieldErrors: boolean };
