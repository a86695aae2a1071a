import { Hono } from 'hono';
import type { Config } from './config';
import type { ServerDeps } from './deps';
import type { AppEnv } from './http/env';
import { answerError } from './http/errors';
import { refuseMalformedAddresses } from './http/request-limits';
import { answerInRequestLanguage, currentLanguage } from './i18n/request-language';
import { say } from './i18n/say';
import { contractRoutes } from './routes';
import { securityHeaders } from './web/security-headers';
import { serveStorefront } from './web/storefront';

/** Extra routes outside the contract (media, payment gateway, dev outbox, realtime REST), mounted at the root. */
export type RootRoutes = (app: Hono<AppEnv>, config: Config) => void;

/** The reference API under /api, the files it serves, and the built storefront for every other path. */
export function createApp(deps: ServerDeps, extra: RootRoutes[] = []): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(answerError);
  app.use('*', securityHeaders());
  app.use('*', answerInRequestLanguage());
  app.use('*', refuseMalformedAddresses());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('user', null);
    await next();
  });

  const api = new Hono<AppEnv>();
  api.onError(answerError);
  api.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    // The messages are in the caller's language (server/i18n/request-language.ts).
    c.header('Content-Language', currentLanguage());
    c.header('Vary', 'Accept-Language', { append: true });
    // A write may change what the catalog shows or who a token is: what is kept in memory goes
    // (catalog/catalog-cache.ts, http/token-cache.ts). The contract's logout is a GET that writes.
    // Only a write the contract names that went through can have changed anything: an unknown path or a refused
    // request leaves every kept answer in place, so no one can keep shoppers on the slow path by sending them.
    const operation = c.get('operation');
    const writes = (c.req.method !== 'GET' && c.req.method !== 'HEAD') || operation === 'logout';
    if (operation !== undefined && writes && c.res.status < 300) {
      deps.catalog.afterWrite(operation);
      // Awaited: the other instances forget the token before the answer goes (http/token-cache-fanout.ts).
      await deps.tokens.afterWrite(operation, c.get('user')?.id ?? null);
    }
  });
  contractRoutes().mount(api);
  api.all('*', (c) => c.json({ message: say('request.notFound') }, 404));
  app.route('/api', api);

  for (const register of extra) register(app, deps.config);
  serveStorefront(app, deps.config.distDir, deps.renderFirstScreen);
  return app;
}
