import { eq } from 'drizzle-orm';
import type { FormBody } from '../../src/api/types';
import { users } from '../db/schema';
import type { ServerDeps } from '../deps';
import type { UserRow } from '../http/env';
import { fieldLabel, say } from '../i18n/say';
import { type FieldErrors, failIfAny, phoneLengthError, rethrowTaken, takenFields } from './account-rules';
import { readAuthSettings } from './auth-settings';
import { type Photo, readPhoto, removePhoto, storePhoto } from './profile-photo';

type ProfileForm = Omit<FormBody<'updateProfile'>, 'profile_photo'>;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The allow-listed fields of the multipart form (already checked against the contract); anything else in the
 * form, such as `id`, `role` or `is_verified`, is never read.
 */
export function readProfileForm(body: Record<string, unknown>): ProfileForm {
  return {
    name: text(body.name) ?? '',
    phone: text(body.phone) ?? '',
    gender: text(body.gender) as ProfileForm['gender'],
    email: text(body.email),
    date_of_birth: text(body.date_of_birth),
  };
}

async function profileErrors(
  deps: ServerDeps,
  customer: UserRow,
  form: ProfileForm & { email: string },
  photo: Photo | { error: string } | null,
): Promise<FieldErrors> {
  const settings = await readAuthSettings(deps);
  const errors: FieldErrors = await takenFields(
    deps,
    { email: form.email, phone: form.phone, phoneCode: customer.phoneCode },
    customer.id,
  );
  if (!form.name.trim()) errors.name = [say('field.required', { field: fieldLabel('name') })];
  const lengthError = phoneLengthError(form.phone, settings);
  if (lengthError) errors.phone = [lengthError];
  const today = deps.now().toISOString().slice(0, 10);
  if (form.date_of_birth && form.date_of_birth >= today) {
    errors.date_of_birth = [say('profile.birthInFuture')];
  }
  if (photo && 'error' in photo) errors.profile_photo = [photo.error];
  return errors;
}

/**
 * Writes the profile fields. A new e-mail or phone is unconfirmed, so the account becomes unverified; a new photo
 * replaces the old one.
 */
export async function updateProfile(
  deps: ServerDeps,
  customer: UserRow,
  body: ProfileForm,
  photoFile: File | undefined,
): Promise<UserRow> {
  const email = body.email?.trim().toLowerCase() || customer.email || '';
  const form = { ...body, email };
  const photo = photoFile ? await readPhoto(photoFile) : null;
  failIfAny(await profileErrors(deps, customer, form, photo));

  const contactChanged = email !== (customer.email ?? '') || form.phone !== customer.phone;
  try {
    return await deps.db.transaction(async (tx) => {
      const profilePhoto =
        photo && !('error' in photo) ? await storePhoto(tx, customer.id, photo) : customer.profilePhoto;
      const [updated] = await tx
        .update(users)
        .set({
          name: form.name.trim(),
          phone: form.phone,
          email: email || null,
          gender: form.gender ?? customer.gender,
          dateOfBirth: form.date_of_birth ?? customer.dateOfBirth,
          profilePhoto,
          isVerified: contactChanged ? false : customer.isVerified,
        })
        .where(eq(users.id, customer.id))
        .returning();
      if (profilePhoto) await removePhoto(tx, customer.id, customer.profilePhoto, profilePhoto);
      if (!updated) throw new Error('The account disappeared while updating it.');
      return updated;
    });
  } catch (error) {
    rethrowTaken(error);
  }
}
