import { expect } from 'vitest';
import { type ContractCase, contractCase as c } from './contract-case';

export const sellersCases: ContractCase[] = [
  c(
    'applyAsSeller',
    (api) =>
      api.sellers.applyAsSeller({
        name: 'Lina Haddad',
        shop_name: 'Olive Grove Pantry',
        email: 'lina@example.com',
        phone: '5550100777',
        phone_code: '+1',
        password: 'a-long-password',
      }),
    ({ data }) => expect(data.email).toEqual(expect.any(String)),
  ),
  c(
    'confirmSellerApplication',
    (api) => api.sellers.confirmSellerApplication({ token: '3vQ8mT4pL8sK1wN6eR3yU5iO0aZcBdF4gH7jK2xZ7aS' }),
    ({ data }) => expect(data.shop_name).toEqual(expect.any(String)),
  ),
];
