import type { RootRoutes } from './app';
import { isLocal } from './config';
import { paymentGatewayRoutes } from './payments/gateway';
import { realtimeRestRoutes } from './realtime/rest';
import { devOutboxRoutes } from './web/dev-outbox';
import { mediaRoutes } from './web/media';

/**
 * Development-only routes exist only with APP_ENV=local (server/config.ts); anywhere else their paths are a plain
 * 404, not the storefront's page.
 */
function localOnly(paths: string, register: RootRoutes): RootRoutes {
  return (app, config) => {
    if (isLocal(config)) register(app, config);
    else app.all(paths, (c) => c.notFound());
  };
}

/** Routes outside the contract: media files, the demo payment gateway, the dev outbox, realtime REST. */
export const rootRoutes: RootRoutes[] = [
  mediaRoutes,
  localOnly('/dev/*', devOutboxRoutes),
  localOnly('/payments/*', paymentGatewayRoutes),
  realtimeRestRoutes,
];
