import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/** The shop's own words (menus, footer, categories) follow the caller's Accept-Language. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

async function getJson(path: string, language: string) {
  const response = await fetch(`${server.url}${path}`, { headers: { 'Accept-Language': language } });
  expect(response.status).toBe(200);
  return response.json();
}

describe('localized settings and categories', () => {
  it('answers the menus, footer titles and footer text in Arabic for an Arabic caller', async () => {
    const { data } = await getJson('/master', 'ar');
    expect(data.menus.map((menu: { name: string }) => menu.name)).toContain('الرئيسية');
    expect(data.footers.map((column: { title: string }) => column.title)).toContain('الشركة');
    expect(data.web_footer_text).toContain('جميع الحقوق محفوظة');
    // Addresses and numbers are never "translated".
    const items = data.footers.flatMap((column: { items: { type: string; title: string }[] }) => column.items);
    expect(items.find((item: { type: string }) => item.type === 'email').title).toMatch(/@/);
  });

  it('keeps the English words for an English caller and for a language without translations', async () => {
    for (const language of ['en', 'fr-FR,fr;q=0.9']) {
      const { data } = await getJson('/master', language);
      expect(data.menus.map((menu: { name: string }) => menu.name)).toContain('Home');
    }
  });

  it('names categories and sub-categories in the caller language', async () => {
    const arabic = await getJson('/categories?per_page=100', 'ar');
    const english = await getJson('/categories?per_page=100', 'en');
    expect(arabic.data.categories.map((c: { name: string }) => c.name)).toContain('البقالة');
    expect(english.data.categories.map((c: { name: string }) => c.name)).toContain('Groceries');
    const groceries = arabic.data.categories.find((c: { name: string }) => c.name === 'البقالة');
    expect(groceries.sub_categories.map((s: { name: string }) => s.name)).toContain('المؤن');
  });

  it('breaks no contract', () => {
    expect(server.violations).toEqual([]);
  });
});
