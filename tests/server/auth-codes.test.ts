import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  callApi,
  HOUR,
  latestCode,
  MINUTE,
  movableClock,
  readOutbox,
  registerCustomer,
  SECOND,
  withMaster,
  wrongCode,
} from './auth-helpers';
import { failure, startTestServer, type TestServer } from './harness';

const INVALID_CODE = 'The code is invalid or has expired.';

let server: TestServer;
const clock = movableClock();

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(async () => {
  await server?.stop();
});
// Every test starts with the send limits of the earlier ones behind it.
beforeEach(() => clock.advance(HOUR));

/** Asks for a password reset code for the e-mail and reads it from the outbox. */
async function resetCodeFor(email: string): Promise<string> {
  await server.api().auth.sendOtp({ phone: email, forgot_password: 1 });
  return latestCode(server, email, 'reset-code');
}

describe('forgotten password', () => {
  it('resets the password end to end: code by mail, reset token, new password signs in, the old one fails', async () => {
    const customer = await registerCustomer(server);
    // The session is in use, so the server holds its token's lookup when the reset comes.
    await server.api(customer.token).account.getProfile();
    const code = await resetCodeFor(customer.email);
    const { data } = await server.api().auth.verifyOtp({ phone: customer.email, otp: code });
    expect(data.token).toEqual(expect.any(String));

    await server.api().auth.resetPassword({
      password: 'brand-new-pass-1',
      password_confirmation: 'brand-new-pass-1',
      token: data.token as string,
    });

    await expect(server.login(customer.email, 'brand-new-pass-1')).resolves.toEqual(expect.any(String));
    const old = await failure(server.login(customer.email, customer.password));
    expect(old.status).toBe(422);
    // The sessions the old password opened are over.
    expect((await failure(server.api(customer.token).account.getProfile())).status).toBe(401);
  });

  it('gives the same answer for a known and an unknown account, and sends no code to the unknown one', async () => {
    const customer = await registerCustomer(server, 'zz-known');
    const unknown = 'zz-nobody@example.test';
    const known = await callApi(server, 'POST', '/send-otp', { phone: customer.email, forgot_password: 1 });
    const missing = await callApi(server, 'POST', '/send-otp', { phone: unknown, forgot_password: 1 });
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    expect(missing.body).toEqual(known.body);
    expect(known.body.data).toEqual({ email_or_phone: 'zz*****@example.test' });
    const outbox = await readOutbox(server);
    expect(outbox.some((entry) => entry.to === customer.email)).toBe(true);
    expect(outbox.filter((entry) => entry.to === unknown)).toEqual([
      expect.objectContaining({ kind: 'no-account', code: null }),
    ]);
  });

  it('finds the account by phone and masks the number', async () => {
    const customer = await registerCustomer(server);
    const { data } = await server.api().auth.sendOtp({ phone: customer.phone, phone_code: '+1', forgot_password: 1 });
    expect(data.email_or_phone).toBe(`+1 ******${customer.phone.slice(-2)}`);
    const code = await latestCode(server, `+1 ${customer.phone}`, 'reset-code');
    const verified = await server.api().auth.verifyOtp({ phone: customer.phone, otp: code });
    expect(verified.data.token).toEqual(expect.any(String));
  });

  it('uses a reset token once', async () => {
    const customer = await registerCustomer(server);
    const code = await resetCodeFor(customer.email);
    const { data } = await server.api().auth.verifyOtp({ phone: customer.email, otp: code });
    const reset = { password: 'first-reset-1', password_confirmation: 'first-reset-1', token: data.token as string };
    await server.api().auth.resetPassword(reset);
    const again = await failure(
      server
        .api()
        .auth.resetPassword({ ...reset, password: 'second-reset-1', password_confirmation: 'second-reset-1' }),
    );
    expect(again.status).toBe(422);
    expect(again.fieldErrors.token).toBe('The reset token is invalid or has expired.');
  });

  it('requires the confirmation to match the new password', async () => {
    const error = await failure(
      server
        .api()
        .auth.resetPassword({ password: 'new-password-1', password_confirmation: 'other-password-1', token: 'x' }),
    );
    expect(error.fieldErrors.password_confirmation).toBe('Confirm Password does not match.');
  });
});

