import { and, eq } from 'drizzle-orm';
import { requestTokenHash, signIn } from '../auth/access-tokens';
import { readAuthSettings } from '../auth/auth-settings';
import { checkConfirmation } from '../auth/change-password';
import { findAccount, maskTarget, readTarget } from '../auth/identity';
import { checkCredentials } from '../auth/login';
import { limitSending, redeemCode, sendCode } from '../auth/one-time-codes';
import { clientAddress, limitKey } from '../auth/rate-limit';
import { registerAccount } from '../auth/registration';
import { issueResetToken, resetPassword } from '../auth/reset-tokens';
import { accessTokens, users } from '../db/schema';
import { fieldError } from '../http/http-error';
import type { OperationRegistry } from '../http/operation';
import { fieldLabel, say } from '../i18n/say';

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook', apple: 'Apple' } as const;

/** The contract's `auth` operations: sign-in, registration, one-time codes, password reset, sign-out. */
export function authRoutes(routes: OperationRegistry): void {
  routes.serve('login', async ({ deps, c, body }) => {
    const user = await checkCredentials(deps, c, body.phone, body.password);
    return { message: say('auth.loggedIn'), data: await signIn(deps, user) };
  });

  routes.serve('register', async ({ deps, c, body }) => {
    const user = await registerAccount(deps, c, body);
    return { message: say('auth.registered'), data: await signIn(deps, user) };
  });

  // The answer depends only on what was typed, never on whether an account matched.
  routes.serve('sendOtp', async ({ deps, c, body, user }) => {
    const target = readTarget(body.phone, body.phone_code);
    if (!target) throw fieldError('phone', say('auth.notEmailOrPhone'));
    if (target.kind === 'phone' && !target.phoneCode) {
      throw fieldError('phone_code', say('field.required', { field: fieldLabel('phone_code') }));
    }
    const account = await findAccount(deps, target);
    await limitSending(deps, limitKey(account, target), clientAddress(c));

    const forgot = body.forgot_password === 1;
    // A signed-in customer verifies only their own account; the work is the same when no code goes out.
    const recipient = forgot || !user || account?.id === user.id ? account : undefined;
    const { appName } = await readAuthSettings(deps);
    await sendCode(deps, { userId: recipient?.id ?? null, target, purpose: forgot ? 'reset' : 'verify', appName });
    return {
      message: say(target.kind === 'email' ? 'auth.codeSentToEmail' : 'auth.codeSentToPhone'),
      data: { email_or_phone: maskTarget(target) },
    };
  });

  routes.serve('verifyOtp', async ({ deps, body }) => {
    const target = readTarget(body.phone);
    if (!target) throw fieldError('phone', say('auth.notEmailOrPhone'));
    const { userId, purpose } = await redeemCode(deps, target, body.otp);
    if (purpose === 'reset') {
      return { message: say('auth.codeVerified'), data: { token: await issueResetToken(deps, userId) } };
    }
    await deps.db.update(users).set({ isVerified: true }).where(eq(users.id, userId));
    return { message: say('auth.accountVerified'), data: { token: null } };
  });

  routes.serve('resetPassword', async ({ deps, body }) => {
    checkConfirmation(body.password, body.password_confirmation);
    await resetPassword(deps, body.token, body.password);
    return { message: say('auth.passwordReset') };
  });

  // Verifying a provider's token needs its servers (Google's keys, Facebook's debug_token, Apple's keys), which
  // this server does not reach: a configured provider is refused plainly rather than trusted unverified.
  routes.serve('socialLogin', async ({ deps, path }) => {
    const name = PROVIDER_NAMES[path.provider];
    const { socialAuths } = await readAuthSettings(deps);
    const provider = socialAuths.find((entry) => entry.name === path.provider);
    if (!provider?.is_active || !provider.client_id)
      throw fieldError('provider', say('auth.socialNotConfigured', { provider: name }));
    throw fieldError('code', say('auth.socialUnavailable', { provider: path.provider }));
  });

  routes.serve('logout', async ({ deps, c, customer }) => {
    await deps.db
      .update(accessTokens)
      .set({ revokedAt: deps.now() })
      .where(and(eq(accessTokens.tokenHash, requestTokenHash(c)), eq(accessTokens.userId, customer.id)));
    return { message: say('auth.loggedOut') };
  });

  routes.serve('updateLastSeen', async ({ deps, customer }) => {
    await deps.db.update(users).set({ lastSeenAt: deps.now() }).where(eq(users.id, customer.id));
    return { message: say('auth.lastSeenUpdated') };
  });
}
