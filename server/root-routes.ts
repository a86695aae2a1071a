import type { RootRoutes } from './app';
import { paymentGatewayRoutes } from './payments/gateway';
import { realtimeRestRoutes } from './realtime/rest';
import { devOutboxRoutes } from './web/dev-outbox';
import { mediaRoutes } from './web/media';

/** Routes outside the contract: media files, the demo payment gateway, the dev outbox, realtime REST. */
export const rootRoutes: RootRoutes[] = [mediaRoutes, devOutboxRoutes, paymentGatewayRoutes, realtimeRestRoutes];
