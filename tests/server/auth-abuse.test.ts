import { request } from 'node:http';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devOutbox, otpCodes, rateLimitHits } from '../../server/db/schema';
import { HOUR, latestCode, movableClock, registerCustomer } from './auth-helpers';
import { startTestServer, type TestServer } from './harness';

/**
 * What an attacker tries against sign-in and codes: limits that every form of an identifier shares, a lock-out a
 * stranger cannot put on the owner, codes redeemed only through the channel they went to, the same work for
 * known and unknown accounts, and nothing kept that grows with what was typed.
 */

let server: TestServer;
const clock = movableClock();

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(async () => {
  await server?.stop();
});
beforeEach(() => clock.advance(HOUR));

/** A JSON POST straight to the server from a chosen loopback address, as another client would connect. */
function postFrom(from: string, path: string, body: unknown): Promise<{ status: number; body: string }> {
  const url = new URL(`${server.directUrl}/api${path}`);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const login = (from: string, phone: string, password: string) => postFrom(from, '/login', { phone, password });

describe('sign-in limits', () => {
  it('counts the e-mail and every form of the phone as one account', async () => {
    const customer = await registerCustomer(server, 'zz-forms');
    const forms = [customer.email, customer.phone, `1${customer.phone}`];
    for (let i = 0; i < 10; i += 1) {
      expect((await login('127.0.0.1', forms[i % 3] as string, 'wrong-password-1')).status).toBe(422);
    }
    for (const form of forms) expect((await login('127.0.0.1', form, 'wrong-password-1')).status).toBe(429);
  });

  it('lets the owner in from another address while a stranger is locked out', async () => {
    const customer = await registerCustomer(server, 'zz-owner');
    for (let i = 0; i < 10; i += 1) await login('127.0.0.3', customer.email, 'wrong-password-1');
    expect((await login('127.0.0.3', customer.email, customer.password)).status).toBe(429);
    expect((await login('127.0.0.4', customer.email, customer.password)).status).toBe(200);
  });

  it('refuses an identifier longer than the contract allows before any work, and counts nothing for it', async () => {
    const before = await server.database.db.select({ n: count() }).from(rateLimitHits);
    // The request as it was found: over the body's size, so not even read.
    const found = await login('127.0.0.5', `a@${'.'.repeat(100_000)}@`, 'wrong-password-1');
    expect(found.status).toBe(413);
    const read = await login('127.0.0.5', `a@${'.'.repeat(60_000)}@`, 'wrong-password-1');
    expect(read.status).toBe(422);
    expect(JSON.parse(read.body).errors).toHaveProperty('phone');
    const after = await server.database.db.select({ n: count() }).from(rateLimitHits);
    expect(after).toEqual(before);
  });

  it('keeps a fixed-size hash of each key, whatever was typed', async () => {
    const typed = `${'x'.repeat(200)}@example.test`;
    await login('127.0.0.6', typed, 'wrong-password-1');
    const rows = await server.database.db.select({ keyHash: rateLimitHits.keyHash }).from(rateLimitHits);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.keyHash).toMatch(/^[\w-]{43}$/);
  });
});

describe('one-time codes', () => {
  it('redeems an e-mailed reset code only with the e-mail, not through the phone', async () => {
    const customer = await registerCustomer(server, 'zz-channel');
    await postFrom('127.0.0.7', '/send-otp', { phone: customer.email, forgot_password: 1 });
    const code = await latestCode(server, customer.email, 'reset-code');
    const byPhone = await postFrom('127.0.0.7', '/verify-otp', { phone: `1${customer.phone}`, otp: code });
    expect(byPhone.status).toBe(422);
    const byEmail = await postFrom('127.0.0.7', '/verify-otp', { phone: customer.email, otp: code });
    expect(byEmail.status).toBe(200);
  });

  it('does the same writes for an unknown account as for a known one', async () => {
    const customer = await registerCustomer(server, 'zz-shape');
    const rows = async () => {
      const [codes] = await server.database.db.select({ n: count() }).from(otpCodes);
      const [mails] = await server.database.db.select({ n: count() }).from(devOutbox);
      const [hits] = await server.database.db.select({ n: count() }).from(rateLimitHits);
      return { codes: codes?.n ?? 0, mails: mails?.n ?? 0, hits: hits?.n ?? 0 };
    };
    const writesOf = async (phone: string) => {
      const before = await rows();
      const answer = await postFrom('127.0.0.8', '/send-otp', { phone, forgot_password: 1 });
      expect(answer.status).toBe(200);
      const after = await rows();
      return { codes: after.codes - before.codes, mails: after.mails - before.mails, hits: after.hits - before.hits };
    };
    const known = await writesOf(customer.email);
    const unknown = await writesOf('zz-nobody-here@example.test');
    expect(unknown).toEqual(known);
    // The unknown address's code is void from the start: nothing can redeem it.
    const [voided] = await server.database.db
      .select({ voidedAt: otpCodes.voidedAt, userId: otpCodes.userId })
      .from(otpCodes)
      .where(eq(otpCodes.identifier, 'zz-nobody-here@example.test'));
    expect(voided).toEqual({ voidedAt: expect.any(Date), userId: null });
  });
});
