import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashSecret } from '../../server/auth/secrets';
import { sellerApplications } from '../../server/db/schema';
import { DEMO_CUSTOMER } from '../../server/db/seed/facts';
import { ARABIC, ARABIC_FIELD_LABELS } from '../../server/i18n/messages-ar';
import { ENGLISH } from '../../server/i18n/messages-en';
import { fill } from '../../server/i18n/say';
import { HOUR, MINUTE, movableClock, type OutboxEntry, readOutbox, withMaster } from './auth-helpers';
import { startTestServer, type TestServer } from './harness';

/** POST /seller-applications and its confirmation link: docs of both in openapi.yaml (tag `sellers`). */

let server: TestServer;
const clock = movableClock();

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(async () => {
  await server?.stop();
});
// Every test starts with the hourly limits of the earlier ones behind it.
beforeEach(() => clock.advance(HOUR + MINUTE));

const STOREFRONT = 'http://shop.example.test';
const DAY = 24 * HOUR;

let applicants = 0;

/** An application with an address nobody else has used. */
function application(overrides: Record<string, unknown> = {}) {
  applicants += 1;
  return {
    name: 'Lina Haddad',
    shop_name: 'Olive Grove Pantry',
    email: `lina-${applicants}-${randomInt(1e9)}@example.test`,
    phone: '5550100777',
    phone_code: '+1',
    password: 'a-long-password',
    ...overrides,
  };
}

interface Answer {
  message: string;
  data?: Record<string, string>;
  errors?: Record<string, string[]>;
}

/**
 * A JSON POST as the storefront sends it, from the storefront's origin: through the contract's proxy (its answer
 * is checked), or with `direct` straight to the server, for a body the proxy would refuse itself.
 */
async function post(path: string, body: unknown, options: { language?: string; direct?: boolean } = {}) {
  const base = options.direct ? `${server.directUrl}/api` : server.url;
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Origin: STOREFRONT,
      ...(options.language ? { 'Accept-Language': options.language } : {}),
    },
    body: JSON.stringify(body),
  });
  const violation = response.headers.get('sl-violations');
  if (violation) server.violations.push(`POST ${path}: ${violation}`);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer };
}

const apply = (body: unknown, language?: string) => post('/seller-applications', body, { language });
const confirm = (token: string, language?: string) => post('/seller-applications/confirm', { token }, { language });

async function storedApplication(email: string) {
  const rows = await server.deps.db.select().from(sellerApplications).where(eq(sellerApplications.email, email));
  expect(rows.length, `one application for ${email}`).toBeLessThanOrEqual(1);
  return rows[0];
}

/** The mails sent to an address, newest first. */
async function mailsTo(email: string, kind?: string): Promise<OutboxEntry[]> {
  return (await readOutbox(server)).filter((entry) => entry.to === email && (!kind || entry.kind === kind));
}

const LINK = /(\S+)\/shop\/register\/confirm\?token=([\w-]+)/;

/** The token of the newest confirmation link mailed to an address, read as its owner reads the mail. */
async function linkToken(email: string): Promise<string> {
  const [mail] = await mailsTo(email, 'seller-application');
  const token = mail?.text.match(LINK)?.[2];
  if (!token) throw new Error(`no confirmation link was sent to ${email}`);
  return token;
}

