import { OperationRegistry } from '../http/operation';
import { accountRoutes } from './account';
import { addressesRoutes } from './addresses';
import { authRoutes } from './auth';
import { cartRoutes } from './cart';
import { catalogRoutes } from './catalog';
import { chatRoutes } from './chat';
import { contentRoutes } from './content';
import { favoritesRoutes } from './favorites';
import { ordersRoutes } from './orders';
import { recentlyViewedRoutes } from './recently-viewed';
import { returnsRoutes } from './returns';
import { sellersRoutes } from './sellers';
import { settingsRoutes } from './settings';
import { ticketsRoutes } from './tickets';
import { vouchersRoutes } from './vouchers';

/** Every operation of the contract, one module per tag. */
export function contractRoutes(): OperationRegistry {
  const routes = new OperationRegistry();
  for (const register of [
    settingsRoutes,
    authRoutes,
    accountRoutes,
    catalogRoutes,
    contentRoutes,
    sellersRoutes,
    cartRoutes,
    ordersRoutes,
    returnsRoutes,
    addressesRoutes,
    favoritesRoutes,
    recentlyViewedRoutes,
    vouchersRoutes,
    ticketsRoutes,
    chatRoutes,
  ]) {
    register(routes);
  }
  return routes;
}
