import { eq, sql } from 'drizzle-orm';
import type { Schema } from '../../src/api/types';
import { cents } from '../catalog/pricing';
import type { Db } from '../db/client';
import { coupons, shops } from '../db/schema';
import { say } from '../i18n/say';
import { formatAmount, type Master } from './master';

export type CouponRow = typeof coupons.$inferSelect;

/** The UTC calendar day of a moment (`YYYY-MM-DD`), the unit a voucher's validity is given in. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** A voucher can be used up to and including its `validity` day. */
export function isCouponValid(coupon: Pick<CouponRow, 'validity'>, now: Date): boolean {
  return coupon.validity >= utcDay(now);
}

/** SQL: the voucher is still valid on `now`'s day. */
export const couponValidOn = (now: Date) => sql`${coupons.validity} >= ${utcDay(now)}::date`;

export function couponAnswer(coupon: CouponRow, isCollected: boolean): Schema<'Coupon'> {
  return {
    id: coupon.id,
    shop_id: coupon.shopId,
    code: coupon.code,
    discount_type: coupon.discountType,
    discount: coupon.discount,
    min_order_amount: coupon.minOrderAmount,
    validity: coupon.validity,
    is_collected: isCollected,
  };
}

/** A typed code and the voucher it names (codes are matched without regard to case), with its shop's name. */
export async function findCouponByCode(db: Db, code: string) {
  const [found] = await db
    .select({ coupon: coupons, shopName: shops.name })
    .from(coupons)
    .innerJoin(shops, eq(shops.id, coupons.shopId))
    .where(sql`upper(${coupons.code}) = upper(${code.trim()})`);
  return found;
}

export type CouponOutcome =
  | { applies: true; coupon: CouponRow; discount: number }
  | { applies: false; coupon: CouponRow | null; reason: string };

/**
 * Whether a voucher applies to a basket: it must exist, be valid now, and the subtotal of its own shop's lines
 * (absent when none is in the basket) must reach its minimum. The discount is a percentage of that subtotal, or
 * the amount capped at it.
 */
export function evaluateCoupon(
  found: { coupon: CouponRow; shopName: string } | undefined,
  shopSubtotal: number | undefined,
  now: Date,
  master: Master,
): CouponOutcome {
  if (!found) return { applies: false, coupon: null, reason: say('voucher.unknown') };
  const { coupon, shopName } = found;
  if (!isCouponValid(coupon, now)) return { applies: false, coupon, reason: say('voucher.expired') };
  if (shopSubtotal === undefined) {
    return { applies: false, coupon, reason: say('voucher.otherShop', { shop: shopName }) };
  }
  if (shopSubtotal < coupon.minOrderAmount) {
    const minimum = formatAmount(master, coupon.minOrderAmount);
    return { applies: false, coupon, reason: say('voucher.minimum', { amount: minimum, shop: shopName }) };
  }
  const discount =
    coupon.discountType === 'Percentage'
      ? cents((shopSubtotal * coupon.discount) / 100)
      : cents(Math.min(coupon.discount, shopSubtotal));
  return { applies: true, coupon, discount };
}