describe('applying', () => {
  it('keeps an unconfirmed application and mails a link to confirm it on the storefront it came from', async () => {
    const form = application({ email: `Lina.Mixed-${randomInt(1e9)}@Example.TEST` });
    const email = form.email.toLowerCase();
    const answer = await apply(form);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: fill(ENGLISH['seller.applied'], { email }), data: { email } });

    const row = await storedApplication(email);
    expect(row).toMatchObject({
      name: 'Lina Haddad',
      shopName: 'Olive Grove Pantry',
      phone: '5550100777',
      phoneCode: '+1',
      status: 'unconfirmed',
      confirmedAt: null,
    });
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(form.password);
    expect(row?.tokenExpiresAt?.getTime()).toBe((row?.createdAt.getTime() ?? 0) + DAY);

    const [mail] = await mailsTo(email);
    expect(mail?.kind).toBe('seller-application');
    expect(mail?.text).toContain('Olive Grove Pantry');
    const link = mail?.text.match(LINK);
    expect(link?.[1]).toBe(STOREFRONT);
    // Only the token's hash is stored: the database alone cannot confirm anything.
    expect(row?.tokenHash).toBe(hashSecret(link?.[2] ?? ''));
    expect(row?.tokenHash).not.toContain(link?.[2]);
  });

  it('replaces an unconfirmed application sent again with the same address: only the newest link works', async () => {
    const first = application({ shop_name: 'First Try Goods' });
    expect((await apply(first)).status).toBe(200);
    const firstToken = await linkToken(first.email);
    const again = { ...first, shop_name: 'Second Try Goods', email: first.email.toUpperCase() };
    expect((await apply(again)).body.data).toEqual({ email: first.email });
    const secondToken = await linkToken(first.email);

    expect(secondToken).not.toBe(firstToken);
    expect(await mailsTo(first.email, 'seller-application')).toHaveLength(2);
    expect(await storedApplication(first.email)).toMatchObject({ shopName: 'Second Try Goods', status: 'unconfirmed' });
    expect((await confirm(firstToken)).status).toBe(422);
    const confirmed = await confirm(secondToken);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({ shop_name: 'Second Try Goods' });
  });

  it('answers alike whether the address is new, a customer account, or has an application waiting for review', async () => {
    const fresh = application();
    const customer = application({ email: DEMO_CUSTOMER.email });
    const waiting = application({ shop_name: 'Waiting Room Crafts' });
    await apply(waiting);
    await confirm(await linkToken(waiting.email));

    const answers = await Promise.all(
      [fresh, customer, { ...waiting, shop_name: 'Takeover Shop' }].map((form) => apply(form)),
    );
    const withoutAddress = answers.map(({ status, body }, index) => {
      const email = [fresh, customer, waiting][index]?.email ?? '';
      return { status, body: JSON.stringify(body).replaceAll(email, '<email>') };
    });
    expect(withoutAddress[1]).toEqual(withoutAddress[0]);
    expect(withoutAddress[2]).toEqual(withoutAddress[0]);

    // The application under review is untouched, and its owner is told someone tried, with no link.
    expect(await storedApplication(waiting.email)).toMatchObject({
      shopName: 'Waiting Room Crafts',
      status: 'pending',
      tokenHash: null,
    });
    const [notice] = await mailsTo(waiting.email);
    expect(notice?.kind).toBe('seller-application-exists');
    expect(notice?.text).not.toMatch(LINK);
    // A customer may apply to sell too: their mail holds a working link.
    expect((await confirm(await linkToken(DEMO_CUSTOMER.email))).status).toBe(200);
  });
});

describe('confirming', () => {
  it('confirms with the link once, naming the shop; the same link again is refused', async () => {
    const form = application();
    await apply(form);
    const token = await linkToken(form.email);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      message: fill(ENGLISH['seller.confirmed'], { shop: 'Olive Grove Pantry' }),
      data: { shop_name: 'Olive Grove Pantry' },
    });
    const row = await storedApplication(form.email);
    expect(row).toMatchObject({ status: 'pending', tokenHash: null, tokenExpiresAt: null });
    expect(row?.confirmedAt).toBeInstanceOf(Date);

    const reused = await confirm(token);
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toEqual({ token: [ENGLISH['seller.tokenInvalid']] });
    expect(reused.body.message).toBe(ENGLISH['seller.tokenInvalid']);
  });

  it('takes a link for 24 hours and refuses it after', async () => {
    const early = application();
    const late = application();
    await apply(early);
    await apply(late);
    const earlyToken = await linkToken(early.email);
    const lateToken = await linkToken(late.email);

    clock.advance(DAY - MINUTE);
    expect((await confirm(earlyToken)).status).toBe(200);
    clock.advance(2 * MINUTE);
    const expired = await confirm(lateToken);
    expect(expired.status).toBe(422);
    expect(expired.body.errors?.token).toEqual([ENGLISH['seller.tokenInvalid']]);
    expect(await storedApplication(late.email)).toMatchObject({ status: 'unconfirmed' });
  });

  it('refuses a token nobody was sent', async () => {
    const answer = await confirm('not-a-token-we-sent');
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ token: [ENGLISH['seller.tokenInvalid']] });
  });
});

