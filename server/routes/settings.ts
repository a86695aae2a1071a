import { asc, eq } from 'drizzle-orm';
import type { Answer } from '../../src/api/types';
import { countries, siteSettings, translations } from '../db/schema';
import type { OperationRegistry } from '../http/operation';

type Master = Answer<'getMaster'>['data'];

/** Site settings, server-side translations and countries. */
export function settingsRoutes(routes: OperationRegistry): void {
  routes.serve('getMaster', async ({ deps }) => {
    const [row] = await deps.db.select().from(siteSettings).where(eq(siteSettings.id, 1));
    const master = (row?.master ?? {}) as Master;
    // The environment is the running server's, so the login dialog pre-fills the demo customer only locally.
    return {
      message: 'Settings',
      data: { ...master, app_environment: deps.config.appEnv, pusher_app_key: deps.config.realtime.key },
    };
  });

  routes.serve('getLanguageStrings', async ({ deps, path }) => {
    const rows = await deps.db.select().from(translations).where(eq(translations.locale, path.locale));
    return { message: 'Translations', data: Object.fromEntries(rows.map((row) => [row.key, row.value])) };
  });

  routes.serve('listCountries', async ({ deps }) => {
    const rows = await deps.db.select().from(countries).orderBy(asc(countries.name));
    return {
      message: 'Countries',
      data: { countries: rows.map((row) => ({ name: row.name, phone_code: row.phoneCode })) },
    };
  });
}
