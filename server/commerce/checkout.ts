import type { Schema } from '../../src/api/types';
import { cents } from '../catalog/pricing';
import type { Db } from '../db/client';
import { DELIVERY_CHARGE_PER_SHOP, VAT } from '../db/seed/facts';
import { fieldError } from '../http/http-error';
import { say } from '../i18n/say';
import { type CartLine, cartShopGroup, groupByShop, linesTotal, loadCartLines } from './cart-lines';
import { type CouponOutcome, evaluateCoupon, findCouponByCode } from './coupons';
import type { Master } from './master';

export interface CheckoutRequest {
  shopIds: number[];
  couponCode?: string | null;
  isBuyNow?: boolean;
}

/** One selected shop's lines and the figures of the order it would become. */
export interface ShopOrderFigures {
  shop: Schema<'ShopSummary'>;
  lines: CartLine[];
  subtotal: number;
  deliveryCharge: number;
  couponDiscount: number;
  couponCode: string | null;
  taxAmount: number;
  payableAmount: number;
}

export interface Checkout {
  shops: ShopOrderFigures[];
  summary: Schema<'CheckoutSummary'>;
  /** Null when no code was sent. */
  coupon: CouponOutcome | null;
}

/**
 * One shop order's figures: a fixed delivery charge per shop order, and one VAT line on the subtotal after the
 * voucher discount (the rules the seed's orders follow too).
 */
function shopFigures(lines: CartLine[], discount: number, couponCode: string | null) {
  const subtotal = linesTotal(lines);
  const taxAmount = cents(((subtotal - discount) * VAT.percentage) / 100);
  return {
    subtotal,
    deliveryCharge: DELIVERY_CHARGE_PER_SHOP,
    couponDiscount: discount,
    couponCode,
    taxAmount,
    payableAmount: cents(subtotal + DELIVERY_CHARGE_PER_SHOP - discount + taxAmount),
  };
}

const sum = (values: number[]) => cents(values.reduce((total, value) => total + value, 0));

/**
 * What ordering the selected shops' lines (the cart, or the buy-now slot) would cost. Every selected shop must
 * have lines (422). The summary is the sum of the shop orders, so it equals what the placed orders charge.
 */
export async function workOutCheckout(
  db: Db,
  userId: number,
  request: CheckoutRequest,
  now: Date,
  master: Master,
): Promise<Checkout> {
  const groups = groupByShop(await loadCartLines(db, userId, request.isBuyNow ?? false, now));
  const wanted = new Set(request.shopIds);
  const selected = groups.filter((group) => wanted.has(group.shop.id));
  if (groups.length === 0) throw fieldError('shop_ids', say('checkout.empty'));
  if (wanted.size === 0 || selected.length < wanted.size) {
    throw fieldError('shop_ids', say('checkout.shopNotInCart'));
  }

  const code = request.couponCode?.trim();
  const found = code ? await findCouponByCode(db, code) : undefined;
  const couponShop = found ? selected.find((group) => group.shop.id === found.coupon.shopId) : undefined;
  const coupon = code
    ? evaluateCoupon(found, couponShop ? linesTotal(couponShop.lines) : undefined, now, master)
    : null;

  const shops = selected.map((group) => {
    const discounted = coupon?.applies && coupon.coupon.shopId === group.shop.id ? coupon : null;
    return { ...group, ...shopFigures(group.lines, discounted?.discount ?? 0, discounted?.coupon.code ?? null) };
  });
  const taxes = sum(shops.map((shop) => shop.taxAmount));
  return {
    shops,
    coupon,
    summary: {
      total_amount: sum(shops.map((shop) => shop.subtotal)),
      delivery_charge: sum(shops.map((shop) => shop.deliveryCharge)),
      coupon_discount: sum(shops.map((shop) => shop.couponDiscount)),
      order_tax_amount: taxes,
      all_vat_taxes: [{ name: VAT.name, percentage: VAT.percentage, amount: taxes }],
      payable_amount: sum(shops.map((shop) => shop.payableAmount)),
    },
  };
}

/** The checkout groups as `checkoutCart` answers them. */
export function checkoutItems(checkout: Checkout): Schema<'CheckoutShopGroup'>[] {
  return checkout.shops.map((shop) => ({
    ...cartShopGroup(shop),
    subtotal: shop.subtotal,
    delivery_charge: shop.deliveryCharge,
    coupon_discount: shop.couponDiscount,
  }));
}
