import { expect } from 'vitest';
import { type ContractCase, contractCase as c } from './contract-case';

const anyString = expect.any(String);
const anyNumber = expect.any(Number);

export const chatVouchersCases: ContractCase[] = [
  // chat
  c(
    'getUnreadMessages',
    (api) => api.chat.getUnreadMessages({ user_id: 1 }),
    ({ data }) => expect(data.unread_messages).toEqual(anyNumber),
  ),
  c(
    'getChatMessages',
    (api) => api.chat.getChatMessages({ shop_id: 1, page: 1, per_page: 20 }),
    ({ data }) => {
      expect(Array.isArray(data.data.data)).toBe(true);
      expect(data.data.data[0]).toHaveProperty('shop_active_status');
    },
  ),
  c(
    'sendChatMessage',
    (api) => api.chat.sendChatMessage({ shop_id: 1, message: 'Are these ripe?', type: 'user' }),
    (body) => expect(body.message).toEqual(anyString),
  ),
  c(
    'storeChatMessage',
    (api) => api.chat.storeChatMessage({ shop_id: 1, user_id: 1, type: 'user' }),
    (body) => expect(body.message).toEqual(anyString),
  ),
  c(
    'getChatShops',
    (api) => api.chat.getChatShops({ search: 'green', page: 1, per_page: 20 }),
    ({ data }) => expect(data.data[0]).toMatchObject({ shop: { id: anyNumber, name: anyString } }),
  ),

  // vouchers
  c(
    'getVouchers',
    (api) => api.vouchers.getVouchers({ shop_id: 1 }),
    ({ data }) => expect(data.coupons[0]).toMatchObject({ id: anyNumber, is_collected: expect.any(Boolean) }),
  ),
  c(
    'collectVoucher',
    (api) => api.vouchers.collectVoucher({ coupon_id: 4 }),
    (body) => expect(body.message).toEqual(anyString),
  ),
  c(
    'getCollectedVouchers',
    (api) => api.vouchers.getCollectedVouchers({ shop_id: 1 }),
    ({ data }) => expect(Array.isArray(data.coupons)).toBe(true),
  ),
  c(
    'applyVoucher',
    (api) => api.vouchers.applyVoucher({ coupon_code: 'FRESH10', products: [{ id: 12, quantity: 2, shop_id: 1 }] }),
    ({ data }) => expect(data.total_discount_amount).toEqual(anyNumber),
  ),
];
