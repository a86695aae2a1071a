/** Site settings (the /master document and the contact details), countries and server translations. */
import type * as schema from '../schema';
import { RETURN_WINDOW_DAYS } from './facts';

export const APP_NAME = 'Storefront Market';
const HOTLINE = '+1 555 010 0000';
const SUPPORT_EMAIL = 'support@storefront-market.example.com';
const ADDRESS = '120 Market Street, Springfield, IL 62701, United States';

/** The full `/master` document, shaped exactly as the contract's MasterSettings. */
export function buildMasterSettings() {
  return {
    app_name: APP_NAME,
    /** The server may replace this with its APP_ENV at runtime. */
    app_environment: 'local',
    app_locale: 'en',
    web_logo: '/media/settings/logo.svg',
    web_footer_logo: '/media/settings/logo-white.svg',
    web_footer_text: `© ${APP_NAME}. All rights reserved.`,
    web_footer_description:
      'Fresh groceries, home goods, fashion and electronics from independent shops, delivered to your door.',
    web_show_footer: true,
    footer_qr: '/media/settings/app-qr.svg',
    mobile: HOTLINE,
    address: ADDRESS,
    multi_vendor: true,
    cash_on_delivery: true,
    online_payment: true,
    show_download_app: true,
    google_playstore_link: 'https://play.google.com/store/apps/details?id=com.example.storefrontmarket',
    app_store_link: 'https://apps.apple.com/app/storefront-market/id1234567890',
    currency: { symbol: '$', position: 'prefix', name: 'USD', rate: 1 },
    currencies: [
      { id: 1, name: 'USD', symbol: '$', rate_from_default: 1, is_default: true },
      { id: 2, name: 'EUR', symbol: '€', rate_from_default: 0.92, is_default: false },
    ],
    languages: [
      { id: 1, name: 'en', title: 'English', direction: 'ltr' },
      { id: 2, name: 'ar', title: 'العربية', direction: 'rtl' },
    ],
    payment_gateways: [
      { name: 'stripe', title: 'Credit or debit card', logo: '/media/gateways/stripe.svg' },
      { name: 'paypal', title: 'PayPal', logo: '/media/gateways/paypal.svg' },
    ],
    social_links: [
      { name: 'facebook', link: 'https://www.facebook.com/storefrontmarket', logo: '/media/social/facebook.svg' },
      { name: 'instagram', link: 'https://www.instagram.com/storefrontmarket', logo: '/media/social/instagram.svg' },
      { name: 'youtube', link: 'https://www.youtube.com/@storefrontmarket', logo: '/media/social/youtube.svg' },
    ],
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
    pusher_app_key: 'storefront-key',
    pusher_app_cluster: 'mt1',
    register_otp_verify: true,
    register_otp_type: 'email',
    forgot_otp_type: 'email',
    social_auths: [
      { name: 'google', is_active: false, client_id: null },
      { name: 'facebook', is_active: false, client_id: null },
      { name: 'apple', is_active: false, client_id: null, redirect_url: null },
    ],
    phone_required: true,
    phone_min_length: 9,
    phone_max_length: 16,
    order_place_account_verify: false,
    return_order_days: RETURN_WINDOW_DAYS,
    /** Null: 'Become a Seller' opens the storefront's own form (/shop/register). */
    seller_register_url: null,
    menus: [
      { id: 1, name: 'Home', url: '/', target: '_self', is_external: false },
      { id: 2, name: 'Shops', url: '/shops', target: '_self', is_external: false },
      { id: 3, name: 'Most Popular', url: '/most-popular', target: '_self', is_external: false },
      { id: 4, name: 'Best Deals', url: '/best-deal', target: '_self', is_external: false },
      { id: 5, name: 'Blog', url: '/blogs', target: '_self', is_external: false },
      {
        id: 6,
        name: 'Help Center',
        url: 'https://help.storefront-market.example.com',
        target: '_blank',
        is_external: true,
      },
    ],
    footers: [
      {
        id: 1,
        title: APP_NAME,
        items: [
          { id: 1, type: 'logo', title: null, url: '/', target: '_self' },
          { id: 2, type: 'text', title: 'Independent shops, one basket.', url: null, target: null },
          { id: 3, type: 'social_links', title: 'Follow us', url: null, target: null },
        ],
      },
      {
        id: 2,
        title: 'Company',
        items: [
          { id: 4, type: 'link', title: 'About Us', url: '/about-us', target: '_self' },
          { id: 5, type: 'link', title: 'Blog', url: '/blogs', target: '_self' },
          { id: 6, type: 'link', title: 'Contact Us', url: '/contact-us', target: '_self' },
          { id: 7, type: 'link', title: 'Become a Seller', url: '/shop/register', target: '_self' },
        ],
      },
      {
        id: 3,
        title: 'Help',
        items: [
          { id: 8, type: 'link', title: 'Terms & Conditions', url: '/terms-and-conditions', target: '_self' },
          { id: 9, type: 'link', title: 'Privacy Policy', url: '/privacy-policy', target: '_self' },
          { id: 10, type: 'link', title: 'Return Policy', url: '/return-policy', target: '_self' },
          { id: 11, type: 'email', title: SUPPORT_EMAIL, url: `mailto:${SUPPORT_EMAIL}`, target: null },
          { id: 12, type: 'phone', title: HOTLINE, url: 'tel:+15550100000', target: null },
        ],
      },
      {
        id: 4,
        title: 'Get the app',
        items: [{ id: 13, type: 'app_store', title: 'Shop on the go', url: null, target: '_blank' }],
      },
    ],
  };
}

