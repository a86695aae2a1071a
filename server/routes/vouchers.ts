import { and, asc, eq } from 'drizzle-orm';
import { couponAnswer, couponValidOn, evaluateCoupon, findCouponByCode } from '../commerce/coupons';
import { readMaster } from '../commerce/master';
import { priceVoucherLines } from '../commerce/voucher-lines';
import type { Db } from '../db/client';
import { collectedCoupons, coupons, shops } from '../db/schema';
import { fieldError, notFound } from '../http/http-error';
import type { OperationRegistry } from '../http/operation';
import { say } from '../i18n/say';

async function requireShop(db: Db, shopId: number): Promise<void> {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId));
  if (!shop) throw notFound(say('catalog.shopNotFound'));
}

/** The contract's `vouchers` operations. */
export function vouchersRoutes(routes: OperationRegistry): void {
  routes.serve('getVouchers', async ({ deps, query, user }) => {
    await requireShop(deps.db, query.shop_id);
    // A visitor (no user has id 0) has collected nothing.
    const rows = await deps.db
      .select({ coupon: coupons, collectedBy: collectedCoupons.userId })
      .from(coupons)
      .leftJoin(
        collectedCoupons,
        and(eq(collectedCoupons.couponId, coupons.id), eq(collectedCoupons.userId, user?.id ?? 0)),
      )
      .where(and(eq(coupons.shopId, query.shop_id), couponValidOn(deps.now())))
      .orderBy(asc(coupons.validity), asc(coupons.id));
    return {
      message: say('voucher.list'),
      data: { coupons: rows.map((row) => couponAnswer(row.coupon, row.collectedBy !== null)) },
    };
  });

  routes.serve('collectVoucher', async ({ deps, body, customer }) => {
    const [coupon] = await deps.db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.id, body.coupon_id), couponValidOn(deps.now())));
    if (!coupon) throw notFound(say('voucher.notFound'));
    const saved = await deps.db
      .insert(collectedCoupons)
      .values({ userId: customer.id, couponId: coupon.id, createdAt: deps.now() })
      .onConflictDoNothing()
      .returning({ couponId: collectedCoupons.couponId });
    if (saved.length === 0) throw fieldError('coupon_id', say('voucher.alreadyCollected'));
    return { message: say('voucher.collected') };
  });

  routes.serve('getCollectedVouchers', async ({ deps, query, customer }) => {
    if (query.shop_id !== undefined) await requireShop(deps.db, query.shop_id);
    const rows = await deps.db
      .select({ coupon: coupons })
      .from(collectedCoupons)
      .innerJoin(coupons, eq(coupons.id, collectedCoupons.couponId))
      .where(
        and(
          eq(collectedCoupons.userId, customer.id),
          couponValidOn(deps.now()),
          query.shop_id === undefined ? undefined : eq(coupons.shopId, query.shop_id),
        ),
      )
      .orderBy(asc(coupons.validity), asc(coupons.id));
    return {
      message: say('voucher.collectedList'),
      data: { coupons: rows.map((row) => couponAnswer(row.coupon, true)) },
    };
  });

  routes.serve('applyVoucher', async ({ deps, body, customer }) => {
    const now = deps.now();
    const { total, subtotals } = await priceVoucherLines(deps.db, body.products, now);
    const voucher = await findCouponByCode(deps.db, body.coupon_code);
    const shopSubtotal = voucher ? subtotals.get(voucher.coupon.shopId) : undefined;
    const outcome = evaluateCoupon(voucher, shopSubtotal, now, await readMaster(deps.db));
    if (!outcome.applies) throw fieldError('coupon_code', outcome.reason);

    const [collected] = await deps.db
      .select({ couponId: collectedCoupons.couponId })
      .from(collectedCoupons)
      .where(and(eq(collectedCoupons.userId, customer.id), eq(collectedCoupons.couponId, outcome.coupon.id)));
    return {
      message: say('voucher.applied'),
      data: {
        total_order_amount: total,
        total_discount_amount: outcome.discount,
        coupon: couponAnswer(outcome.coupon, collected !== undefined),
      },
    };
  });
}
