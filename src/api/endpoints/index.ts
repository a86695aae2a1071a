import type { ApiClient } from '../client';
import { accountEndpoints } from './account';
import { addressesEndpoints } from './addresses';
import { authEndpoints } from './auth';
import { cartEndpoints } from './cart';
import { catalogEndpoints } from './catalog';
import { chatEndpoints } from './chat';
import { contentEndpoints } from './content';
import { favoritesEndpoints } from './favorites';
import { ordersEndpoints } from './orders';
import { recentlyViewedEndpoints } from './recently-viewed';
import { returnsEndpoints } from './returns';
import { sellersEndpoints } from './sellers';
import { settingsEndpoints } from './settings';
import { ticketsEndpoints } from './tickets';
import { vouchersEndpoints } from './vouchers';

/** Every operation of the contract, grouped as the contract's tags group them. */
export function createEndpoints(client: ApiClient) {
  return {
    settings: settingsEndpoints(client),
    auth: authEndpoints(client),
    account: accountEndpoints(client),
    catalog: catalogEndpoints(client),
    content: contentEndpoints(client),
    sellers: sellersEndpoints(client),
    cart: cartEndpoints(client),
    orders: ordersEndpoints(client),
    returns: returnsEndpoints(client),
    addresses: addressesEndpoints(client),
    favorites: favoritesEndpoints(client),
    recentlyViewed: recentlyViewedEndpoints(client),
    vouchers: vouchersEndpoints(client),
    tickets: ticketsEndpoints(client),
    chat: chatEndpoints(client),
  };
}

export type Endpoints = ReturnType<typeof createEndpoints>;