describe('code limits', () => {
  it('refuses a resend within 60 seconds, saying how long to wait', async () => {
    const customer = await registerCustomer(server);
    await server.api().auth.sendOtp({ phone: customer.email, forgot_password: 1 });
    clock.advance(20 * SECOND);
    const resend = await callApi(server, 'POST', '/send-otp', { phone: customer.email, forgot_password: 1 });
    expect(resend.status).toBe(429);
    expect(resend.headers.get('retry-after')).toBe('40');
  });

  it('refuses the 11th code for one target within an hour', async () => {
    const customer = await registerCustomer(server);
    for (let i = 0; i < 10; i++) {
      await server.api().auth.sendOtp({ phone: customer.email, forgot_password: 1 });
      clock.advance(61 * SECOND);
    }
    const eleventh = await callApi(server, 'POST', '/send-otp', { phone: customer.email, forgot_password: 1 });
    expect(eleventh.status).toBe(429);
    // Not the 60-second countdown: the hour's allowance is used up.
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('voids a code at the 5th wrong try: the right code then fails too', async () => {
    const customer = await registerCustomer(server);
    const code = await resetCodeFor(customer.email);
    for (let i = 0; i < 6; i++) {
      const error = await failure(server.api().auth.verifyOtp({ phone: customer.email, otp: wrongCode(code) }));
      expect(error.status).toBe(422);
      expect(error.fieldErrors.otp).toBe(INVALID_CODE);
    }
    const right = await failure(server.api().auth.verifyOtp({ phone: customer.email, otp: code }));
    expect(right.message).toBe(INVALID_CODE);
  });

  it('caps wrong tries over several codes for one target (429)', async () => {
    const customer = await registerCustomer(server);
    for (let round = 0; round < 2; round++) {
      const code = await resetCodeFor(customer.email);
      for (let i = 0; i < 5; i++) {
        await failure(server.api().auth.verifyOtp({ phone: customer.email, otp: wrongCode(code) }));
      }
      clock.advance(61 * SECOND);
    }
    const code = await resetCodeFor(customer.email);
    const limited = await callApi(server, 'POST', '/verify-otp', { phone: customer.email, otp: code });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses an expired code', async () => {
    const customer = await registerCustomer(server);
    const code = await resetCodeFor(customer.email);
    clock.advance(10 * MINUTE + SECOND);
    const error = await failure(server.api().auth.verifyOtp({ phone: customer.email, otp: code }));
    expect(error.message).toBe(INVALID_CODE);
  });

  it('uses a code once', async () => {
    const customer = await registerCustomer(server);
    const code = await resetCodeFor(customer.email);
    await server.api().auth.verifyOtp({ phone: customer.email, otp: code });
    const again = await failure(server.api().auth.verifyOtp({ phone: customer.email, otp: code }));
    expect(again.message).toBe(INVALID_CODE);
  });

  it('voids the older code when a new one is sent', async () => {
    const customer = await registerCustomer(server);
    const first = await resetCodeFor(customer.email);
    clock.advance(61 * SECOND);
    const second = await resetCodeFor(customer.email);
    // One time in 10,000 the new code repeats the old one, which then is the live code.
    if (first !== second) {
      const old = await failure(server.api().auth.verifyOtp({ phone: customer.email, otp: first }));
      expect(old.message).toBe(INVALID_CODE);
    }
    await expect(server.api().auth.verifyOtp({ phone: customer.email, otp: second })).resolves.toBeTruthy();
  });
});

describe('account verification', () => {
  it('gives a new account one code when the settings ask: none on registration, one when the storefront asks', async () => {
    await withMaster(server, { register_otp_verify: true, register_otp_type: 'email' }, async () => {
      const codesFor = async (email: string) =>
        (await readOutbox(server)).filter((entry) => entry.to === email && entry.kind === 'verify-code').length;
      const customer = await registerCustomer(server);
      expect(await codesFor(customer.email)).toBe(0);
      await server.api(customer.token).auth.sendOtp({ phone: customer.email });
      expect(await codesFor(customer.email)).toBe(1);
      const code = await latestCode(server, customer.email, 'verify-code');
      const { data } = await server.api(customer.token).auth.verifyOtp({ phone: customer.email, otp: code });
      expect(data.token ?? null).toBeNull();
      const profile = await server.api(customer.token).account.getProfile();
      expect(profile.data.user.is_verified).toBe(true);
    });
  });

  it('sends no code on registration when the settings do not ask', async () => {
    await withMaster(server, { register_otp_verify: false }, async () => {
      const customer = await registerCustomer(server);
      const outbox = await readOutbox(server);
      expect(outbox.some((entry) => entry.to === customer.email)).toBe(false);
    });
  });

  it('sends a signed-in customer no code for somebody else’s account', async () => {
    const customer = await registerCustomer(server);
    const other = await registerCustomer(server);
    const codesFor = async () =>
      (await readOutbox(server)).filter((entry) => entry.to === other.email && entry.code !== null).length;
    const before = await codesFor();
    await server.api(customer.token).auth.sendOtp({ phone: other.email });
    expect(await codesFor()).toBe(before);
  });
});

describe('contract', () => {
  it('every answer matched the contract', () => {
    expect(server.violations).toEqual([]);
  });
});
