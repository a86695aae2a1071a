/**
 * The demo gateway's pages, dressed as the shop: its logo, its theme colours (/master `theme_colors`, as the
 * storefront reads them), the storefront's font stack, in the shopper's language and direction (the `locale`
 * cookie the storefront writes, server/web/shopper-choice.ts). Nothing inline: the CSP forbids inline style, so
 * the look is a stylesheet of its own (payment-styles.ts).
 */
import type { Context } from 'hono';
import type { Master } from '../commerce/master';
import { escapeXml as escapeHtml } from '../db/seed/util';
import type { AppEnv } from '../http/env';
import { asServerLanguage, inLanguage } from '../i18n/request-language';
import { offeredLanguage, shopperChoiceOf } from '../web/shopper-choice';
import { PAYMENT_STYLES_PATH } from './payment-styles';

export interface PageParts {
  lang: string;
  dir: 'ltr' | 'rtl';
  appName: string;
  logo: string | null;
}

/** The page's language: the shopper's choice when the shop offers it, else English. */
export function pagePartsOf(c: Context<AppEnv>, master: Master): PageParts {
  const choice = shopperChoiceOf(c.req.header('cookie'), new URL(c.req.url).search);
  const language = (choice.locale && offeredLanguage(master.languages, choice.locale)) || null;
  const lang = language ? asServerLanguage(language.locale) : 'en';
  return {
    lang,
    dir: lang === language?.locale ? (language?.direction ?? 'ltr') : 'ltr',
    appName: master.app_name ?? 'Storefront',
    logo: master.web_logo ?? null,
  };
}

/** Runs `write` in the page's language, so its `say()`s answer in it. */
export function inPageLanguage<T>(parts: PageParts, write: () => T): T {
  return inLanguage(asServerLanguage(parts.lang), write);
}

export function page(parts: PageParts, title: string, body: string): string {
  const logo = parts.logo
    ? `<img src="${escapeHtml(parts.logo)}" alt="${escapeHtml(parts.appName)}" width="168" height="36">`
    : `<span class="name">${escapeHtml(parts.appName)}</span>`;
  return `<!doctype html>
<html lang="${parts.lang}" dir="${parts.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${PAYMENT_STYLES_PATH}">
</head>
<body>
<header>${logo}</header>
<main>
${body}
</main>
</body>
</html>`;
}
