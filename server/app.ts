import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { ServerDeps } from './deps';
import type { AppEnv } from './http/env';
import { answerError } from './http/errors';
import { contractRoutes } from './routes';
import { securityHeaders } from './web/security-headers';
import { serveStorefront } from './web/storefront';

/** Extra routes outside the contract (media, payment gateway, dev outbox, realtime REST), mounted at the root. */
export type RootRoutes = (app: Hono<AppEnv>) => void;

/** The reference API under /api, the files it serves, and the built storefront for every other path. */
export function createApp(deps: ServerDeps, extra: RootRoutes[] = []): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(answerError);
  app.use('*', securityHeaders());
  app.use('*', compress());
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
    // A write may change what the catalog shows: the answers kept in memory go (catalog/catalog-cache.ts).
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') deps.catalog.afterWrite(c.get('operation'));
  });
  contractRoutes().mount(api);
  api.all('*', (c) => c.json({ message: 'Not found.' }, 404));
  app.route('/api', api);

  for (const register of extra) register(app);
  serveStorefront(app, deps.config.distDir);
  return app;
}
