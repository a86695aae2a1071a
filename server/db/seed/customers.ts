/** The demo and other customer accounts, their addresses, wishlists, carts and collected vouchers. */

import type * as schema from '../schema';
import type { AddressSnapshot } from '../schema';
import { type Catalog, productById } from './catalog';
import {
  DEMO_ADDRESSES,
  DEMO_COLLECTED_VOUCHER_IDS,
  DEMO_CUSTOMER,
  DEMO_FAVORITE_PRODUCT_IDS,
  OTHER_ADDRESS_ID,
  OTHER_CUSTOMER,
} from './facts';
import type { UserRow } from './reviews';
import { ago } from './util';

export type AddressRow = typeof schema.addresses.$inferInsert & { id: number; userId: number };

export function buildCustomers(now: Date, hashes: { demo: string; other: string }): UserRow[] {
  return [
    {
      id: DEMO_CUSTOMER.id,
      name: DEMO_CUSTOMER.name,
      email: DEMO_CUSTOMER.email,
      phone: DEMO_CUSTOMER.phone,
      phoneCode: DEMO_CUSTOMER.phoneCode,
      country: DEMO_CUSTOMER.country,
      passwordHash: hashes.demo,
      profilePhoto: `/media/users/${DEMO_CUSTOMER.id}.svg`,
      gender: 'other',
      dateOfBirth: '1990-06-15',
      isVerified: true,
      lastSeenAt: ago(now, { minutes: 5 }),
      createdAt: ago(now, { days: 180 }),
    },
    {
      id: OTHER_CUSTOMER.id,
      name: OTHER_CUSTOMER.name,
      email: OTHER_CUSTOMER.email,
      phone: OTHER_CUSTOMER.phone,
      phoneCode: OTHER_CUSTOMER.phoneCode,
      country: OTHER_CUSTOMER.country,
      passwordHash: hashes.other,
      profilePhoto: null,
      gender: 'female',
      dateOfBirth: null,
      isVerified: true,
      lastSeenAt: ago(now, { days: 1 }),
      createdAt: ago(now, { days: 90 }),
    },
  ];
}

export function buildAddresses(now: Date): AddressRow[] {
  return [
    {
      id: DEMO_ADDRESSES.home,
      userId: DEMO_CUSTOMER.id,
      name: DEMO_CUSTOMER.name,
      phone: '+1 555 010 0001',
      addressLine: '742 Evergreen Terrace',
      addressLine2: null,
      area: 'Springfield, IL',
      flatNo: null,
      postCode: '62704',
      addressType: 'home',
      isDefault: true,
      latitude: 39.7817,
      longitude: -89.6501,
      createdAt: ago(now, { days: 180 }),
    },
    {
      id: DEMO_ADDRESSES.office,
      userId: DEMO_CUSTOMER.id,
      name: DEMO_CUSTOMER.name,
      phone: '+1 555 010 0001',
      addressLine: '1 Commerce Plaza',
      addressLine2: 'Reception on the 4th floor',
      area: 'Springfield, IL',
      flatNo: '400',
      postCode: '62701',
      addressType: 'office',
      isDefault: false,
      latitude: 39.8017,
      longitude: -89.6437,
      createdAt: ago(now, { days: 120 }),
    },
    {
      id: OTHER_ADDRESS_ID,
      userId: OTHER_CUSTOMER.id,
      name: OTHER_CUSTOMER.name,
      phone: '+1 555 010 0002',
      addressLine: '88 Queen Street West',
      addressLine2: null,
      area: 'Toronto, ON',
      flatNo: '12B',
      postCode: 'M5H 2M9',
      addressType: 'home',
      isDefault: true,
      latitude: 43.6519,
      longitude: -79.3832,
      createdAt: ago(now, { days: 90 }),
    },
  ];
}

/** The address as an order keeps it. */
export function addressSnapshot(address: AddressRow): AddressSnapshot {
  return {
    id: address.id,
    name: address.name,
    phone: address.phone,
    address_line: address.addressLine,
    address_line2: address.addressLine2 ?? null,
    area: address.area ?? null,
    flat_no: address.flatNo ?? null,
    post_code: address.postCode ?? null,
    address_type: address.addressType,
    is_default: address.isDefault ?? false,
    latitude: address.latitude ?? null,
    longitude: address.longitude ?? null,
  };
}

export function buildFavorites(now: Date): (typeof schema.favorites.$inferInsert)[] {
  return [
    ...DEMO_FAVORITE_PRODUCT_IDS.map((productId, i) => ({
      userId: DEMO_CUSTOMER.id,
      productId,
      createdAt: ago(now, { days: 20 - i * 4 }),
    })),
    { userId: OTHER_CUSTOMER.id, productId: 1, createdAt: ago(now, { days: 6 }) },
  ];
}

/** The demo customer's cart: two lines from Green Leaf Grocers, one from Volt Electronics (in Black). */
export function buildCart(catalog: Catalog, now: Date): (typeof schema.cartItems.$inferInsert)[] {
  const black = catalog.colors.find((c) => c.name === 'Black');
  const lines = [
    { productId: 1, quantity: 2, colorId: null },
    { productId: 6, quantity: 1, colorId: null },
    { productId: 12, quantity: 1, colorId: black?.id ?? null },
  ];
  return lines.map((line, i) => ({
    id: i + 1,
    userId: DEMO_CUSTOMER.id,
    productId: line.productId,
    quantity: line.quantity,
    colorId: line.colorId,
    sizeId: null,
    unitId: productById(catalog, line.productId).unitId ?? null,
    isBuyNow: false,
    createdAt: ago(now, { hours: 3 - i }),
  }));
}

export function buildCollectedCoupons(now: Date): (typeof schema.collectedCoupons.$inferInsert)[] {
  return DEMO_COLLECTED_VOUCHER_IDS.map((couponId, i) => ({
    userId: DEMO_CUSTOMER.id,
    couponId,
    createdAt: ago(now, { days: 5 - i }),
  }));
}
