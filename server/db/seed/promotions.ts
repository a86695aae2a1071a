/** Promotions: the running and upcoming flash sales, home banners and ads, and shop vouchers (coupons). */
import type * as schema from '../schema';
import { FLASH_SALES, VOUCHERS } from './facts';
import { ago, isoDay, later } from './util';

type FlashSaleRow = typeof schema.flashSales.$inferInsert;

/** Products in each sale (none out of stock, no product in both). */
export const RUNNING_SALE_PRODUCT_IDS = [12, 4, 6, 19, 23, 34, 45, 56, 67, 79];
export const UPCOMING_SALE_PRODUCT_IDS = [14, 28, 38, 46, 60, 71, 75, 82];

export function buildFlashSales(now: Date): {
  flashSales: FlashSaleRow[];
  flashSaleProducts: (typeof schema.flashSaleProducts.$inferInsert)[];
} {
  const flashSales: FlashSaleRow[] = [
    {
      id: FLASH_SALES.running.id,
      name: FLASH_SALES.running.name,
      description: 'Two days only: 20 % off favourites from every corner of the market, while stocks last.',
      thumbnail: `/media/flash-sales/${FLASH_SALES.running.id}.jpg`,
      discount: FLASH_SALES.running.discount,
      startDate: ago(now, { days: 1 }),
      endDate: later(now, { days: 2 }),
    },
    {
      id: FLASH_SALES.upcoming.id,
      name: FLASH_SALES.upcoming.name,
      description: 'Get ready for summer: 30 % off camping gear, sandals, linens and more.',
      thumbnail: `/media/flash-sales/${FLASH_SALES.upcoming.id}.jpg`,
      discount: FLASH_SALES.upcoming.discount,
      startDate: later(now, { days: 4 }),
      endDate: later(now, { days: 7 }),
    },
  ];
  const flashSaleProducts = [
    ...RUNNING_SALE_PRODUCT_IDS.map((productId) => ({ flashSaleId: FLASH_SALES.running.id, productId })),
    ...UPCOMING_SALE_PRODUCT_IDS.map((productId) => ({ flashSaleId: FLASH_SALES.upcoming.id, productId })),
  ];
  return { flashSales, flashSaleProducts };
}

/**
 * Banner and ad titles, live text the storefront draws over the picture (Arabic in content-ar.ts), and the
 * category whose colours and objects their backdrop photos show (images.ts): the pictures carry no words.
 */
export const BANNER_DATA = [
  { title: 'Weekend Flash Sale: 20 % off', url: '/flash-sale/1', palette: 'shoes' },
  { title: 'Fresh picks for spring', url: '/shops/1', palette: 'groceries' },
  { title: 'Sound, upgraded', url: '/categories/electronics', palette: 'electronics' },
] as const;
export const AD_DATA = [
  { title: 'Best deals of the week', url: '/best-deal', palette: 'fashion' },
  { title: 'New: Little Sprouts', url: '/shops/8', palette: 'toys-kids' },
  { title: 'Tips from our shops', url: '/blogs', palette: 'home-living' },
] as const;

export const bannerImagePath = (n: number) => `/media/banners/${n}.jpg`;
export const adImagePath = (n: number) => `/media/ads/${n}.jpg`;

export function buildBanners(): (typeof schema.banners.$inferInsert)[] {
  return [
    ...BANNER_DATA.map((b, i) => ({
      id: i + 1,
      kind: 'banner' as const,
      title: b.title,
      image: bannerImagePath(i + 1),
      url: b.url,
      position: i + 1,
    })),
    ...AD_DATA.map((a, i) => ({
      id: BANNER_DATA.length + i + 1,
      kind: 'ad' as const,
      title: a.title,
      image: adImagePath(i + 1),
      url: a.url,
      position: i + 1,
    })),
  ];
}

export function buildCoupons(now: Date): (typeof schema.coupons.$inferInsert)[] {
  return Object.values(VOUCHERS).map((v) => ({
    id: v.id,
    shopId: v.shopId,
    code: v.code,
    discountType: v.discountType,
    discount: v.discount,
    minOrderAmount: v.minOrderAmount,
    validity: isoDay(later(now, { days: v.validForDays })),
  }));
}
