import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Hono } from 'hono';
import type { DrawingRequest, FirstScreenDrawing, RenderFirstScreen } from '../../common/first-screen-drawing';
import type { Schema } from '../../src/api/types';
import { CompressedFiles, encodeAnswer } from '../http/compression';
import type { AppEnv } from '../http/env';
import { asServerLanguage } from '../i18n/request-language';
import { crawlerRoutes } from './crawler-files';
import { firstScreenOf } from './first-screen';
import { type BuiltStorefront, DEFAULT_LOCALE, type ViteManifest, withFirstScreen } from './first-screen-page';
import { loadFirstScreenRenderer, RENDER_DIR } from './first-screen-render';
import { withPageHead } from './page-head';
import { pageHeadOf } from './page-heads';
import { pageStyleSources } from './page-styles';
import { contentSecurityPolicy } from './security-headers';
import { offeredLanguage, type PageLanguage, shopperChoiceOf } from './shopper-choice';

const HTML = 'text/html; charset=utf-8';
const TYPES: Record<string, string> = {
  '.html': HTML,
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Text compresses; images other than SVG and fonts already are compressed. */
const compressible = (type: string) => /^(text\/|application\/json|image\/svg\+xml)/.test(type);

/**
 * The built storefront: hashed assets under /build/ cached for a year, other files under /build/ revalidated,
 * and index.html for every other path (the SPA's routes), never cached, with what its first screen needs.
 */
export function serveStorefront(app: Hono<AppEnv>, distDir: string, renderFirstScreen?: RenderFirstScreen): void {
  crawlerRoutes(app);
  const root = normalize(distDir) + sep;
  const hashedFiles = new CompressedFiles();

  app.get('/build/*', async (c) => {
    const relative = decodeURIComponent(c.req.path.slice('/build/'.length));
    const file = normalize(join(root, relative));
    // The rendering entry is the server's, not the browser's.
    if (!file.startsWith(root) || relative.startsWith(`${RENDER_DIR}/`)) return c.notFound();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return c.notFound();
    const immutable = relative.startsWith('assets/');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const acceptEncoding = compressible(type) ? c.req.header('Accept-Encoding') : undefined;
    const encoded = immutable
      ? await hashedFiles.encode(acceptEncoding, file, () => readFile(file))
      : encodeAnswer(acceptEncoding, await readFile(file));
    return c.body(encoded.body, 200, {
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      ...encoded.headers,
    });
  });

  const indexFile = join(root, 'index.html');
  const manifestFile = join(root, '.vite', 'manifest.json');
  let built: BuiltStorefront | null = null;
  app.get('*', async (c) => {
    if (!built) {
      if (!existsSync(indexFile)) {
        return c.text('The storefront is not built yet: run `npm run build` (npm start does it for you).', 503);
      }
      built = {
        index: readFileSync(indexFile, 'utf8'),
        manifest: existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest) : {},
        render: renderFirstScreen ?? (await loadFirstScreenRenderer(distDir)),
      };
    }
    const url = new URL(c.req.url);
    // The reads are made on the page's own origin: answers that name it (the realtime socket's host and port in
    // `/master`) must be what the same read from the browser would get. Each is made once for the head and the
    // first screen.
    const readerIn = (locale: string) => {
      const answers = new Map<string, Promise<unknown>>();
      return (path: string) => {
        let answer = answers.get(path);
        if (!answer) {
          answer = Promise.resolve()
            .then(() =>
              app.request(new URL(`/api${path}`, url.origin).toString(), { headers: { 'Accept-Language': locale } }),
            )
            .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
            .catch(() => undefined);
          answers.set(path, answer);
        }
        return answer;
      };
    };
    const choice = shopperChoiceOf(c.req.header('Cookie'), url.search);
    let language: PageLanguage = { locale: choice.locale ?? DEFAULT_LOCALE, direction: 'ltr' };
    let readAnswer = readerIn(language.locale);
    let master = settingsOf(await readAnswer('/master'));
    const offered = offeredLanguage(master?.languages, language.locale);
    if (offered) language = offered;
    else if (language.locale !== DEFAULT_LOCALE) {
      // A language the shop no longer offers: the app falls back to the default, and so does its page.
      language = { locale: DEFAULT_LOCALE, direction: 'ltr' };
      readAnswer = readerIn(DEFAULT_LOCALE);
      master = settingsOf(await readAnswer('/master'));
      language = offeredLanguage(master?.languages, DEFAULT_LOCALE) ?? language;
    }
    const head = master
      ? await pageHeadOf({
          pathname: url.pathname,
          origin: url.origin,
          ...language,
          wordsIn: asServerLanguage(language.locale),
          master,
          currencyId: choice.currencyId,
          // A page in the language its address names is that language's version; its canonical says so.
          addressNamesLanguage: choice.localeFromAddress && language.locale === choice.locale,
          read: async (path) => dataOf(await readAnswer(path)),
        })
      : null;
    const page = await withFirstScreen(
      built,
      head ? withPageHead(built.index, head) : built.index,
      firstScreenOf(url.pathname, url.search.slice(1)),
      {
        locale: language.locale,
        readAnswer,
        draw:
          built.render && master
            ? drawWith(built.render, {
                pathname: url.pathname,
                search: url.search.slice(1),
                locale: language.locale,
                master,
                currencyId: choice.currencyId,
              })
            : undefined,
      },
    );
    const encoded = encodeAnswer(c.req.header('Accept-Encoding'), page);
    // Every page depends on the shopper's stored language. None carries a shopper's data (the session is in the
    // browser's storage), and none is used without asking the server again.
    return c.body(encoded.body, 200, {
      'Content-Type': HTML,
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': contentSecurityPolicy(
        c.req.header('host'),
        pageStyleSources(page, head?.theme?.style),
      ),
      ...encoded.headers,
      Vary: [encoded.headers.Vary, 'Cookie'].filter(Boolean).join(', '),
    });
  });
}

/** The drawing of a first screen on this page, in its language and currency. */
function drawWith(render: RenderFirstScreen, page: Omit<DrawingRequest, 'drawing'>) {
  return (drawing: FirstScreenDrawing) => render({ ...page, drawing });
}

/** The `data` of an API answer's envelope, when the read succeeded. */
function dataOf(answer: unknown): Record<string, unknown> | undefined {
  const data = (answer as { data?: unknown } | undefined)?.data;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
}

/** /master's settings, when the read succeeded. */
function settingsOf(answer: unknown): Schema<'MasterSettings'> | undefined {
  return dataOf(answer) as Schema<'MasterSettings'> | undefined;
}
