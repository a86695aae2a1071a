import { and, asc, eq, sql } from 'drizzle-orm';
import type { Schema } from '../../src/api/types';
import { runningSaleDiscountSql } from '../catalog/offer-price-sql';
import { cents, linePrices, unitPrice } from '../catalog/pricing';
import { contentTexts, textOf } from '../content/shop-content';
import type { Db } from '../db/client';
import { preparedPerDatabase } from '../db/prepared-per-database';
import { brands, cartItems, colors, productSizes, products, shops, sizes, units } from '../db/schema';

type ShopSummary = Schema<'ShopSummary'>;

/** A cart line with the product's current prices (`linePrices`: offer, then the size's extra) and stock. */
export interface CartLine {
  cartId: number;
  productId: number;
  shop: ShopSummary;
  name: string;
  brand: string | null;
  thumbnail: string;
  price: number;
  discountPrice: number;
  discountPercentage: number;
  /** What one unit costs: the discount price when above 0, otherwise the price. */
  unitPrice: number;
  quantity: number;
  stock: number;
  isActive: boolean;
  size: Schema<'Size'> | null;
  color: Schema<'Color'> | null;
  unit: Schema<'Unit'> | null;
}

/**
 * The cart lines' query, built once per database: Drizzle builds a statement's text afresh on every call, and
 * this eight-table view is asked for on every cart call.
 */
function buildCartLinesQuery(db: Db) {
  return db
    .select({
      cartId: cartItems.id,
      quantity: cartItems.quantity,
      productId: products.id,
      name: products.name,
      thumbnail: products.thumbnail,
      price: products.price,
      discountPrice: products.discountPrice,
      stock: products.stock,
      isActive: products.isActive,
      brand: brands.name,
      shop: { id: shops.id, name: shops.name, logo: shops.logo, rating: shops.rating },
      colorId: colors.id,
      colorName: colors.name,
      colorCode: colors.colorCode,
      sizeId: sizes.id,
      sizeName: sizes.name,
      sizeExtra: productSizes.extraPrice,
      unitId: units.id,
      unitName: units.name,
      saleDiscount: runningSaleDiscountSql(products.id, sql.placeholder('now')),
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(colors, eq(colors.id, cartItems.colorId))
    .leftJoin(sizes, eq(sizes.id, cartItems.sizeId))
    .leftJoin(
      productSizes,
      and(eq(productSizes.productId, cartItems.productId), eq(productSizes.sizeId, cartItems.sizeId)),
    )
    .leftJoin(units, eq(units.id, cartItems.unitId))
    .where(and(eq(cartItems.userId, sql.placeholder('userId')), eq(cartItems.isBuyNow, sql.placeholder('isBuyNow'))))
    .orderBy(asc(cartItems.id))
    .prepare('cart_lines');
}

const cartLinesQuery = preparedPerDatabase(buildCartLinesQuery);

/** The caller's cart lines (or the buy-now slot), in the order they were added. */
export async function loadCartLines(db: Db, userId: number, isBuyNow: boolean, now: Date): Promise<CartLine[]> {
  const rows = await cartLinesQuery(db).execute({ userId, isBuyNow, now: now.toISOString() });
  return rows.map((row) => {
    const extra = row.sizeExtra ?? 0;
    const prices = linePrices(row, extra, row.saleDiscount ?? undefined);
    return {
      cartId: row.cartId,
      productId: row.productId,
      shop: row.shop,
      name: row.name,
      brand: row.brand,
      thumbnail: row.thumbnail,
      ...prices,
      unitPrice: unitPrice(prices),
      quantity: row.quantity,
      stock: row.stock,
      isActive: row.isActive,
      size: row.sizeId === null ? null : { id: row.sizeId, name: row.sizeName ?? '', price: extra },
      color: row.colorId === null ? null : { id: row.colorId, name: row.colorName ?? '', color_code: row.colorCode },
      unit: row.unitId === null ? null : { id: row.unitId, name: row.unitName ?? '' },
    };
  });
}

/** Price used × quantity over the lines, rounded to cents. */
export function linesTotal(lines: readonly CartLine[]): number {
  return cents(lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0));
}

/** Lines grouped by shop, shops in the order of their first line. */
export function groupByShop(lines: readonly CartLine[]): Array<{ shop: ShopSummary; lines: CartLine[] }> {
  const groups = new Map<number, { shop: ShopSummary; lines: CartLine[] }>();
  for (const line of lines) {
    const group = groups.get(line.shop.id) ?? { shop: line.shop, lines: [] };
    group.lines.push(line);
    groups.set(line.shop.id, group);
  }
  return [...groups.values()];
}

export function cartProduct(line: CartLine): Schema<'CartProduct'> {
  return {
    id: line.productId,
    cart_id: line.cartId,
    name: line.name,
    brand: line.brand,
    thumbnail: line.thumbnail,
    price: line.price,
    discount_price: line.discountPrice,
    discount_percentage: line.discountPercentage,
    quantity: line.quantity,
    size: line.size,
    color: line.color,
    unit: line.unit,
    stock: line.stock,
  };
}

export function cartShopGroup(group: { shop: ShopSummary; lines: CartLine[] }): Schema<'CartShopGroup'> {
  return {
    shop_id: group.shop.id,
    shop_name: group.shop.name,
    shop_logo: group.shop.logo,
    shop_rating: group.shop.rating,
    products: group.lines.map(cartProduct),
  };
}

/**
 * Cart or checkout groups as the shopper reads them: product and shop names in the caller's language
 * (server/content/shop-content.ts). Only the answer: an order keeps the names the shop gave.
 */
export async function inShopperLanguage<G extends Schema<'CartShopGroup'>>(db: Db, groups: G[]): Promise<G[]> {
  const productIds = groups.flatMap((group) => group.products.map((product) => product.id));
  const [names, shopNames] = await Promise.all([
    contentTexts(db, 'product', productIds, ['name']),
    contentTexts(
      db,
      'shop',
      groups.map((group) => group.shop_id),
      ['name'],
    ),
  ]);
  if (names.size === 0 && shopNames.size === 0) return groups;
  return groups.map((group) => ({
    ...group,
    shop_name: textOf(shopNames, group.shop_id, 'name', group.shop_name),
    products: group.products.map((product) => ({ ...product, name: textOf(names, product.id, 'name', product.name) })),
  }));
}
