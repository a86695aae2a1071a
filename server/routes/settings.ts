import { asc, eq } from 'drizzle-orm';
import { safeWebHref } from '../../common/links';
import type { Answer } from '../../src/api/types';
import { withAvailablePayments } from '../commerce/master';
import { shopperOrigin } from '../commerce/payment-sessions';
import { requestLocale, type Translate, translatorFor } from '../content/localized-text';
import { countries, siteSettings, translations } from '../db/schema';
import type { OperationRegistry } from '../http/operation';
import { say } from '../i18n/say';
import { realtimeClientSettings } from '../realtime/client-settings';

type Master = Answer<'getMaster'>['data'];

/** Items whose title is a phrase of the shop's (not an address, a number or the shop's name). */
const TRANSLATED_ITEM_TYPES = new Set(['text', 'link', 'social_links', 'app_store']);

/** The settings' words in the caller's language: menus, footer columns and items, footer text. */
function localizeMaster(master: Master, translate: Translate): Master {
  return {
    ...master,
    web_footer_text: master.web_footer_text && translate(master.web_footer_text),
    web_footer_description: master.web_footer_description && translate(master.web_footer_description),
    menus: master.menus.map((menu) => ({ ...menu, name: translate(menu.name) })),
    footers: master.footers.map((column) => ({
      ...column,
      title: column.title && translate(column.title),
      items: column.items.map((item) =>
        item.title && TRANSLATED_ITEM_TYPES.has(item.type) ? { ...item, title: translate(item.title) } : item,
      ),
    })),
  };
}

/** The longest address the contract lets `seller_register_url` be. */
const MAX_URL_LENGTH = 2048;

/**
 * The operator's external seller sign-up page, only as an absolute http(s) address the contract can carry; anything
 * else (unset, a path, another scheme) is null, and 'Become a Seller' stays on the storefront's own form.
 */
function sellerRegisterUrl(value: unknown): string | null {
  const href = typeof value === 'string' ? safeWebHref(value) : null;
  return href && href.length <= MAX_URL_LENGTH ? href : null;
}

/** Site settings, server-side translations and countries. */
export function settingsRoutes(routes: OperationRegistry): void {
  routes.serve('getMaster', async ({ deps, c }) => {
    const [[row], translate] = await Promise.all([
      deps.db.select().from(siteSettings).where(eq(siteSettings.id, 1)),
      translatorFor(deps.db, requestLocale(c)),
    ]);
    const master = withAvailablePayments(localizeMaster((row?.master ?? {}) as Master, translate), deps.config);
    // The environment is the running server's, so the login dialog pre-fills the demo customer only locally.
    const realtime = realtimeClientSettings(deps.config.realtime, shopperOrigin(c.req.url, c.req.header()));
    return {
      message: say('settings.answer'),
      data: {
        ...master,
        app_environment: deps.config.appEnv,
        pusher_app_key: deps.config.realtime.key,
        ...realtime,
        seller_register_url: sellerRegisterUrl(master.seller_register_url),
      },
    };
  });

  routes.serve('getLanguageStrings', async ({ deps, path }) => {
    const rows = await deps.db.select().from(translations).where(eq(translations.locale, path.locale));
    return { message: say('settings.translations'), data: Object.fromEntries(rows.map((row) => [row.key, row.value])) };
  });

  routes.serve('listCountries', async ({ deps }) => {
    const rows = await deps.db.select().from(countries).orderBy(asc(countries.name));
    return {
      message: say('settings.countries'),
      data: { countries: rows.map((row) => ({ name: row.name, phone_code: row.phoneCode })) },
    };
  });
}
