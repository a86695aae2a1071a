import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEMO_CUSTOMER } from '../../server/db/seed/facts';
import { ARABIC, ARABIC_FIELD_LABELS } from '../../server/i18n/messages-ar';
import { ENGLISH, type MessageKey } from '../../server/i18n/messages-en';
import { inLanguage } from '../../server/i18n/request-language';
import { fieldLabel, say } from '../../server/i18n/say';
import { startTestServer, type TestServer } from './harness';
import { findInSource, shippedSources } from './source-files';

/**
 * Every message and label the server writes to a shopper comes from its catalogue (server/i18n/), complete in each
 * language, and is answered in the caller's Accept-Language.
 */

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('the message catalogue', () => {
  const keys = Object.keys(ENGLISH) as MessageKey[];

  it('has every message in Arabic, written in Arabic, with the same placeholders', () => {
    const untranslated = keys.filter(
      (key) => !ARABIC[key]?.trim() || ARABIC[key] === ENGLISH[key] || !ARABIC_LETTER.test(ARABIC[key]),
    );
    expect(untranslated).toEqual([]);
    const mismatched = keys.filter((key) => placeholders(ARABIC[key]).join() !== placeholders(ENGLISH[key]).join());
    expect(mismatched).toEqual([]);
    expect(Object.keys(ARABIC).sort()).toEqual([...keys].sort());
  });

  it('names in Arabic every field the contract takes', () => {
    type Json = Record<string, unknown>;
    const doc = parse(readFileSync('openapi.yaml', 'utf8')) as Json;
    const resolve = (node: Json): Json => {
      const ref = node.$ref;
      return typeof ref === 'string'
        ? (ref
            .slice(2)
            .split('/')
            .reduce<unknown>((at, key) => (at as Json)[key], doc) as Json)
        : node;
    };
    const names = new Set<string>();
    const seen = new Set<Json>();
    const walk = (raw: Json | undefined) => {
      if (!raw || typeof raw !== 'object') return;
      const schema = resolve(raw);
      if (seen.has(schema)) return;
      seen.add(schema);
      for (const [name, inner] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
        names.add(name);
        walk(inner);
      }
      walk(schema.items as Json | undefined);
      for (const list of ['allOf', 'anyOf', 'oneOf']) for (const part of (schema[list] ?? []) as Json[]) walk(part);
    };
    for (const item of Object.values(doc.paths as Record<string, Record<string, Json>>)) {
      for (const operation of Object.values(item)) {
        if (typeof operation !== 'object' || operation === null) continue;
        for (const parameter of (operation.parameters ?? []) as Json[]) names.add(resolve(parameter).name as string);
        const body = operation.requestBody ? resolve(operation.requestBody as Json) : undefined;
        for (const media of Object.values((body?.content ?? {}) as Record<string, Json>)) walk(media.schema as Json);
      }
    }
    expect(names.size).toBeGreaterThan(50);
    expect([...names].filter((name) => !ARABIC_LETTER.test(ARABIC_FIELD_LABELS[name] ?? ''))).toEqual([]);
  });

  it('fills placeholders and names fields in the current language', () => {
    expect(say('order.stockShort', { stock: 2, name: 'Linen Shirt' })).toBe('Only 2 of Linen Shirt left in stock.');
    expect(say('field.required', { field: fieldLabel('phone_code') })).toBe('The phone code field is required.');
    inLanguage('ar', () => {
      expect(say('order.stockShort', { stock: 2, name: 'Linen Shirt' })).toBe('المتبقي من Linen Shirt هو 2 فقط.');
      expect(say('field.required', { field: fieldLabel('phone_code') })).toBe('حقل رمز الدولة مطلوب.');
      expect(fieldLabel('products.0.id')).toBe('المنتجات.0.المعرّف');
    });
  });
});

