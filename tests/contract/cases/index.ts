import { cartOrdersCases } from './cart-and-orders';
import { catalogContentCases } from './catalog-and-content';
import { chatVouchersCases } from './chat-and-vouchers';
import { identityCases } from './identity';
import { returnsAddressesTicketsCases } from './returns-addresses-tickets';
import { sellersCases } from './sellers';

export const cases = [
  ...identityCases,
  ...chatVouchersCases,
  ...catalogContentCases,
  ...cartOrdersCases,
  ...returnsAddressesTicketsCases,
  ...sellersCases,
];
