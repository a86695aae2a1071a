import { expect } from 'vitest';
import { type ContractCase, contractCase as c } from './contract-case';

const anyString = expect.any(String);
const anyNumber = expect.any(Number);
const photo = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

export const identityCases: ContractCase[] = [
  // settings
  c(
    'getMaster',
    (api) => api.settings.getMaster(),
    ({ data }) => {
      expect(data.app_name).toEqual(anyString);
      expect(data.currencies.some((currency) => currency.is_default)).toBe(true);
      expect(data.languages.map((language) => language.direction)).toContain('rtl');
    },
  ),
  c(
    'getLanguageStrings',
    (api) => api.settings.getLanguageStrings('ar'),
    ({ data }) => expect(Object.values(data).every((text) => typeof text === 'string')).toBe(true),
  ),
  c(
    'listCountries',
    (api) => api.settings.listCountries(),
    ({ data }) => expect(data.countries[0]).toMatchObject({ name: anyString, phone_code: anyString }),
  ),

  // auth
  c(
    'login',
    (api) => api.auth.login({ phone: 'shopper@example.com', password: 'shopper-demo-1' }),
    ({ data }) => {
      expect(data.access.token).toEqual(anyString);
      expect(data.user).toMatchObject({ id: anyNumber, name: anyString });
    },
  ),
  c(
    'register',
    (api) =>
      api.auth.register({
        name: 'Noor Haddad',
        phone: '5550100777',
        phone_code: '+1',
        country: 'United States',
        email: 'noor@example.com',
        password: 'a-long-password',
      }),
    ({ data }) => expect(data.access.token).toEqual(anyString),
  ),
  c(
    'sendOtp',
    (api) => api.auth.sendOtp({ phone: '5550100001', phone_code: '+1', forgot_password: 1 }),
    (body) => {
      expect(body.message).toEqual(anyString);
      expect(body.data.email_or_phone).toEqual(anyString);
    },
  ),
  c(
    'verifyOtp',
    (api) => api.auth.verifyOtp({ phone: '5550100001', otp: '4821' }),
    (body) => expect(body.data.token).toEqual(anyString),
  ),
  c(
    'resetPassword',
    (api) =>
      api.auth.resetPassword({ password: 'new-password-1', password_confirmation: 'new-password-1', token: 'rst_abc' }),
    (body) => expect(body.message).toEqual(anyString),
  ),
  c(
    'socialLogin',
    (api) => api.auth.socialLogin('google', { code: 'google-id-token', data: { name: 'Sam Shopper' } }),
    ({ data }) => {
      expect(data.access.token).toEqual(anyString);
      expect(data.user.id).toEqual(anyNumber);
    },
  ),
  c(
    'logout',
    (api) => api.auth.logout(),
    (body) => expect(body.message).toEqual(anyString),
  ),
  c(
    'updateLastSeen',
    (api) => api.auth.updateLastSeen(),
    (body) => expect(body.message).toEqual(anyString),
  ),

  // account
  c(
    'getProfile',
    (api) => api.account.getProfile(),
    ({ data }) => expect(data.user.name).toEqual(anyString),
  ),
  c(
    'updateProfile',
    (api) =>
      api.account.updateProfile({ name: 'Sam Shopper', phone: '5550100001', gender: 'female', profile_photo: photo }),
    ({ data }) => expect(data.user.id).toEqual(anyNumber),
  ),
  c(
    'changePassword',
    (api) =>
      api.account.changePassword({
        current_password: 'shopper-demo-1',
        password: 'shopper-demo-2',
        password_confirmation: 'shopper-demo-2',
      }),
    (body) => expect(body.message).toEqual(anyString),
  ),
];