/** `GET /contact-us`, shaped as the contract's ContactDetails. */
export function buildContactDetails() {
  return {
    phone: HOTLINE,
    email: SUPPORT_EMAIL,
    whatsapp: '+15550100000',
    messenger: 'https://m.me/storefrontmarket',
    address: ADDRESS,
  };
}

export function buildSiteSettings(): typeof schema.siteSettings.$inferInsert {
  return { id: 1, master: buildMasterSettings(), contact: buildContactDetails() };
}

const COUNTRY_DATA: [string, string][] = [
  ['Australia', '+61'],
  ['Bangladesh', '+880'],
  ['Brazil', '+55'],
  ['Canada', '+1'],
  ['Egypt', '+20'],
  ['France', '+33'],
  ['Germany', '+49'],
  ['India', '+91'],
  ['Italy', '+39'],
  ['Japan', '+81'],
  ['Jordan', '+962'],
  ['Kuwait', '+965'],
  ['Morocco', '+212'],
  ['Nigeria', '+234'],
  ['Pakistan', '+92'],
  ['Qatar', '+974'],
  ['Saudi Arabia', '+966'],
  ['Spain', '+34'],
  ['Turkey', '+90'],
  ['United Arab Emirates', '+971'],
  ['United Kingdom', '+44'],
  ['United States', '+1'],
];

export function buildCountries(): (typeof schema.countries.$inferInsert)[] {
  return COUNTRY_DATA.map(([name, phoneCode], i) => ({ id: i + 1, name, phoneCode }));
}

/** Server strings for `/lang/{locale}`: message id (the English text) → translation. */
const TRANSLATIONS: Record<string, Record<string, string>> = {
  en: {
    'Add to Cart': 'Add to Cart',
    'Flash Sale': 'Flash Sale',
    'Best Deals': 'Best Deals',
    'Most Popular': 'Most Popular',
    'Help Center': 'Help Center',
    'Become a Seller': 'Become a Seller',
  },
  ar: {
    'Add to Cart': 'أضف إلى السلة',
    'My Cart': 'سلتي',
    'Proceed to Checkout': 'المتابعة إلى الدفع',
    'Cart is empty': 'السلة فارغة',
    'Log Out': 'تسجيل الخروج',
    'Flash Sale': 'تخفيضات سريعة',
    'Best Deals': 'أفضل العروض',
    'Most Popular': 'الأكثر رواجاً',
    Shops: 'المتاجر',
    Blog: 'المدونة',
    'Help Center': 'مركز المساعدة',
    'Become a Seller': 'كن بائعاً',
    'Order History': 'سجل الطلبات',
    'Terms & Conditions': 'الشروط والأحكام',
    'Privacy Policy': 'سياسة الخصوصية',
    // The shop's menus and footer.
    Home: 'الرئيسية',
    Company: 'الشركة',
    Help: 'المساعدة',
    'Get the app': 'حمّل التطبيق',
    'Independent shops, one basket.': 'متاجر مستقلة، سلة واحدة.',
    'Follow us': 'تابعنا',
    'About Us': 'من نحن',
    'Contact Us': 'اتصل بنا',
    'Return Policy': 'سياسة الإرجاع',
    'Shop on the go': 'تسوّق أينما كنت',
    [`© ${APP_NAME}. All rights reserved.`]: `© ${APP_NAME}. جميع الحقوق محفوظة.`,
    'Fresh groceries, home goods, fashion and electronics from independent shops, delivered to your door.':
      'بقالة طازجة ومستلزمات منزلية وأزياء وإلكترونيات من متاجر مستقلة، تصلك إلى بابك.',
    // Categories and sub-categories.
    Groceries: 'البقالة',
    'Fruit & Vegetables': 'الفواكه والخضروات',
    Pantry: 'المؤن',
    'Dairy & Eggs': 'الألبان والبيض',
    Beverages: 'المشروبات',
    Electronics: 'الإلكترونيات',
    Audio: 'الصوتيات',
    'Phones & Accessories': 'الهواتف وملحقاتها',
    Computers: 'الحواسيب',
    'Smart Home': 'المنزل الذكي',
    'Home & Living': 'المنزل والمعيشة',
    Furniture: 'الأثاث',
    Lighting: 'الإضاءة',
    Bedding: 'المفروشات',
    'Kitchen & Dining': 'المطبخ والطعام',
    Fashion: 'الأزياء',
    "Women's Clothing": 'ملابس نسائية',
    "Men's Clothing": 'ملابس رجالية',
    'Bags & Accessories': 'الحقائب والإكسسوارات',
    Shoes: 'الأحذية',
    Sneakers: 'أحذية رياضية',
    Boots: 'الجزمات',
    Sandals: 'الصنادل',
    'Beauty & Health': 'الجمال والصحة',
    Skincare: 'العناية بالبشرة',
    'Hair Care': 'العناية بالشعر',
    Wellness: 'العافية',
    'Sports & Outdoors': 'الرياضة والهواء الطلق',
    Fitness: 'اللياقة',
    Camping: 'التخييم',
    Cycling: 'ركوب الدراجات',
    'Toys & Kids': 'الألعاب والأطفال',
    Toys: 'الألعاب',
    'Baby Care': 'العناية بالرضّع',
    'School Supplies': 'المستلزمات المدرسية',
  },
};

export function buildTranslations(): (typeof schema.translations.$inferInsert)[] {
  return Object.entries(TRANSLATIONS).flatMap(([locale, strings]) =>
    Object.entries(strings).map(([key, value]) => ({ locale, key, value })),
  );
}
