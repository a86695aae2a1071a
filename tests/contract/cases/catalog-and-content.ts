import { expect } from 'vitest';
import { type ContractCase, contractCase as c } from './contract-case';

const anyString = expect.any(String);
const anyNumber = expect.any(Number);

export const catalogContentCases: ContractCase[] = [
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
    'getSearchSuggestions',
    (api) => api.catalog.getSearchSuggestions({ search: 'home' }),
    ({ data }) => {
      expect(data.products[0]).toMatchObject({ id: anyNumber, name: anyString, thumbnail: anyString });
      expect(data.categories[0]).toMatchObject({ id: anyNumber, name: anyString, slug: anyString });
      expect(data.shops[0]).toMatchObject({ id: anyNumber, name: anyString, logo: anyString });
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
];
