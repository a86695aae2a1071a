import { expect } from 'vitest';
import { type ContractCase, contractCase as c } from './contract-case';

const anyString = expect.any(String);
const anyNumber = expect.any(Number);

export const cartOrdersCases: ContractCase[] = [
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

  // recently viewed
  c(
    'recordRecentlyViewed',
    (api) => api.recentlyViewed.recordRecentlyViewed({ product_ids: [31, 41] }),
    ({ data }) => expect(Array.isArray(data.products)).toBe(true),
  ),
  c(
    'listRecentlyViewed',
    (api) => api.recentlyViewed.listRecentlyViewed(),
    ({ data }) => expect(Array.isArray(data.products)).toBe(true),
  ),
];