describe('what is wrong with an application, in the caller language', () => {
  /** A body the contract takes, breaking the rules it cannot say itself. */
  const breaksServerRules = () =>
    application({
      name: '   ',
      shop_name: '',
      phone: '12345',
      phone_code: '',
      email: `rules-${randomInt(1e9)}@example.test`,
    });
  /** A body breaking the contract's own rules: the server refuses it before any work. */
  const breaksContract = () => application({ email: 'not-an-address', phone: '555-0100', password: 'short' });

  it('names every field in English', async () => {
    const rules = await apply(breaksServerRules());
    expect(rules.status).toBe(422);
    expect(rules.body.errors).toEqual({
      name: ['The name field is required.'],
      shop_name: ['The shop name field is required.'],
      phone: ['The phone must be between 9 and 16 digits.'],
      phone_code: ['The phone code field is required.'],
    });
    expect(rules.body.message).toBe('The name field is required.');

    const contract = await post('/seller-applications', breaksContract(), { direct: true });
    expect(contract.status).toBe(422);
    expect(contract.body.errors).toEqual({
      email: ['The email field must be a valid email address.'],
      phone: ['The phone field format is invalid.'],
      password: ['The password field must be at least 8 characters.'],
    });
  });

  it('names every field in Arabic for an Arabic caller, and writes the mail and the refusal of a link in Arabic', async () => {
    const required = (field: string) => fill(ARABIC['field.required'], { field: ARABIC_FIELD_LABELS[field] ?? '' });
    const rules = await apply(breaksServerRules(), 'ar');
    expect(rules.status).toBe(422);
    expect(rules.headers.get('content-language')).toBe('ar');
    expect(rules.body.errors).toEqual({
      name: [required('name')],
      shop_name: [required('shop_name')],
      phone: [fill(ARABIC['auth.phoneLength'], { min: 9, max: 16 })],
      phone_code: [required('phone_code')],
    });

    const contract = await post('/seller-applications', breaksContract(), { direct: true, language: 'ar' });
    const texts = [contract.body.message, ...Object.values(contract.body.errors ?? {}).flat()];
    expect(Object.keys(contract.body.errors ?? {}).sort()).toEqual(['email', 'password', 'phone']);
    expect(texts.join(' ')).not.toMatch(/[A-Za-z]/);

    const form = application();
    const applied = await apply(form, 'ar');
    expect(applied.body.message).toBe(fill(ARABIC['seller.applied'], { email: form.email }));
    const [mail] = await mailsTo(form.email);
    expect(mail?.text).toMatch(/[\u0600-\u06FF]/);
    expect(mail?.text).toMatch(LINK);
    const token = await linkToken(form.email);
    expect((await confirm(token, 'ar')).body.message).toBe(fill(ARABIC['seller.confirmed'], { shop: form.shop_name }));
    expect((await confirm(token, 'ar')).body.errors).toEqual({ token: [ARABIC['seller.tokenInvalid']] });
  });
});

describe('limits', () => {
  it('sends at most 5 links an hour to one address; a form sent back for a typo does not count', async () => {
    const form = application();
    for (let typo = 0; typo < 3; typo += 1) expect((await apply({ ...form, shop_name: ' ' })).status).toBe(422);
    for (let sent = 0; sent < 5; sent += 1) expect((await apply(form)).status).toBe(200);

    const refused = await apply(form);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailsTo(form.email, 'seller-application')).toHaveLength(5);
    // Another address from the same client is not held back by it.
    expect((await apply(application())).status).toBe(200);

    clock.advance(HOUR);
    expect((await apply(form)).status).toBe(200);
  });

  it('takes at most 20 tries an hour from one client address', async () => {
    for (let tried = 0; tried < 20; tried += 1) expect((await apply(application({ name: '' }))).status).toBe(422);
    const refused = await apply(application());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('/master', () => {
  it("gives the operator's external seller sign-up page, only as a web address", async () => {
    const master = async () => (await server.api().settings.getMaster()).data;
    expect((await master()).seller_register_url).toBeNull();
    await withMaster(server, { seller_register_url: 'https://sellers.example.com/join?from=shop' }, async () => {
      expect((await master()).seller_register_url).toBe('https://sellers.example.com/join?from=shop');
    });
    for (const unsafe of ['javascript:alert(1)', '/shop/register', 'mailto:sell@example.com', 42]) {
      await withMaster(server, { seller_register_url: unsafe }, async () => {
        expect((await master()).seller_register_url).toBeNull();
      });
    }
  });
});

describe('the contract', () => {
  it('is kept by every answer above', () => {
    expect(server.violations).toEqual([]);
  });
});
