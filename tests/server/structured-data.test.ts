import { describe, expect, it } from 'vitest';
import {
  blogPostingData,
  breadcrumbData,
  organizationData,
  productData,
  webSiteData,
} from '../../server/web/structured-data';
import type { Schema } from '../../src/api/types';
import { schemaOrgProblems } from './schema-org';

/** Each schema.org object the server writes, checked against the vocabulary and Google's required fields. */

const ORIGIN = 'https://shop.example.com';

const master = {
  app_name: 'Corner Market',
  web_logo: '/media/settings/logo.svg',
  mobile: '+1 555 010 0000',
  address: '1 Main Street',
  footers: [{ id: 1, title: 'Help', items: [{ id: 1, type: 'email', url: 'mailto:help@shop.example.com' }] }],
  social_links: [{ name: 'facebook', link: 'https://www.facebook.com/corner', logo: '/media/social/facebook.svg' }],
} as unknown as Schema<'MasterSettings'>;

const product = {
  id: 7,
  name: 'Linen Shirt',
  thumbnail: '/media/products/7-1.jpg',
  thumbnails: [{ id: 1, url: '/media/products/7-1.jpg' }],
  brand: { id: 1, name: 'Loom' },
  price: 40,
  discount_price: 32,
  rating: 4.5,
  total_reviews: 12,
  quantity: 3,
  shop: { id: 2, name: 'Loom Store' },
  short_description: 'A shirt.',
  sku: 'LS-7',
} as unknown as Schema<'ProductDetails'>;

const url = `${ORIGIN}/products/7/details`;
const price = { amount: '32.00', currency: 'USD' };

describe('the structured data of a page', () => {
  it('a product: its offer, in stock, with its rating and brand', () => {
    const data = productData(product, { url, origin: ORIGIN, price });
    expect(schemaOrgProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Linen Shirt',
      image: [`${ORIGIN}/media/products/7-1.jpg`],
      brand: { '@type': 'Brand', name: 'Loom' },
      offers: { price: '32.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url },
      aggregateRating: { ratingValue: 4.5, reviewCount: 12 },
    });
  });

  it('a product out of stock and without reviews: OutOfStock, and no rating at all', () => {
    const data = productData({ ...product, quantity: 0, total_reviews: 0, rating: 0, brand: null } as never, {
      url,
      origin: ORIGIN,
      price,
    });
    expect(schemaOrgProblems(data)).toEqual([]);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('brand');
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('breadcrumbs, each with its position, name and address', () => {
    const data = breadcrumbData([
      { name: 'Corner Market', url: `${ORIGIN}/` },
      { name: 'Linen Shirt', url },
    ]);
    expect(schemaOrgProblems(data)).toEqual([]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Corner Market', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Linen Shirt', item: url },
    ]);
  });

  it('the shop as an organization, with its logo and contacts from the settings', () => {
    const data = organizationData(master, ORIGIN);
    expect(schemaOrgProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      name: 'Corner Market',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/media/settings/logo.svg`,
      contactPoint: { telephone: '+1 555 010 0000', email: 'help@shop.example.com' },
      sameAs: ['https://www.facebook.com/corner'],
    });
  });

  it('a blog post, with its headline, date, picture and author', () => {
    const blog = {
      id: 1,
      title: 'Pantry staples',
      slug: 'pantry',
      thumbnail: '/media/blogs/pantry.jpg',
      short_description: 'Ten basics.',
      created_at: '2026-01-02T03:04:05.000Z',
      author: 'Maya Green',
      description: '<p>Text</p>',
      tags: ['cooking'],
    } as Schema<'BlogDetails'>;
    const data = blogPostingData(blog, { url: `${ORIGIN}/blog/pantry`, origin: ORIGIN, master });
    expect(schemaOrgProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      headline: 'Pantry staples',
      datePublished: '2026-01-02T03:04:05.000Z',
      image: [`${ORIGIN}/media/blogs/pantry.jpg`],
      author: { '@type': 'Person', name: 'Maya Green' },
    });
  });

  it('the site with its search box, searching the product listing', () => {
    const data = webSiteData(master, ORIGIN);
    expect(schemaOrgProblems(data)).toEqual([]);
    expect(data.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/products?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });

  it('the check itself finds what Google would refuse', () => {
    expect(schemaOrgProblems({ '@context': 'https://schema.org', '@type': 'Product', name: 'x' })).toEqual([
      'Product: needs offers or review or aggregateRating',
    ]);
    const offer = { '@type': 'Offer', price: '$3', priceCurrency: 'usd', availability: 'in stock' };
    expect(
      schemaOrgProblems({ '@context': 'https://schema.org', '@type': 'Product', name: 'x', offers: offer }),
    ).toEqual([
      'Product.offers>Offer.price: not a plain number',
      'Product.offers>Offer.priceCurrency: not ISO 4217',
      'Product.offers>Offer.availability: not an ItemAvailability',
    ]);
    expect(
      schemaOrgProblems({ '@context': 'https://schema.org', '@type': 'WebSite', name: 'x', url: '/', colour: 1 }),
    ).toEqual([
      'WebSite.colour: not a property of WebSite',
      'WebSite: needs potentialAction',
      'WebSite.url: not absolute',
    ]);
  });
});
