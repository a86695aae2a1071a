import type { Context } from 'hono';
import type { JsonBody } from '../../src/api/types';
import { users } from '../db/schema';
import type { ServerDeps } from '../deps';
import type { AppEnv, UserRow } from '../http/env';
import { fieldLabel, say } from '../i18n/say';
import { type FieldErrors, failIfAny, phoneLengthError, rethrowTaken, takenFields } from './account-rules';
import { type AuthSettings, readAuthSettings } from './auth-settings';
import { normalPhoneCode } from './identity';
import { hashPassword } from './passwords';
import { clientAddress, enforce, RULES, rateLimiter } from './rate-limit';

type Registration = JsonBody<'register'>;

/** The rules the contract's schema cannot say: trimmed name, phone length and requirement, uniqueness. */
async function registrationErrors(deps: ServerDeps, form: Registration, settings: AuthSettings): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (!form.name.trim()) errors.name = [say('field.required', { field: fieldLabel('name') })];
  const phone = form.phone || null;
  if (phone) {
    const lengthError = phoneLengthError(phone, settings);
    if (lengthError) errors.phone = [lengthError];
  } else if (settings.phoneRequired) {
    errors.phone = [say('field.required', { field: fieldLabel('phone') })];
  }
  // A number means nothing without its country code; the country is asked for with it.
  if ((phone || settings.phoneRequired) && !normalPhoneCode(form.phone_code)) {
    errors.phone_code = [say('field.required', { field: fieldLabel('phone_code') })];
  }
  if (settings.phoneRequired && !form.country?.trim())
    errors.country = [say('field.required', { field: fieldLabel('country') })];
  const taken = await takenFields(deps, {
    email: form.email.trim(),
    phone,
    phoneCode: normalPhoneCode(form.phone_code),
  });
  return { ...taken, ...errors };
}

/**
 * Creates an unverified account. No code is sent here: when `/master` asks new accounts to confirm one, the
 * storefront asks `/send-otp` next (openapi.yaml, `/registration`), whose answer says where it went, so a new
 * account gets one code, and the one it is shown works.
 */
export async function registerAccount(deps: ServerDeps, c: Context<AppEnv>, form: Registration): Promise<UserRow> {
  const limiter = rateLimiter(deps);
  const client = clientAddress(c);
  await enforce(limiter, [[RULES.registrationPerClient, client]]);
  await limiter.hit(RULES.registrationPerClient, client);

  const settings = await readAuthSettings(deps);
  failIfAny(await registrationErrors(deps, form, settings));

  const email = form.email.trim().toLowerCase();
  const phone = form.phone || null;
  const phoneCode = normalPhoneCode(form.phone_code);
  let user: UserRow | undefined;
  try {
    [user] = await deps.db
      .insert(users)
      .values({
        name: form.name.trim(),
        email,
        phone,
        phoneCode,
        country: form.country?.trim() || null,
        passwordHash: await hashPassword(form.password),
        isVerified: false,
        createdAt: deps.now(),
      })
      .returning();
  } catch (error) {
    rethrowTaken(error);
  }
  if (!user) throw new Error('The new account was not returned.');
  return user;
}
