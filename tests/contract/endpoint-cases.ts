import { expect } from 'vitest';
import type { Endpoints } from '../../src/api/endpoints';

/**
 * One case per operation: how the storefront calls it, and the fields it reads from the answer
 * (spec section 7: data.access.token, data.email_or_phone, data.data.data, data.coupons, …).
 */
export interface ContractCase {
  op: string;
  call: (api: Endpoints) => Promise<unknown>;
  check: (body: never) => void;
}

function c<T>(op: string, call: (api: Endpoints) => Promise<T>, check: (body: T) => void): ContractCase {
  return { op, call, check: check as (body: never) => void };
}

const anyString = expect.any(String);
const anyNumber = expect.any(Number);
const photo = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
const receipt = new Blob(['%PDF-1.4 receipt'], { type: 'application/pdf' });

export const cases: ContractCase[] = [
  // settings
  c(
    'getMaster',
    (api) => api.settings.getMaster(),
    ({ data }) => {
      expect(data.app_name).toEqual(anyString);
      expect(data.currencies.some((currency) => currency.is_default)).toBe(true);
      expect(data.languages.map((language) => language.direction)).toContain('rtl');
    },
  ),
  c(
    'getLanguageStrings',
    (api) => api.settings.getLanguageStrings('ar'),
    ({ data }) => expect(Object.values(data).every((text) => typeof text === 'string')).toBe(true),
  ),
  c(
    'listCountries',
    (api) => api.settings.listCountries(),
    ({ data }) => expect(data.countries[0]).toMatchObject({ name: anyString, phone_code: anyString }),
  ),

  // auth
  c(
    'login',
    (api) => api.auth.login({ phone: 'shopper@example.com', password: 'shopper-demo-1' }),
    ({ data }) => {
      expect(data.access.token).toEqual(anyString);
      expect(data.user).toMatchObject({ id: anyNumber, name: anyString });
    },
  ),
  c(
    'register',
    (api) =>
      api.auth.register({
        name: 'Noor Haddad',
        phone: '5550100777',
        phone_code: '+1',
        country: 'United States',
        email: 'noor@example.com',
        password: 'a-long-password',
      }),
    ({ data }) => expect(data.access.token).toEqual(anyString),
  ),
  c(
    'sendOtp',
    (api) => api.auth.sendOtp({ phone: '5550100001', phone_code: '+1', forgot_password: 1 }),
    (body) => {
      expect(body.message).toEqual(anyString);
      expect(body.data.email_or_phone).toEqual(anyString);
    },
  ),
  c(
    'verifyOtp',
    (api) => api.auth.verifyOtp({ phone: '5550100001', otp: '4821' }),
    (body) => expect(body.data.token).toEqual(anyString),
  ),
  c(
    'resetPassword',
    (api) =>
      api.auth.resetPassword({ password: 'new-password-1', password_confirmation: 'new-password-1', token: 'rst_abc' }),
    (body) => expect(body.message).toEqual(anyString),
  ),
  c(
    'socialLogin',
    (api) => api.auth.socialLogin('google', { code: 'google-id-token', data: { name: 'Sam Shopper' } }),
    ({ data }) => {
      expect(data.access.token).toEqual(anyString);
      expect(data.user.id).toEqual(anyNumber);
    },
  ),
  c(
    'logout',
    (api) => api.auth.logout(),
    (body) => expect(body.message).toEqual(anyString),
  ),
  c(
    'updateLastSeen',
    (api) => api.auth.updateLastSeen(),
    (body) => expect(body.message).toEqual(anyString),
  ),

  // account
  c(
    'getProfile',
    (api) => api.account.getProfile(),
    ({ data }) => expect(data.user.name).toEqual(anyString),
  ),
  c(
    'updateProfile',
    (api) =>
      api.account.updateProfile({ name: 'Sam Shopper', phone: '5550100001', gender: 'female', profile_photo: photo }),
    ({ data }) => expect(data.user.id).toEqual(anyNumber),
  ),
  c(
    'changePassword',
    (api) =>
      api.account.changePassword({
        current_password: 'shopper-demo-1',
        password: 'shopper-demo-2',
        password_confirmation: 'shopper-demo-2',
      }),
    (body) => expect(body.message).toEqual(anyString),
  ),

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

  // catalog
  c(
    'getHome',
    (api) => api.catalog.getHome({ page: 1, per_page: 10 }),
    ({ data }) => {
      expect(Array.isArray(data.banners)).toBe(true);
      expect(data.just_for_you.products[0]?.id).toEqual(anyNumber);
    },
  ),
  c(
    'listProducts',
    (api) =>
      api.catalog.listProducts({
        search: 'lamp',
        category_id: 2,
        sub_category_id: 5,
        shop_id: 2,
        min_price: 10,
        max_price: 200,
        rating: 4,
        brand_id: 3,
        color_id: 1,
        size_id: 2,
        sort_type: 'price_low_to_high',
        page: 2,
        per_page: 10,
      }),
    ({ data }) => {
      expect(data.total).toEqual(anyNumber);
      expect(Array.isArray(data.filters.brands)).toBe(true);
    },
  ),
  c(
    'getProductDetails',
    (api) => api.catalog.getProductDetails({ product_id: 12 }),
    ({ data }) => expect(data.product).toMatchObject({ id: anyNumber, price: anyNumber, shop: { id: anyNumber } }),
  ),
  c(
    'listReviews',
    (api) => api.catalog.listReviews({ product_id: 12, page: 1, per_page: 10 }),
    ({ data }) => expect(data.average_rating).toEqual(anyNumber),
  ),
  c(
    'createProductReview',
    (api) => api.catalog.createProductReview({ product_id: 12, order_id: 1030, rating: 4, description: 'Fresh.' }),
    (body) => expect(body.message).toEqual(anyString),
  ),
  c(
    'listCategories',
    (api) => api.catalog.listCategories({ page: 1, per_page: 10 }),
    ({ data }) => expect(data.categories[0]?.sub_categories).toBeDefined(),
  ),
  c(
    'listSubCategories',
    (api) => api.catalog.listSubCategories({ category_id: 1 }),
    ({ data }) => expect(Array.isArray(data.sub_categories)).toBe(true),
  ),
  c(
    'listShops',
    (api) => api.catalog.listShops({ page: 1, per_page: 10, search: 'home' }),
    ({ data }) => expect(data.shops[0]).toMatchObject({ id: anyNumber, name: anyString }),
  ),
  c(
    'getShop',
    (api) => api.catalog.getShop(2),
    ({ data }) => expect(data.shop).toMatchObject({ id: anyNumber, banner: anyString }),
  ),
  c(
    'listShopCategories',
    (api) => api.catalog.listShopCategories({ shop_id: 2 }),
    ({ data }) => expect(Array.isArray(data.categories)).toBe(true),
  ),
  c(
    'listShopPopularProducts',
    (api) => api.catalog.listShopPopularProducts({ shop_id: 2 }),
    ({ data }) => expect(Array.isArray(data.products)).toBe(true),
  ),
  c(
    'listFlashSales',
    (api) => api.catalog.listFlashSales(),
    ({ data }) => expect(data).toHaveProperty('running_flash_sale'),
  ),
  c(
    'getFlashSaleDetails',
    (api) => api.catalog.getFlashSaleDetails(1, { category_id: 2 }),
    ({ data }) => expect(data.flash_sale.id).toEqual(anyNumber),
  ),

  // content
  c(
    'listBlogs',
    (api) => api.content.listBlogs({ page: 1, per_page: 10 }),
    ({ data }) => expect(data.blogs[0]?.slug).toEqual(anyString),
  ),
  c(
    'getBlog',
    (api) => api.content.getBlog('choosing-a-reading-lamp'),
    ({ data }) => expect(data.blog.title).toEqual(anyString),
  ),
  c(
    'getLegalPage',
    (api) => api.content.getLegalPage('terms-and-conditions'),
    ({ data }) => expect(data.content).toMatchObject({ title: anyString, description: anyString }),
  ),
  c(
    'getContactDetails',
    (api) => api.content.getContactDetails(),
    ({ data }) => expect(data).toHaveProperty('email'),
  ),
  c(
    'sendSupportMessage',
    (api) =>
      api.content.sendSupportMessage({ email: 'visitor@example.com', subject: 'Opening hours', message: 'When?' }),
    (body) => expect(body.message).toEqual(anyString),
  ),

  // cart
  c(
    'addToCart',
    (api) => api.cart.addToCart({ product_id: 21, quantity: 1, color: 2, size: 6, unit: 1 }),
    ({ data }) => {
      expect(data.total).toEqual(anyNumber);
      expect(data.cart_items[0]).toMatchObject({ shop_id: anyNumber, shop_name: anyString });
      expect(data).toHaveProperty('info');
    },
  ),
  c(
    'getCart',
    (api) => api.cart.getCart(),
    ({ data }) => expect(Array.isArray(data.cart_items)).toBe(true),
  ),
  c(
    'incrementCartItem',
    (api) => api.cart.incrementCartItem({ product_id: 21 }),
    ({ data }) => expect(data.total).toEqual(anyNumber),
  ),
  c(
    'decrementCartItem',
    (api) => api.cart.decrementCartItem({ product_id: 21 }),
    (body) => expect(body.message).toBe('product removed from cart'),
  ),
  c(
    'deleteCartItem',
    (api) => api.cart.deleteCartItem({ product_id: 21 }),
    ({ data }) => expect(data.total).toEqual(anyNumber),
  ),
  c(
    'checkoutCart',
    (api) => api.cart.checkoutCart({ shop_ids: [1, 3] }),
    ({ data }) => {
      expect(data.checkout).toMatchObject({ payable_amount: anyNumber, delivery_charge: anyNumber });
      expect(Array.isArray(data.checkout_items)).toBe(true);
    },
  ),

  // orders
  c(
    'placeOrder',
    (api) =>
      api.orders.placeOrder(
        { shop_ids: [3], address_id: 7, payment_method: 'cash' },
        'b1946ac9-2b4f-4c1e-9a3f-1d2e3f4a5b6c',
      ),
    ({ data }) => expect(data).toHaveProperty('order_payment_url'),
  ),
  c(
    'payOrderAgain',
    (api) => api.orders.payOrderAgain({ order: 1042, paymentMethod: 'stripe' }),
    ({ data }) => expect(data.order_payment_url).toEqual(anyString),
  ),
  c(
    'listOrders',
    (api) => api.orders.listOrders({ order_status: 'on_the_way', page: 1, per_page: 10 }),
    ({ data }) => expect(data.status_wise_orders).toMatchObject({ all: anyNumber, on_the_way: anyNumber }),
  ),
  c(
    'getOrderDetails',
    (api) => api.orders.getOrderDetails({ order_id: 1042 }),
    ({ data }) => expect(data.order.id).toEqual(anyNumber),
  ),
  c(
    'cancelOrder',
    (api) => api.orders.cancelOrder({ order_id: 1042 }),
    (body) => expect(body.message).toEqual(anyString),
  ),
  c(
    'orderAgain',
    (api) => api.orders.orderAgain({ order_id: 1030 }),
    ({ data }) => expect(Array.isArray(data.cart_items)).toBe(true),
  ),

  // favorites
  c(
    'toggleFavorite',
    (api) => api.favorites.toggleFavorite({ product_id: 31 }),
    ({ data }) => expect(data.is_favorite).toEqual(expect.any(Boolean)),
  ),
  c(
    'listFavorites',
    (api) => api.favorites.listFavorites(),
    ({ data }) => expect(Array.isArray(data.products)).toBe(true),
  ),

  // returns
  c(
    'listReturnOrders',
    (api) => api.returns.listReturnOrders({ page: 1, per_page: 10 }),
    ({ data }) => expect(data.total).toEqual(anyNumber),
  ),
  c(
    'getReturnOrder',
    (api) => api.returns.getReturnOrder(5),
    ({ data }) => expect(data.return_order.id).toEqual(anyNumber),
  ),
  c(
    'createReturnOrder',
    (api) =>
      api.returns.createReturnOrder({
        order_id: 1028,
        reason: 'Arrived cracked.',
        product_ids: [12],
        bank_account_number: '000123456789',
        return_address: '12 Market Street',
      }),
    (body) => expect(body.message).toEqual(anyString),
  ),

  // addresses
  c(
    'listAddresses',
    (api) => api.addresses.listAddresses(),
    ({ data }) => expect(data.addresses[0]).toMatchObject({ id: anyNumber, is_default: expect.any(Boolean) }),
  ),
  c(
    'createAddress',
    (api) =>
      api.addresses.createAddress({
        name: 'Sam Shopper',
        phone: '5550100001',
        address_line: '200 Harbor Avenue',
        address_type: 'home',
      }),
    ({ data }) => expect(data.address.id).toEqual(anyNumber),
  ),
  c(
    'updateAddress',
    (api) =>
      api.addresses.updateAddress(7, {
        name: 'Sam Shopper',
        phone: '5550100001',
        address_line: '200 Harbor Avenue',
        address_type: 'office',
        is_default: true,
      }),
    ({ data }) => expect(data.address.is_default).toEqual(expect.any(Boolean)),
  ),
  c(
    'deleteAddress',
    (api) => api.addresses.deleteAddress(7),
    (body) => expect(body.message).toEqual(anyString),
  ),

  // tickets
  c(
    'listTicketIssueTypes',
    (api) => api.tickets.listTicketIssueTypes(),
    ({ data }) => expect(data.issue_types[0]).toMatchObject({ id: anyNumber, name: anyString }),
  ),
  c(
    'listSupportTickets',
    (api) => api.tickets.listSupportTickets({ page: 1, per_page: 10 }),
    ({ data }) => expect(data).toMatchObject({ running: anyNumber, completed: anyNumber, cancel: anyNumber }),
  ),
  c(
    'createSupportTicket',
    (api) =>
      api.tickets.createSupportTicket({
        issue_type: 1,
        subject: 'Earbuds not charging',
        message: 'The right earbud does not charge.',
        email: 'shopper@example.com',
        attachments: [receipt, photo],
      }),
    ({ data }) => expect(data.support_ticket.ticket_number).toEqual(anyString),
  ),
  c(
    'getSupportTicket',
    (api) => api.tickets.getSupportTicket({ ticket_number: 'TK-100005' }),
    ({ data }) => expect(data.support_ticket.ticket_number).toEqual(anyString),
  ),
  c(
    'listSupportTicketMessages',
    (api) => api.tickets.listSupportTicketMessages({ ticket_number: 'TK-100005' }),
    ({ data }) => expect(Array.isArray(data.messages)).toBe(true),
  ),
  c(
    'replySupportTicket',
    (api) => api.tickets.replySupportTicket({ ticket_number: 'TK-100005', message: 'Still not charging.' }),
    (body) => expect(body.message).toEqual(anyString),
  ),
];
