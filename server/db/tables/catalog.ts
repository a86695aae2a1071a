import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, money, tsvector } from './columns';

export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo').notNull(),
  banner: text('banner').notNull(),
  rating: doublePrecision('rating').notNull().default(0),
  description: text('description').notNull().default(''),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  /** Shown as Online in chat while true. */
  isOnline: boolean('is_online').notNull().default(false),
  /** Reviews of the shop's products, kept by review-submission.ts and catalog-upkeep.ts for the shop cards. */
  totalReviews: integer('total_reviews').notNull().default(0),
  createdAt: createdAt(),
});

export const brands = pgTable('brands', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
export const colors = pgTable('colors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  colorCode: text('color_code'),
});
export const sizes = pgTable('sizes', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });
export const units = pgTable('units', { id: serial('id').primaryKey(), name: text('name').notNull().unique() });

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  thumbnail: text('thumbnail').notNull(),
  position: integer('position').notNull().default(0),
});

export const subCategories = pgTable(
  'sub_categories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    thumbnail: text('thumbnail').notNull(),
  },
  (t) => [index('sub_categories_category').on(t.categoryId)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: integer('sub_category_id').references(() => subCategories.id),
    brandId: integer('brand_id').references(() => brands.id),
    unitId: integer('unit_id').references(() => units.id),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    sku: text('sku').notNull().unique(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    thumbnail: text('thumbnail').notNull(),
    price: money('price').notNull(),
    /** The price to pay when above 0; 0 when there is no discount. */
    discountPrice: money('discount_price').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    totalSold: integer('total_sold').notNull().default(0),
    rating: doublePrecision('rating').notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The price paid for one unit now and the percentage off shown with it (pricing.ts `offerPrices`, running flash
     * sales included), kept by catalog-upkeep.ts, so listings sort and filter on an index.
     */
    paidPrice: money('paid_price').notNull().default(0),
    dealPercentage: integer('deal_percentage').notNull().default(0),
    /**
     * The name's words (what lies between spaces), lower-cased, for searches by one word (catalog/product-search.ts).
     * Only spaces part words, so a text without one is in the name exactly when it is in one of these.
     */
    nameWords: tsvector('name_words').generatedAlwaysAs(
      sql`array_to_tsvector(array_remove(regexp_split_to_array(lower(name), '[ \\t\\n\\r]+'), ''))`,
    ),
    createdAt: createdAt(),
  },
  (t) => {
    const listed = sql`${t.isActive}`;
    return [
      index('products_shop').on(t.shopId),
      index('products_category').on(t.categoryId, t.subCategoryId),
      index('products_brand').on(t.brandId),
      index('products_sold').on(t.totalSold),
      // One index for each order the listings offer (product-sorting.ts), over listed products only, ending in the
      // id that breaks ties, so a page's ids are read from the index alone however deep the page.
      index('products_listed_newest').on(t.createdAt, t.id).where(listed),
      index('products_listed_sold').on(t.totalSold, t.id).where(listed),
      index('products_listed_price').on(t.paidPrice, t.id).where(listed),
      index('products_listed_deal').on(t.dealPercentage, t.id).where(sql`${t.isActive} and ${t.dealPercentage} > 0`),
      index('products_listed_rating').on(t.rating, t.totalReviews, t.id).where(listed),
      index('products_listed_in_stock_sold').on(sql`(${t.stock} > 0)`, t.totalSold, t.id).where(listed),
      index('products_listed_category_price').on(t.categoryId, t.paidPrice, t.id).where(listed),
      index('products_listed_category_sold').on(t.categoryId, t.totalSold, t.id).where(listed),
      index('products_listed_category_newest').on(t.categoryId, t.createdAt, t.id).where(listed),
      index('products_listed_shop_sold').on(t.shopId, t.totalSold, t.id).where(listed),
      index('products_listed_shop_newest').on(t.shopId, t.createdAt, t.id).where(listed),
      // A search by one word reads the words' index; any other text looks anywhere in the name, through trigrams.
      index('products_listed_name_words').using('gin', t.nameWords).where(listed),
      index('products_name_trigrams').using('gin', sql`${t.name} gin_trgm_ops`),
    ];
  },
);

/**
 * Listed products grouped by shop, category, sub-category and brand, with their count, price range, colours and
 * sizes: the filter panel's choices and a listing's total for any shop or category, read from a few rows instead
 * of the catalog. Rebuilt by catalog-upkeep.ts whenever what it sums changes.
 */
export const productGroups = pgTable(
  'product_groups',
  {
    shopId: integer('shop_id').notNull(),
    categoryId: integer('category_id').notNull(),
    subCategoryId: integer('sub_category_id'),
    brandId: integer('brand_id'),
    products: integer('products').notNull(),
    minPaidPrice: money('min_paid_price').notNull(),
    maxPaidPrice: money('max_paid_price').notNull(),
    colorIds: integer('color_ids').array().notNull(),
    sizeIds: integer('size_ids').array().notNull(),
  },
  (t) => [index('product_groups_scope').on(t.shopId, t.categoryId, t.subCategoryId)],
);

/**
 * Every word of the listed products' names, with the count, price range, brands, colours and sizes of the listed
 * products whose name has it: a search by one word finds its words here (through trigrams: a word the search text
 * is part of) and the filter panel's choices with them. Rebuilt by catalog-upkeep.ts with product_groups.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    products: integer('products').notNull(),
    minPaidPrice: money('min_paid_price').notNull(),
    maxPaidPrice: money('max_paid_price').notNull(),
    brandIds: integer('brand_ids').array().notNull(),
    colorIds: integer('color_ids').array().notNull(),
    sizeIds: integer('size_ids').array().notNull(),
  },
  (t) => [index('search_words_trigrams').using('gin', sql`${t.word} gin_trgm_ops`)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product').on(t.productId)],
);

export const productColors = pgTable(
  'product_colors',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: integer('color_id')
      .notNull()
      .references(() => colors.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.colorId] }), index('product_colors_color').on(t.colorId)],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id')
      .notNull()
      .references(() => sizes.id),
    /** Added to the product's price when this size is chosen. */
    extraPrice: money('extra_price').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.sizeId] }), index('product_sizes_size').on(t.sizeId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id'),
    rating: integer('rating').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product').on(t.productId, t.createdAt),
    uniqueIndex('reviews_once_per_order').on(t.userId, t.orderId, t.productId),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const flashSales = pgTable('flash_sales', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  thumbnail: text('thumbnail').notNull(),
  /** Percent off the product's price while the sale runs. */
  discount: doublePrecision('discount').notNull(),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
});

export const flashSaleProducts = pgTable(
  'flash_sale_products',
  {
    flashSaleId: integer('flash_sale_id')
      .notNull()
      .references(() => flashSales.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.flashSaleId, t.productId] })],
);
