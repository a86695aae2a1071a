import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, shops } from '../db/schema';
import { fieldError, notFound } from '../http/http-error';
import { say } from '../i18n/say';
import type { ChatParties } from './messages';

/** The shop a conversation is with: 404 when it does not exist. */
export async function chatShop(db: Db, shopId: number): Promise<ChatParties['shop']> {
  const [shop] = await db
    .select({ id: shops.id, name: shops.name, logo: shops.logo, isOnline: shops.isOnline })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!shop) throw notFound(say('catalog.shopNotFound'));
  return shop;
}

/** A product card may only show one of the conversation's shop's products: 404 when unknown, 422 when another shop's. */
export async function checkShopProduct(db: Db, shopId: number, productId: number): Promise<void> {
  const [product] = await db.select({ shopId: products.shopId }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound(say('catalog.productNotFound'));
  if (product.shopId !== shopId) throw fieldError('product_id', say('chat.productNotInShop'));
}
