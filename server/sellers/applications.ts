import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { JsonBody } from '../../src/api/types';
import { type FieldErrors, failIfAny, phoneLengthError } from '../auth/account-rules';
import { type AuthSettings, readAuthSettings } from '../auth/auth-settings';
import { normalPhoneCode } from '../auth/identity';
import { deliver } from '../auth/outbox';
import { hashPassword } from '../auth/passwords';
import { clientAddress, enforce, RULES, rateLimiter } from '../auth/rate-limit';
import { hashSecret, newToken } from '../auth/secrets';
import { shopperOrigin } from '../commerce/payment-sessions';
import { sellerApplications } from '../db/schema';
import type { ServerDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { fieldError } from '../http/http-error';
import { fieldLabel, say } from '../i18n/say';

type Application = JsonBody<'applyAsSeller'>;

/** How long a confirmation link works (openapi.yaml, `/seller-applications`). */
export const CONFIRMATION_LIFE_MS = 24 * 60 * 60_000;

/** The storefront page that reads the link's token (src/app/routes.ts). */
const CONFIRM_PATH = '/shop/register/confirm';

const required = (field: string) => [say('field.required', { field: fieldLabel(field) })];

/** The rules the contract's schema cannot say: names not blank, the phone's length from `/master`, its country code. */
function applicationErrors(form: Application, settings: AuthSettings): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.name.trim()) errors.name = required('name');
  if (!form.shop_name.trim()) errors.shop_name = required('shop_name');
  const lengthError = form.phone ? phoneLengthError(form.phone, settings) : null;
  if (!form.phone) errors.phone = required('phone');
  else if (lengthError) errors.phone = [lengthError];
  if (!normalPhoneCode(form.phone_code)) errors.phone_code = required('phone_code');
  return errors;
}

/**
 * Keeps an application, unconfirmed, and e-mails the link that confirms it; answers the address it went to. Applying
 * again while unconfirmed replaces the application and its token, so only the newest link works. When the address
 * already has an application waiting for review nothing changes and its owner is told so: the caller gets the
 * same answer either way, after the same work, so the answer says nothing about which addresses are known.
 */
export async function applyAsSeller(deps: ServerDeps, c: Context<AppEnv>, form: Application): Promise<string> {
  const email = form.email.trim().toLowerCase();
  const limiter = rateLimiter(deps);
  const client = clientAddress(c);
  await enforce(limiter, [
    [RULES.sellerApplicationsPerClient, client],
    [RULES.sellerApplicationsPerEmail, email],
  ]);
  await limiter.hit(RULES.sellerApplicationsPerClient, client);

  const settings = await readAuthSettings(deps);
  failIfAny(applicationErrors(form, settings));
  // Counted once a mail is about to go out: a form sent back with a typo does not use up the address's mails.
  await limiter.hit(RULES.sellerApplicationsPerEmail, email);

  const passwordHash = await hashPassword(form.password);
  const token = newToken();
  const now = deps.now();
  const details = {
    name: form.name.trim(),
    shopName: form.shop_name.trim(),
    phone: form.phone,
    phoneCode: normalPhoneCode(form.phone_code) as string,
    passwordHash,
    tokenHash: hashSecret(token),
    tokenExpiresAt: new Date(now.getTime() + CONFIRMATION_LIFE_MS),
    updatedAt: now,
  };
  const [kept] = await deps.db
    .insert(sellerApplications)
    .values({ ...details, email, status: 'unconfirmed', createdAt: now })
    .onConflictDoUpdate({
      target: sellerApplications.email,
      set: details,
      setWhere: eq(sellerApplications.status, 'unconfirmed'),
    })
    .returning({ id: sellerApplications.id });

  if (kept) {
    const link = `${shopperOrigin(c.req.url, c.req.header())}${CONFIRM_PATH}?token=${token}`;
    const text = say('seller.confirmMailText', { app: settings.appName, shop: details.shopName, link });
    await deliver(deps, { to: email, kind: 'seller-application', code: null, text });
  } else {
    const text = say('seller.alreadyAppliedText', { app: settings.appName });
    await deliver(deps, { to: email, kind: 'seller-application-exists', code: null, text });
  }
  return email;
}

/** Confirms the application of a live link's token and uses the token up; answers the shop's name. */
export async function confirmSellerApplication(deps: ServerDeps, token: string): Promise<string> {
  const now = deps.now();
  const [confirmed] = await deps.db
    .update(sellerApplications)
    .set({ status: 'pending', confirmedAt: now, tokenHash: null, tokenExpiresAt: null, updatedAt: now })
    .where(
      and(
        eq(sellerApplications.tokenHash, hashSecret(token)),
        eq(sellerApplications.status, 'unconfirmed'),
        gt(sellerApplications.tokenExpiresAt, now),
      ),
    )
    .returning({ shopName: sellerApplications.shopName });
  if (!confirmed) throw fieldError('token', say('seller.tokenInvalid'));
  return confirmed.shopName;
}
