import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { DEMO_CUSTOMER } from '../../server/db/seed/facts';
import { callApi, HOUR, movableClock, registerCustomer, withMaster } from './auth-helpers';
import { failure, startTestServer, type TestServer } from './harness';

const WRONG_CREDENTIALS = 'These credentials do not match our records.';

let server: TestServer;
const clock = movableClock();

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(async () => {
  await server?.stop();
});
// Every test starts with the rate-limit windows of the earlier ones behind it.
beforeEach(() => clock.advance(HOUR));

describe('registration', () => {
  it('signs the new customer in with a token that works, unverified', async () => {
    const customer = await registerCustomer(server);
    expect(customer.user).toMatchObject({ email: customer.email, phone: customer.phone, is_verified: false });
    const { data } = await server.api(customer.token).account.getProfile();
    expect(data.user.email).toBe(customer.email);
  });

  it('refuses an e-mail that is taken, whatever its case', async () => {
    const error = await failure(
      server.api().auth.register({
        name: 'Copy Cat',
        email: DEMO_CUSTOMER.email.toUpperCase(),
        phone: '4000000001',
        phone_code: '+1',
        country: 'United States',
        password: 'long-enough-1',
      }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors.email).toBe('The email has already been taken.');
  });

  it('refuses a phone that is taken with the same code', async () => {
    const error = await failure(
      server.api().auth.register({
        name: 'Copy Cat',
        email: 'copy-cat-phone@example.test',
        phone: DEMO_CUSTOMER.phone,
        phone_code: DEMO_CUSTOMER.phoneCode,
        country: DEMO_CUSTOMER.country,
        password: 'long-enough-1',
      }),
    );
    expect(error.fieldErrors.phone).toBe('The phone has already been taken.');
  });

  it('keeps the phone length within the settings', async () => {
    const error = await failure(
      server.api().auth.register({
        name: 'Short Phone',
        email: 'short-phone@example.test',
        phone: '12345',
        phone_code: '+1',
        country: 'United States',
        password: 'long-enough-1',
      }),
    );
    expect(error.fieldErrors.phone).toBe('The phone must be between 9 and 16 digits.');
  });

  it('keeps to 9 to 16 digits when the settings give a minimum above the maximum', async () => {
    await withMaster(server, { phone_min_length: 20, phone_max_length: 10 }, async () => {
      const { data } = await server.api().auth.register({
        name: 'Mistyped Settings',
        email: 'mistyped-settings@example.test',
        phone: '4000000777',
        phone_code: '+1',
        country: 'United States',
        password: 'long-enough-1',
      });
      expect(data.user.phone).toBe('4000000777');
    });
  });
});

describe('login', () => {
  it('signs in by e-mail', async () => {
    const { data } = await server.api().auth.login({ phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    expect(data.access.token_type).toBe('Bearer');
    expect(data.user.id).toBe(DEMO_CUSTOMER.id);
  });

  it('signs in by phone, with or without its country code', async () => {
    for (const phone of [DEMO_CUSTOMER.phone, `${DEMO_CUSTOMER.phoneCode}${DEMO_CUSTOMER.phone}`]) {
      const { data } = await server.api().auth.login({ phone, password: DEMO_CUSTOMER.password });
      expect(data.user.id).toBe(DEMO_CUSTOMER.id);
    }
  });

  it('answers a wrong password and an unknown account identically', async () => {
    const wrongPassword = await callApi(server, 'POST', '/login', { phone: DEMO_CUSTOMER.email, password: 'not-it-1' });
    const unknown = await callApi(server, 'POST', '/login', { phone: 'nobody@example.test', password: 'not-it-1' });
    expect(wrongPassword.status).toBe(422);
    expect(unknown.status).toBe(wrongPassword.status);
    expect(unknown.body).toEqual(wrongPassword.body);
    expect(wrongPassword.body).toEqual({ message: WRONG_CREDENTIALS, errors: { phone: [WRONG_CREDENTIALS] } });
  });

  it('refuses an identifier after 10 failed logins in a minute, even with the right password', async () => {
    const customer = await registerCustomer(server);
    for (let i = 0; i < 10; i++) {
      const answer = await callApi(server, 'POST', '/login', { phone: customer.email, password: `wrong-${i}` });
      expect(answer.status).toBe(422);
    }
    const limited = await callApi(server, 'POST', '/login', { phone: customer.email, password: customer.password });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a client after 20 failed logins in a minute (the 21st gets 429 with Retry-After)', async () => {
    for (let i = 0; i < 20; i++) {
      const answer = await callApi(server, 'POST', '/login', { phone: `guess-${i}@example.test`, password: 'guess-1' });
      expect(answer.status).toBe(422);
    }
    const limited = await callApi(server, 'POST', '/login', { phone: 'guess-21@example.test', password: 'guess-1' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });
});

describe('sessions', () => {
  it('logout revokes the token that made the call, and only that one', async () => {
    const customer = await registerCustomer(server);
    const other = await server.login(customer.email, customer.password);
    // Both sessions are in use, so the server holds their tokens' lookups when the logout comes.
    await server.api(customer.token).account.getProfile();
    await server.api(other).account.getProfile();
    await server.api(customer.token).auth.logout();
    const error = await failure(server.api(customer.token).account.getProfile());
    expect(error.status).toBe(401);
    await expect(server.api(other).account.getProfile()).resolves.toBeTruthy();
  });

  it('update-last-seen records the current time', async () => {
    const customer = await registerCustomer(server);
    await server.api(customer.token).auth.updateLastSeen();
    const [row] = await server.deps.db
      .select({ lastSeenAt: users.lastSeenAt })
      .from(users)
      .where(eq(users.id, customer.user.id));
    expect(Math.abs((row?.lastSeenAt?.getTime() ?? 0) - clock.now().getTime())).toBeLessThan(5_000);
  });
});

describe('social login', () => {
  it('says a provider that is not active is not configured', async () => {
    const error = await failure(server.api().auth.socialLogin('google', { code: 'a-google-id-token' }));
    expect(error.status).toBe(422);
    expect(error.message).toBe('Google sign-in is not configured.');
    expect(error.fieldErrors.provider).toBe('Google sign-in is not configured.');
  });

  it('refuses an active provider plainly, since its tokens cannot be verified offline', async () => {
    const socialAuths = [
      { name: 'google', is_active: false, client_id: null },
      { name: 'facebook', is_active: true, client_id: 'demo-facebook-app' },
      { name: 'apple', is_active: false, client_id: null, redirect_url: null },
    ];
    await withMaster(server, { social_auths: socialAuths }, async () => {
      const error = await failure(server.api().auth.socialLogin('facebook', { code: 'a-facebook-token' }));
      expect(error.status).toBe(422);
      expect(error.message).toBe('Verifying facebook tokens is not available on this server.');
    });
  });
});

describe('contract', () => {
  it('every answer matched the contract', () => {
    expect(server.violations).toEqual([]);
  });
});
