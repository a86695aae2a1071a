import type { MasterSettings } from '../../../src/machines/settings/settings.types';

/**
 * A /master answer for tests: English (ltr) and Arabic (rtl), USD ($, the default) and EUR (€, 0.92).
 * The default currency is listed second, so "the first one" and "the is_default one" differ.
 */
export function masterSettings(overrides: Partial<MasterSettings> = {}): MasterSettings {
  return {
    app_name: 'Test Market',
    app_environment: 'production',
    app_locale: 'en',
    web_logo: '/media/logo.svg',
    web_footer_logo: null,
    web_footer_text: null,
    web_footer_description: null,
    web_show_footer: true,
    footer_qr: null,
    mobile: '+1 555 010 0000',
    address: null,
    multi_vendor: true,
    cash_on_delivery: true,
    online_payment: false,
    show_download_app: false,
    google_playstore_link: null,
    app_store_link: null,
    currency: { symbol: '$', position: 'prefix', name: 'USD', rate: 1 },
    currencies: [
      { id: 2, name: 'EUR', symbol: '€', rate_from_default: 0.92, is_default: false },
      { id: 1, name: 'USD', symbol: '$', rate_from_default: 1, is_default: true },
    ],
    languages: [
      { id: 1, name: 'en', title: 'English', direction: 'ltr' },
      { id: 2, name: 'ar', title: 'العربية', direction: 'rtl' },
    ],
    payment_gateways: [],
    social_links: [],
    theme_colors: {
      '50': '#ecfdf5',
      '100': '#d1fae5',
      '200': '#a7f3d0',
      '300': '#6ee7b7',
      '400': '#34d399',
      '500': '#10b981',
      '600': '#059669',
      '700': '#047857',
      '800': '#065f46',
      '900': '#064e3b',
      '950': '#022c22',
      primary: '#059669',
    },
    pusher_app_key: null,
    pusher_app_cluster: null,
    register_otp_verify: false,
    register_otp_type: 'email',
    forgot_otp_type: 'email',
    social_auths: [],
    phone_required: true,
    phone_min_length: 9,
    phone_max_length: 16,
    order_place_account_verify: false,
    return_order_days: 14,
    menus: [],
    footers: [],
    ...overrides,
  };
}
