import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMasterSettings } from '../../server/db/seed/settings';
import { pageThemeOf } from '../../server/web/page-theme';
import { startTestServer, type TestServer } from './harness';

/** The shop's colours are the page's from its first paint (server/web/page-theme.ts), allowed by the CSP by hash. */

const INDEX =
  '<!doctype html><html lang="en" dir="ltr"><head><title>Storefront</title></head><body><div id="root"></div></body></html>';

/** The demo shop's palette, as its /master gives it. */
const PALETTE = buildMasterSettings().theme_colors;

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'storefront-theme-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  server = await startTestServer({ distDir: dist });
});

afterAll(async () => {
  await server.stop();
  rmSync(dist, { recursive: true, force: true });
});

describe("the shop's colours at the first paint", () => {
  it("sets every shade the app's styles read, and the browser's bar colour", () => {
    const theme = pageThemeOf({ theme_colors: PALETTE });
    expect(theme?.style).toBe(
      `:root{${Object.entries(PALETTE)
        .filter(([shade]) => shade !== 'primary')
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([shade, colour]) => `--color-primary-${shade}:${colour}`)
        .join(';')}}`,
    );
    expect(theme?.colour).toBe(PALETTE['700']);
  });

  it('keeps the default palette for anything but colours, so nothing else can be written into the style', () => {
    expect(pageThemeOf({ theme_colors: { ...PALETTE, '600': '#059669;}body{display:none' } })).toBeNull();
    expect(pageThemeOf({ theme_colors: { ...PALETTE, '700': '</style><script>' } })).toBeNull();
    // Too pale for white text on its buttons: the app keeps its own palette too.
    expect(pageThemeOf({ theme_colors: { ...PALETTE, '700': '#f0f0f0' } })).toBeNull();
  });

  it("is in the page's head, and the page's CSP allows exactly that style element", async () => {
    for (const path of ['/', '/products/1/details', '/checkout', '/no-such-page']) {
      const response = await fetch(`${server.directUrl}${path}`);
      const html = await response.text();
      const [head = ''] = html.split('</head>');
      const style = /<style>([^<]*)<\/style>/.exec(head)?.[1];
      expect(style, path).toContain('--color-primary-700:');
      expect(head).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}">/);
      const hash = createHash('sha256')
        .update(style ?? '')
        .digest('base64');
      const styleSrc = response.headers
        .get('content-security-policy')
        ?.split('; ')
        .find((part) => part.startsWith('style-src'));
      expect(styleSrc).toBe(`style-src 'self' 'sha256-${hash}'`);
    }
  });

  it('answers other than pages keep the plain CSP, with no inline style allowed', async () => {
    const response = await fetch(`${server.directUrl}/api/master`);
    expect(response.headers.get('content-security-policy')).toContain("style-src 'self';");
  });
});
