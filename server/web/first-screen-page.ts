import { DEFAULT_LOCALE } from '../../common/default-locale';
import { FIRST_SCREEN_ANSWERS_ID, type FirstScreenAnswers } from '../../common/first-screen-answers-format';
import type { FirstScreenDrawing, RenderFirstScreen } from '../../common/first-screen-drawing';
import { responsiveImage } from '../../common/responsive-image';
import { type FirstScreen, jsonForScript, type LargestImage } from './first-screen';

export { DEFAULT_LOCALE };

/** The app's own modules: a chunk the entry imports at start (src/main.tsx), needed by every page. */
export const APP_SHELL = 'src/app/Shell.tsx';
/**
 * The header's menus and pickers, which every page loads right after its first paint, and with them the kit that
 * the app evaluates a part a task before them (src/ui/kit/kit-stages.ts): preloaded, no part waits for the network.
 */
export const SITE_HEADER = 'src/ui/layout/header/HeaderBar.tsx';

/** The entries of Vite's `.vite/manifest.json` that matter here. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

export interface BuiltStorefront {
  index: string;
  manifest: ViteManifest;
  /** The storefront's components rendering a first screen, or null without a rendering entry. */
  render: RenderFirstScreen | null;
}

/** The built files a module needs: its own and, depth first, those of its static imports. */
function filesOf(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((imported) => filesOf(manifest, imported, seen))];
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Only the server's own pictures are announced: a path on this origin. */
function isOwnPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}

/**
 * The preload of a page's largest picture. One the app shows as a `<picture>` lists the AVIF `srcset` and `sizes`
 * of its first `<source>`, from the same builder (common/responsive-image.ts), so the browser takes the file it
 * preloaded; a browser without AVIF skips it, as it skips that source. Any other picture (an SVG) is its one file.
 */
export function imagePreload({ src, shown }: LargestImage): string {
  const responsive = shown && responsiveImage(src, shown.sizes, shown.width);
  const [first] = responsive?.sources ?? [];
  if (!responsive || !first) {
    return `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(src)}">`;
  }
  return `<link rel="preload" as="image" fetchpriority="high" type="${first.type}" imagesrcset="${escapeAttribute(first.srcSet)}" imagesizes="${escapeAttribute(responsive.sizes)}">`;
}

/** The body of an API read (a path under /api with its query), or undefined when it failed. */
export type ReadAnswer = (path: string) => Promise<unknown>;

/**
 * `page` (index.html with its own head, page-head.ts) with the first screen's needs: preloads for the app's and the
 * page's code (not already loaded by the entry), the language catalog and the largest picture, the answers to the
 * page's first reads in `locale` as a JSON data block (the CSP allows no inline script; a data block is never run),
 * and the server's drawing of it (`draw`, the storefront's own components) where there is one. A read that fails is left to the client, which makes it again
 * and shows its own loading and error states.
 */
export async function withFirstScreen(
  built: BuiltStorefront,
  page: string,
  screen: FirstScreen,
  {
    locale,
    readAnswer,
    draw,
  }: { locale: string; readAnswer: ReadAnswer; draw?: ((drawing: FirstScreenDrawing) => string) | undefined },
): Promise<string> {
  const answers = new Map<string, unknown>();
  await Promise.all(
    screen.reads.map(async (path) => {
      const answer = await readAnswer(path);
      if (answer !== undefined) answers.set(path, answer);
    }),
  );

  const modules = [
    ...filesOf(built.manifest, APP_SHELL),
    ...filesOf(built.manifest, `locales/${locale}.po`),
    ...filesOf(built.manifest, SITE_HEADER),
    ...(screen.pageModule ? filesOf(built.manifest, screen.pageModule) : []),
  ].filter((file, index, all) => all.indexOf(file) === index && !page.includes(`/build/${file}"`));
  const links = modules.map((file) => `<link rel="modulepreload" crossorigin href="/build/${escapeAttribute(file)}">`);
  const image = screen.largestImage?.(answers);
  if (image && isOwnPath(image.src)) links.unshift(imagePreload(image));

  const data: FirstScreenAnswers = { locale, answers: Object.fromEntries(answers) };
  const block = `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">${jsonForScript(data)}</script>`;
  const drawing = draw && screen.drawing?.(answers);
  const preview = drawing ? drawnOrNothing(() => draw(drawing)) : '';
  let full = insertAt(page, '</head>', `${links.join('\n    ')}\n  `, 'before');
  full = insertAt(full, '<body>', `\n    ${block}`, 'after');
  full = insertAt(full, '<div id="root">', preview, 'before');
  return preview ? withCodeAfterFirstPaint(full) : full;
}

/** A drawing that fails to render leaves the page to the app, which draws it itself a moment later. */
function drawnOrNothing(render: () => string): string {
  try {
    return render();
  } catch (error) {
    console.error('The first screen could not be drawn.', error);
    return '';
  }
}

/**
 * The page with `text` put in just before or after the first `marker`. Not String.replace with a string: a shop's
 * words such as "$`" in `text` would be read as a replacement pattern and write the page twice.
 */
function insertAt(page: string, marker: string, text: string, where: 'before' | 'after'): string {
  const at = page.indexOf(marker);
  if (at < 0) return page;
  const cut = where === 'before' ? at : at + marker.length;
  return `${page.slice(0, cut)}${text}${page.slice(cut)}`;
}

/** The app's module scripts and their preloads, as Vite and `withFirstScreen` write them in the head. */
const APP_CODE = /<script type="module"[^<>]*><\/script>|<link rel="modulepreload"[^<>]*>/g;

/**
 * A page the server drew paints without the app's code: the code moves into an inert template, and
 * `/build/boot.js` (public/boot.js) puts it back once the drawing has painted with its largest picture, so
 * that picture and the styles have the connection to themselves first.
 */
function withCodeAfterFirstPaint(page: string): string {
  const [head = '', body = ''] = page.split('</head>');
  const code = head.match(APP_CODE) ?? [];
  if (code.length === 0) return page;
  const deferred = `<template id="app-code">${code.join('')}</template>\n    <script src="/build/boot.js" defer></script>`;
  return `${head.replaceAll(APP_CODE, () => '').replaceAll(/\n\s*\n/g, () => '\n')}    ${deferred}\n  </head>${body}`;
}