/** A call that hands the shopper fixed English: a literal as a message, an error's text, a reason or a note. */
function fixedText(node: ts.Node): string | undefined {
  const literal = (arg: ts.Node | undefined) =>
    arg !== undefined &&
    (ts.isStringLiteral(arg) || ts.isTemplateExpression(arg) || ts.isNoSubstitutionTemplateLiteral(arg));
  if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
    const callee = node.expression.getText();
    const args = node.arguments ?? [];
    if (callee === 'fieldError' && literal(args[1])) return node.getText();
    if (callee === 'notFound' && literal(args[0])) return node.getText();
    if (callee === 'HttpError' && literal(args[1])) return node.getText();
    if (/\.push$/.test(callee) && literal(args[0]) && /notes|messages/.test(callee)) return node.getText();
  }
  if (ts.isPropertyAssignment(node) && ['message', 'refusal', 'reason', 'info'].includes(node.name.getText())) {
    if (literal(node.initializer)) return node.getText();
  }
  if (ts.isBinaryExpression(node) && ts.isArrayLiteralExpression(node.right) && /^errors\./.test(node.left.getText())) {
    if (node.right.elements.some((element) => literal(element))) return node.getText();
  }
  return undefined;
}

describe('the server source', () => {
  // The realtime service speaks the Pusher protocol, whose error texts are the protocol's, to clients, not shoppers.
  const own = shippedSources().filter(
    (file) =>
      file.startsWith('server') &&
      !['server/realtime', 'server/db', 'server/i18n'].some((place) => file.startsWith(place)),
  );

  it('writes no message to a shopper outside the catalogue', () => {
    expect(own.flatMap((file) => findInSource(file, fixedText)).map((hit) => `${hit.where}: ${hit.found}`)).toEqual([]);
  });

  it('tells a fixed message from one of the catalogue', () => {
    const hits = (text: string) => {
      const file = 'sample.ts';
      const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      const found: string[] = [];
      const visit = (node: ts.Node) => {
        const hit = fixedText(node);
        if (hit) found.push(hit);
        ts.forEachChild(node, visit);
      };
      visit(tree);
      return found;
    };
    expect(hits("throw fieldError('phone', 'The phone is wrong.');")).toHaveLength(1);
    expect(hits(['throw notFound(`$', '{name} is gone.`);'].join(''))).toHaveLength(1);
    expect(hits("return { message: 'Done' };")).toHaveLength(1);
    expect(hits("errors.name = ['The name field is required.'];")).toHaveLength(1);
    expect(hits("throw fieldError('phone', say('auth.phoneTaken'));")).toEqual([]);
    expect(hits("return { message: say('cart.answer') };")).toEqual([]);
  });
});

describe('answers in the caller language', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  interface Answer {
    message: string;
    errors: Record<string, string[]>;
  }

  async function post(path: string, body: unknown, language?: string, base = server.url) {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(language ? { 'Accept-Language': language } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Answer };
  }

  it('refuses a wrong password in Arabic for an Arabic caller, and in English otherwise', async () => {
    const wrong = { phone: 'nobody@example.test', password: 'not-the-password' };
    const arabic = await post('/login', wrong, 'ar');
    expect(arabic.status).toBe(422);
    expect(arabic.body.message).toBe(ARABIC['auth.wrongCredentials']);
    expect(arabic.body.errors.phone).toEqual([ARABIC['auth.wrongCredentials']]);
    expect(arabic.headers.get('content-language')).toBe('ar');
    expect(arabic.headers.get('vary')).toMatch(/Accept-Language/);
    for (const language of [undefined, 'en-GB', 'fr']) {
      const other = await post('/login', wrong, language);
      expect(other.body.message).toBe(ENGLISH['auth.wrongCredentials']);
    }
  });

  it('signs in with an Arabic message', async () => {
    const answer = await post(
      '/login',
      { phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      'ar-EG,ar;q=0.9',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(ARABIC['auth.loggedIn']);
  });

  it('names the fields of a failed check in Arabic', async () => {
    // Straight to the server: the contract's proxy would answer a request this incomplete itself.
    const answer = await post('/api/registration', { name: 'Someone' }, 'ar', server.directUrl);
    expect(answer.status).toBe(422);
    expect(answer.body.errors.email).toEqual(['حقل البريد الإلكتروني مطلوب.']);
    expect(answer.body.errors.password).toEqual(['حقل كلمة المرور مطلوب.']);
    expect(answer.body.message).toBe('حقل البريد الإلكتروني مطلوب. (وخطأ آخر)');
    expect([answer.body.message, ...Object.values(answer.body.errors).flat()].join(' ')).not.toMatch(/[A-Za-z]/);
  });

  it('says a missing path is not found in Arabic', async () => {
    const response = await fetch(`${server.directUrl}/api/no-such-path`, { headers: { 'Accept-Language': 'ar' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: ARABIC['request.notFound'] });
  });

  it('breaks no contract', () => {
    expect(server.violations).toEqual([]);
  });
});
