import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../server/db/seed/facts';
import type { Schema } from '../../src/api/types';
import { registerCustomer } from './auth-helpers';
import { failure, startTestServer, type TestServer } from './harness';
import { tinyPng } from './test-images';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const png = (red: number) => new Blob([tinyPng(red)], { type: 'image/png' });

interface ProfileAnswer {
  message: string;
  data: { user: Schema<'User'> };
  errors: Record<string, string[]>;
}

/**
 * Uploads go straight to the server: Prism's proxy re-encodes multipart bodies as UTF-8 text, which mangles
 * binary files (stoplightio/prism#2349). The answers are checked against the contract by reading the profile
 * back through Prism.
 */
async function uploadProfile(token: string, fields: Record<string, string>, photo: Blob) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('profile_photo', photo, 'photo.png');
  const response = await fetch(`${server.directUrl}/api/update-profile`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as ProfileAnswer };
}

function profileOf(customer: Awaited<ReturnType<typeof registerCustomer>>) {
  return { name: customer.user.name, phone: customer.phone, email: customer.email };
}

describe('profile', () => {
  it('reads the signed-in customer', async () => {
    const token = await server.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const { data } = await server.api(token).account.getProfile();
    expect(data.user).toMatchObject({ id: DEMO_CUSTOMER.id, email: DEMO_CUSTOMER.email, phone: DEMO_CUSTOMER.phone });
  });

  it('stores a PNG photo and serves it at the new URL', async () => {
    const customer = await registerCustomer(server);
    const photo = tinyPng(200);
    const answer = await uploadProfile(customer.token, profileOf(customer), new Blob([photo], { type: 'image/png' }));
    expect(answer.status).toBe(200);
    const { data } = await server.api(customer.token).account.getProfile();
    const url = data.user.profile_photo as string;
    expect(answer.body.data.user.profile_photo).toBe(url);
    expect(url).toMatch(new RegExp(`^/media/users/${customer.user.id}-[0-9a-f]+\\.png$`));
    const served = await fetch(`${server.directUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // Kept re-encoded without its metadata (media/photo-check.ts): the same picture, not the same bytes.
    const pixels = (bytes: Uint8Array) => sharp(bytes).raw().toBuffer();
    expect(await pixels(new Uint8Array(await served.arrayBuffer()))).toEqual(await pixels(photo));
  });

  it('removes the old photo when a new one replaces it', async () => {
    const customer = await registerCustomer(server);
    const first = await uploadProfile(customer.token, profileOf(customer), png(10));
    const second = await uploadProfile(customer.token, profileOf(customer), png(20));
    const firstUrl = first.body.data.user.profile_photo;
    expect(second.body.data.user.profile_photo).not.toBe(firstUrl);
    expect((await fetch(`${server.directUrl}${firstUrl}`)).status).toBe(404);
  });

  it('refuses a photo over 2 MB', async () => {
    const customer = await registerCustomer(server);
    const large = new Blob([tinyPng(1), new Uint8Array(3 * 1024 * 1024)], { type: 'image/png' });
    const answer = await uploadProfile(customer.token, profileOf(customer), large);
    expect(answer.status).toBe(422);
    expect(answer.body.errors.profile_photo).toEqual(['The profile photo must not be greater than 2048 kilobytes.']);
  });

  it('refuses a text file named .png, by its bytes', async () => {
    const customer = await registerCustomer(server);
    const fake = new File(['<script>alert(1)</script>'], 'photo.png', { type: 'image/png' });
    const error = await failure(
      server.api(customer.token).account.updateProfile({ ...profileOf(customer), profile_photo: fake }),
    );
    expect(error.fieldErrors.profile_photo).toBe('The profile photo must be a file of type: jpg, png.');
  });

  it('ignores fields that are not the profile’s (id, is_verified, role)', async () => {
    const customer = await registerCustomer(server);
    const form = new FormData();
    for (const [key, value] of Object.entries({
      ...profileOf(customer),
      name: 'Renamed',
      id: '1',
      is_verified: '1',
      role: 'admin',
    })) {
      form.append(key, value);
    }
    const response = await fetch(`${server.url}/update-profile`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${customer.token}`, Accept: 'application/json' },
      body: form,
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { user: Record<string, unknown> } };
    expect(data.user).toMatchObject({ id: customer.user.id, name: 'Renamed', is_verified: false });
    expect(data.user).not.toHaveProperty('role');
  });

  it('refuses an e-mail another account has', async () => {
    const customer = await registerCustomer(server);
    const error = await failure(
      server.api(customer.token).account.updateProfile({ ...profileOf(customer), email: DEMO_CUSTOMER.email }),
    );
    expect(error.fieldErrors.email).toBe('The email has already been taken.');
  });

  it('marks the account unverified when the e-mail changes', async () => {
    const customer = await registerCustomer(server);
    await server.deps.db.execute(`update users set is_verified = true where id = ${customer.user.id}`);
    const { data } = await server.api(customer.token).account.updateProfile({
      ...profileOf(customer),
      email: `changed-${customer.email}`,
    });
    expect(data.user.is_verified).toBe(false);
  });

  it('refuses a date of birth that is not in the past', async () => {
    const customer = await registerCustomer(server);
    const error = await failure(
      server.api(customer.token).account.updateProfile({ ...profileOf(customer), date_of_birth: '2999-01-01' }),
    );
    expect(error.fieldErrors.date_of_birth).toBe('The date of birth must be a date before today.');
  });
});

describe('change password', () => {
  it('requires the current password', async () => {
    const customer = await registerCustomer(server);
    const error = await failure(
      server.api(customer.token).account.changePassword({
        current_password: 'not-the-password',
        password: 'next-password-1',
        password_confirmation: 'next-password-1',
      }),
    );
    expect(error.fieldErrors.current_password).toBe('The password is incorrect.');
  });

  it('requires the confirmation to match and at least 8 characters', async () => {
    const customer = await registerCustomer(server);
    const api = server.api(customer.token).account;
    const mismatch = await failure(
      api.changePassword({
        current_password: customer.password,
        password: 'next-password-1',
        password_confirmation: 'x',
      }),
    );
    expect(mismatch.fieldErrors.password_confirmation).toBe('Confirm Password does not match.');
    const short = await fetch(`${server.directUrl}/api/change-password`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ current_password: customer.password, password: 'short', password_confirmation: 'short' }),
    });
    expect(short.status).toBe(422);
    expect(((await short.json()) as { errors: Record<string, string[]> }).errors.password).toBeDefined();
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const customer = await registerCustomer(server);
    const otherSession = await server.login(customer.email, customer.password);
    // The other session is in use, so the server holds its token's lookup when the password changes.
    await server.api(otherSession).account.getProfile();
    await server.api(customer.token).account.changePassword({
      current_password: customer.password,
      password: 'next-password-1',
      password_confirmation: 'next-password-1',
    });
    await expect(server.api(customer.token).account.getProfile()).resolves.toBeTruthy();
    expect((await failure(server.api(otherSession).account.getProfile())).status).toBe(401);
    await expect(server.login(customer.email, 'next-password-1')).resolves.toEqual(expect.any(String));
    expect((await failure(server.login(customer.email, customer.password))).status).toBe(422);
  });
});

describe('contract', () => {
  it('every answer matched the contract', () => {
    expect(server.violations).toEqual([]);
  });
});
